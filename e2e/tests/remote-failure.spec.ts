import { expect, test, type Page, type Route } from './support/test';

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
    // Five page visits with a retried remote each; on a busy machine they outlast 30 s.
    test.slow();
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

type RemotesDocument = { remotes: Record<string, { version: string; entry: string }> };

const INLINE_REMOTES = /<script id="travel-remotes" type="application\/json">(.*?)<\/script>/;

/**
 * The live remotes reach the shell inlined in the page, and from /remotes.json on a retry:
 * change (or, with null, take away) both.
 */
async function changeLiveRemotes(
  page: Page,
  change: ((document: RemotesDocument) => RemotesDocument) | null,
) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(INLINE_REMOTES, (_whole, json: string) =>
      change ? inlineScript(change(JSON.parse(json) as RemotesDocument)) : '',
    );
    await route.fulfill({ response, body });
  });
  await page.route('**/remotes.json', async (route) => {
    if (!change) return route.fulfill({ status: 503, body: '' });
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as RemotesDocument) });
  });
}

const inlineScript = (document: RemotesDocument) =>
  `<script id="travel-remotes" type="application/json">${JSON.stringify(document)}</script>`;

test('when the live remotes cannot be read, every section falls back and the frame still works', async ({
  page,
}) => {
  await changeLiveRemotes(page, null);
  await page.goto('/coupon');
  await expect(page.getByText(unavailable)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  await page.unroute('**/remotes.json');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');
});

/** Every file of the remote's releases answers `ms` late. */
async function slowDown(page: Page, remote: string, ms: number) {
  await page.route(`**/remotes/${remote}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Flights, from the main navigation, shows its search within `ms`. */
async function expectFlightsWithin(page: Page, ms: number) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Flights' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search flights', {
    timeout: ms,
  });
}

test('when remote-coupons is 3 s slow, the rest of the site does not wait for it', async ({
  page,
}) => {
  await slowDown(page, 'remote-coupons', 3_000);

  await page.goto('/coupon');
  // The frame and the coupon section paint at once from the server's HTML.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons', {
    timeout: 2_000,
  });

  await expectFlightsWithin(page, 2_500);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Coupon' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons', {
    timeout: 15_000,
  });
});

test('once slow remote-coupons has arrived, another remote still takes shared modules from the shell', async ({
  page,
}) => {
  await slowDown(page, 'remote-coupons', 3_000);
  const couponsArrived = page.waitForResponse('**/remotes/remote-coupons/**/remoteEntry.js', {
    timeout: 10_000,
  });
  await page.goto('/coupon');
  // Its entry has registered what it provides; its other files are still 3 s away.
  await couponsArrived;

  await expectFlightsWithin(page, 2_500);
});

test('a live remote whose manifest does not exist falls back without touching others', async ({
  page,
}) => {
  await changeLiveRemotes(page, (document) => ({
    remotes: {
      ...document.remotes,
      remote_flights: {
        version: '0.0.0-missing',
        entry: '/remotes/remote-flights/0.0.0-missing/mf-manifest.json',
      },
    },
  }));
  await page.goto('/html/flights');
  await expect(page.getByText(unavailable)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Coupon' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');
});
