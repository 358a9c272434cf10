import { expect, test, type Page, type Route } from '@playwright/test';

const unavailable = 'This section is temporarily unavailable';

type Breakage = {
  name: string;
  files: string;
  handle: (route: Route) => Promise<void>;
};

// Each way a remote's release can fail, applied to remote-coupons only.
const breakages: Breakage[] = [
  {
    name: 'its manifest is missing (404)',
    files: '**/remotes/remote-coupons/**/mf-manifest.json',
    handle: (route) => route.fulfill({ status: 404, body: 'Not Found' }),
  },
  {
    name: 'its entry answers 500',
    files: '**/remotes/remote-coupons/**/remoteEntry.js',
    handle: (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
  },
  {
    name: 'its screen chunk is aborted',
    files: '**/remotes/remote-coupons/**/__federation_expose_*',
    handle: (route) => route.abort('connectionreset'),
  },
];

async function expectOtherSectionsWork(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Flights' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search flights');
  await nav.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/fly for less/i);
}

for (const breakage of breakages) {
  test(`when remote-coupons ${breakage.name}, only its section falls back, and Retry recovers`, async ({
    page,
  }) => {
    let attempts = 0;
    await page.route(breakage.files, async (route) => {
      attempts += 1;
      await breakage.handle(route);
    });

    await page.goto('/coupon');
    const fallback = page.getByRole('alert').filter({ hasText: unavailable });
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Tried again before giving up.
    expect(attempts).toBeGreaterThanOrEqual(2);

    await page.unroute(breakage.files);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');

    await expectOtherSectionsWork(page);
  });
}

test('when /remotes.json cannot be read, every section falls back and the frame still works', async ({
  page,
}) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/coupon');
  await expect(page.getByText(unavailable)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  await page.unroute('**/remotes.json');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');
});

test('when remote-coupons is 3 s slow, the rest of the site does not wait for it', async ({
  page,
}) => {
  await page.route('**/remotes/remote-coupons/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });

  await page.goto('/coupon');
  // The frame paints at once, the coupon section shows its loader meanwhile.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible({ timeout: 2_000 });

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Flights' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search flights', {
    timeout: 2_500,
  });

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Coupon' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons', {
    timeout: 15_000,
  });
});

test('a remote manifest that does not exist in remotes.json falls back without touching others', async ({
  page,
}) => {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const document = (await response.json()) as {
      remotes: Record<string, { version: string; entry: string }>;
    };
    document.remotes.remote_flights = {
      version: '0.0.0-missing',
      entry: '/remotes/remote-flights/0.0.0-missing/mf-manifest.json',
    };
    await route.fulfill({ response, json: document });
  });
  await page.goto('/html/flights');
  await expect(page.getByText(unavailable)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Coupon' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');
});
