import { expect, test, type Page } from './support/test';

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;

// docs/product.md, "Routes" and "The frame": where the fixed header and the footer are hidden.
const frameRules: {
  path: string;
  header: Record<keyof typeof viewports, boolean>;
  footer: boolean;
}[] = [
  { path: '/', header: { desktop: true, mobile: true }, footer: true },
  { path: '/coupon', header: { desktop: true, mobile: true }, footer: true },
  { path: '/html/signIn', header: { desktop: false, mobile: false }, footer: false },
  { path: '/html/signUp', header: { desktop: false, mobile: false }, footer: false },
  { path: '/html/flights-info', header: { desktop: true, mobile: false }, footer: false },
  { path: '/html/flights-booking', header: { desktop: true, mobile: true }, footer: false },
  { path: '/html/flights', header: { desktop: true, mobile: true }, footer: true },
];

async function expectShown(page: Page, role: 'banner' | 'contentinfo', shown: boolean) {
  if (shown) await expect(page.getByRole(role)).toBeVisible();
  else await expect(page.getByRole(role)).toBeHidden();
}

for (const [size, viewport] of Object.entries(viewports) as [
  keyof typeof viewports,
  (typeof viewports)[keyof typeof viewports],
][]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const rule of frameRules) {
      test(`${rule.path}: header ${rule.header[size] ? 'shown' : 'hidden'}, footer ${rule.footer ? 'shown' : 'hidden'}`, async ({
        page,
      }) => {
        await page.goto(rule.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectShown(page, 'banner', rule.header[size]);
        await expectShown(page, 'contentinfo', rule.footer);
      });
    }

    test('a guest sees Login / Register and no account links', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Coupons Order' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Flights Order' })).toHaveCount(0);
    });

    test('the drawer greets a guest and lists HOME and our contacts', async ({ page }) => {
      await page.goto('/coupon');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Hi Guest' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'HOME' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
      await expect(drawer.getByRole('link', { name: 'support@hegtravel.in' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: '+91 22 4000 1234' })).toBeVisible();
      await drawer.getByRole('link', { name: 'HOME' }).click();
      await expect(page).toHaveURL('/');
      await expect(drawer).toBeHidden();
    });

    test('no horizontal scrolling', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('the header links of a guest lead to their screens', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Flights', 'Coupon', 'Contact Us']);
    await nav.getByRole('link', { name: 'Coupon' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  });

  test('Login / Register opens the sign-in dialog over the page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login / Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeFocused();
  });
});

test.describe("before the page's scripts run", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.mobile });

  test('Login / Register opens the sign-in page, with the way back to the page', async ({
    page,
  }) => {
    await page.goto('/coupon?tier=2');
    await page.getByRole('button', { name: 'Login / Register' }).click();
    await expect(page).toHaveURL('/html/signIn?redirect=%2Fcoupon%3Ftier%3D2');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

test.describe("on a laptop, before the page's scripts run", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.desktop });

  test('the language switch opens the same page in the other language, and back', async ({
    page,
  }) => {
    await page.goto('/coupon?tier=2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL('/coupon?tier=2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('link', { name: 'कूपन', exact: true }).first()).toBeAttached();
    // The sign-in page has a switch of its own, and keeps its way back.
    await page.goto('/html/signIn?redirect=%2Fcoupon');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL('/html/signIn?redirect=%2Fcoupon');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});
