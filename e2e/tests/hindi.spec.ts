import { seriousAxeViolations } from './support/axe';
import { ARTICLES, DEVANAGARI, englishWords, unmarkedEnglishWords } from './support/hindi';
import { JOURNEY_WORDS, daysFromToday, travellerForm } from './support/flights';
import { policyPages, signedInOnlyRoutes, siteRoutes } from './site-routes';
import { signedIn } from './support/purchase';
import { expect, test } from './support/test';

// The site in Hindi (docs/decisions/0024-one-i18n-instance-per-page.md): a browser that asks for
// Hindi gets every page in Hindi from the server's first byte, and a visitor's choice of
// language is remembered.

test.use({ locale: 'hi-IN' });

// Wholly in Hindi, the screen and the frame (the home page lists the blog's articles by their
// English titles; the policies name a body or two by their own names).
const HINDI_ROUTES = [
  '/',
  '/coupon',
  '/html/flights',
  '/html/refundOrderList',
  '/html/download',
  '/html/contactUs',
  '/html/signIn',
  '/html/signUp',
  '/privacy-policy',
  '/flight-coupon-terms',
  '/refund-cancellation-policy',
  '/grievance-policy',
];
const NAMES = new Set([...ARTICLES, 'CERT-In', 'Escalation']);
// The frame and the page's own text in Hindi; the articles and the company pages themselves are
// English, and say so (lang="en-IN").
const FRAME_ONLY_ROUTES = ['/html/travelBlog', '/about-us', '/products-services'];

test.describe('from the server, before any script', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of HINDI_ROUTES) {
    test(`${path} is in Hindi`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
      await expect(page).toHaveTitle(/[\u0900-\u097F].* \| HegTravel$/);
      expect(await englishWords(page, 'body', NAMES)).toEqual([]);
    });
  }

  for (const path of FRAME_ONLY_ROUTES) {
    test(`${path} has its frame and heading in Hindi`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
      expect(await englishWords(page, 'body > #root > header, body > #root footer')).toEqual([]);
      // What is English says so, for a screen reader to read it as English.
      const english = page.locator('main [lang="en-IN"]');
      expect(await english.count()).toBeGreaterThan(0);
    });
  }
});

test.describe('once its scripts have run, every page a guest can open reads in Hindi', () => {
  const paths = new Set(
    [...siteRoutes, ...signedInOnlyRoutes, ...policyPages].map(({ path }) => path),
  );
  for (const path of paths) {
    test(`${path}, or its sign-in prompt`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html[data-travel-ready]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(DEVANAGARI);
      await expect(page.getByRole('status', { name: /लोड हो रहा है/ })).toHaveCount(0);
      // The blog and the company pages in English say so (lang="en-IN"); the rest is Hindi.
      expect(await unmarkedEnglishWords(page, 'main', NAMES)).toEqual([]);
    });
  }
});

test('a Hindi page hydrates in Hindi, without an error, and is axe clean', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('html[data-travel-ready]')).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link')).toHaveText([
    'होम',
    'फ़्लाइट',
    'कूपन',
    'संपर्क करें',
  ]);
  expect(await englishWords(page, 'body', ARTICLES)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the language switch is remembered across a reload, a new page and a sign-in', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/coupon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('फ़्लाइट कूपन');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Flights' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search flights');

  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('फ़्लाइट खोजें');
  await page.goto('/html/signIn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('साइन इन करें');
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();

  await signedIn(page, request, testInfo);
  await page.goto('/html/orderList');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरे कूपन ऑर्डर');
  await expect(page.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
});

test('an unknown language gets English, from the browser or a cookie', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ta-IN' });
  await context.addCookies([
    { name: 'travel_lang', value: 'fr-FR', url: test.info().project.use.baseURL ?? '' },
  ]);
  const page = await context.newPage();
  await page.goto('/coupon');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');
  await context.close();
});

test('the drawer offers the switch on a phone, and Hindi pages fit 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/html/signIn', '/coupon', '/html/contactUs', '/']) {
    await page.goto(path);
    await expect(page.locator('html[data-travel-ready]')).toBeAttached();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  const drawer = page.getByRole('dialog', { name: 'नमस्ते मेहमान' });
  await expect(drawer.getByRole('button', { name: 'English' })).toBeVisible();
});

test('a name in Devanagari is refused in Hindi: the airline needs it as on the ID, in English letters', async ({
  page,
  request,
}, testInfo) => {
  await signedIn(page, request, testInfo);
  const adult = await travellerForm(page, 24, 'hi-IN');
  const words = JOURNEY_WORDS['hi-IN'];
  await adult.getByLabel(words.title).selectOption('Ms');
  await adult.getByLabel(words.firstName).fill('मीरा');
  await adult.getByLabel(words.lastName).fill('अय्यर');
  await adult.getByLabel(words.gender).selectOption('female');
  await page.getByRole('button', { name: words.pay }).click();
  await expect(
    adult.getByText('कृपया पहला नाम अंग्रेज़ी अक्षरों में वैसे ही लिखें जैसे पहचान पत्र पर है (सिर्फ़ अक्षर)।'),
  ).toBeVisible();
  await expect(adult.getByLabel(words.firstName)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the airport box finds a city typed in Hindi, and the search runs', async ({ page }) => {
  await page.goto('/html/flights');
  await expect(page.locator('html[data-travel-ready]')).toBeAttached();
  const form = page.getByRole('form', { name: 'फ़्लाइट खोजें' });
  await form.getByRole('combobox', { name: 'कहाँ से' }).fill('दिल्ली');
  await page
    .getByRole('option', { name: /^Delhi, India/ })
    .first()
    .click();
  await expect(form.getByRole('combobox', { name: 'कहाँ से' })).toHaveValue('Delhi (DEL)');
  // By the name many still use.
  await form.getByRole('combobox', { name: 'कहाँ तक' }).fill('बंबई');
  await page
    .getByRole('option', { name: /^Mumbai, India/ })
    .first()
    .click();
  await expect(form.getByRole('combobox', { name: 'कहाँ तक' })).toHaveValue('Mumbai (BOM)');
  await form.getByLabel('प्रस्थान', { exact: true }).fill(daysFromToday(14));
  await form.getByRole('button', { name: 'फ़्लाइट खोजें' }).click();
  await expect(page).toHaveURL(/from=DEL&to=BOM&/);
  await expect(page.getByRole('list', { name: 'Delhi से Mumbai की फ़्लाइट' })).toBeVisible();
});
