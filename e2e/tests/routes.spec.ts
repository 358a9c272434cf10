import { expect, test } from './support/test';
import { signedInOnlyRoutes, siteRoutes } from './site-routes';

for (const route of siteRoutes) {
  test(`${route.path} shows its screen`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
    await expect(page).toHaveTitle(/\| HegTravel$/);
  });
}

for (const { path, heading } of signedInOnlyRoutes) {
  test(`${path} asks a guest to sign in, in a dialog over the same URL`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // Closed, the dialog can be opened again from the page.
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });

  test(`${path} still goes through the sign-in page when sent there`, async ({ page }) => {
    await page.goto(`/html/signIn?redirect=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });
}

test('an unknown path shows page not found inside the site frame, sent as not found', async ({
  page,
}) => {
  const response = await page.goto('/html/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('button', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('a search for a past date says so, sent as a bad request', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/travel/api/flights/search')) searches.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The page itself is sent as 400, which the browser logs as a resource it failed to load.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  const response = await page.goto('/html/flights?from=DEL&to=BOM&date=2024-01-15&adults=1');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('Please choose today or a later date');
  // The page carries the api's refusal: it starts with it instead of asking again.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('alert')).toContainText('Please choose today or a later date');
  expect(searches).toEqual([]);
  // The screen took over the painted message as it was.
  expect(errors).toEqual([]);
  // Try again asks the api, which says the same.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => searches.length).toBe(1);
  await expect(page.getByRole('alert')).toContainText('Please choose today or a later date');
});

test('the shell bundle contains no remote screen: each is fetched from its release', async ({
  page,
}) => {
  const remoteFiles: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/remotes/')) remoteFiles.push(url.pathname);
  });
  await page.goto('/coupon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');
  expect(
    remoteFiles.some((file) => /^\/remotes\/remote-coupons\/[^/]+\/mf-manifest\.json$/.test(file)),
  ).toBe(true);
  expect(remoteFiles.some((file) => file.includes('__federation_expose_CouponPage'))).toBe(true);
  // Only the remote whose screen is shown is loaded.
  expect(remoteFiles.some((file) => file.startsWith('/remotes/remote-flights/'))).toBe(false);
});
