import { daysFromToday } from './support/flights';
import { newTraveller, registerTraveller } from './support/travellers';
import { expect, test } from './support/test';

// Public routes paint from the api's HTML: the frame and the screen are there before any script
// runs, and the page the scripts take over is the same page (no hydration error, no redraw).
/** A search's results, which the page carries and paints with. */
const results = `/html/flights?from=DEL&to=BOM&date=${daysFromToday(14)}&adults=1&cabin=economy`;

const painted = [
  { path: '/', heading: 'Fly for less across India' },
  { path: '/coupon', heading: 'Flight coupons' },
  { path: '/html/flights', heading: 'Search flights' },
  { path: results, heading: 'Search flights' },
  { path: '/html/travelBlog', heading: 'Travel blog' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of painted) {
    test(`${path} shows the frame and its screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    });
  }

  for (const { path, heading } of [
    { path: '/html/signIn', heading: 'Sign in' },
    { path: '/html/signUp', heading: 'Create your account' },
  ]) {
    test(`${path} shows its form before any script`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('textbox').first()).toBeVisible();
    });
  }

  test('the coupon page shows the coupons on sale, from the answers the page carries', async ({
    page,
  }) => {
    await page.goto('/coupon');
    await expect(page.getByRole('article', { name: 'Coupon worth ₹350.00' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Coupon worth ₹11,000.00' })).toBeVisible();
  });

  test("the home page's flight search opens the search page with its query", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(
      /\/html\/flights\?from=DEL&to=BOM&date=\d{4}-\d{2}-\d{2}&adults=1&cabin=economy$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Search flights' })).toBeVisible();
    // The flights themselves, and the fares of the days around, before any script.
    await expect(page.getByRole('heading', { level: 2, name: /^Delhi to Mumbai, / })).toBeVisible();
    const flights = page.getByRole('list', { name: 'Flights from Delhi to Mumbai' });
    expect(await flights.getByRole('listitem').count()).toBeGreaterThan(1);
    await expect(
      page.getByRole('navigation', { name: 'Fares on nearby days' }).getByRole('button'),
    ).toHaveCount(7);
  });

  test('the results sort before any script: each sort is a link to its sorted page', async ({
    page,
  }) => {
    await page.goto(results);
    const sorts = page.getByRole('group', { name: 'Sort by' });
    await expect(sorts.getByRole('link', { name: 'Cheapest' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await sorts.getByRole('link', { name: 'Fastest' }).click();
    await expect(page).toHaveURL(/&sort=duration$/);
    await expect(sorts.getByRole('link', { name: 'Fastest' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const flights = page.getByRole('list', { name: 'Flights from Delhi to Mumbai' });
    expect(await flights.getByRole('listitem').count()).toBeGreaterThan(1);
  });

  test("the results' other days and Book work before any script", async ({ page }) => {
    await page.goto(results);
    const days = page.getByRole('navigation', { name: 'Fares on nearby days' });
    const next = days.getByRole('button').nth(4);
    const label = (await next.locator('span').textContent()) ?? '';
    await next.click();
    await expect(page).toHaveURL(new RegExp(`date=${daysFromToday(15)}`));
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: label })).toHaveText(
      `Delhi to Mumbai, ${label}`,
    );

    await page
      .getByRole('list', { name: 'Flights from Delhi to Mumbai' })
      .getByRole('button', { name: 'Book' })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(
      /\/html\/flights-info\?itinerary=[^&]+&adults=1&children=0&infants=0&cabin=economy$/,
    );
  });
});

for (const { path, heading } of painted) {
  test(`${path} hydrates the server's page without an error and works`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('button', { name: 'Login / Register' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("the sign-in page hydrates the server's form without an error, and signs in", async ({
  page,
  request,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const traveller = newTraveller(testInfo);
  await registerTraveller(request, traveller);
  await page.goto('/html/signIn', { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-travel-ready]')).toBeAttached();
  await page.getByRole('tab', { name: 'E-mail' }).click();
  // A label's text starts with the required mark ("*E-mail"); screen readers skip the mark.
  await page
    .locator('input')
    .and(page.getByLabel(/^\*?E-mail$/))
    .fill(traveller.email);
  await page
    .locator('input')
    .and(page.getByLabel(/^\*?Password$/))
    .fill(traveller.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/');
  expect(errors).toEqual([]);
});

test('the home page names in its head every script it loads to start, so none waits for another', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const named = new Set(
    [
      ...html.matchAll(
        /<link href="([^"]+)" as="script"(?: crossorigin(?: integrity="[^"]+")?)? data-travel-(?:after-paint(?:="shell")?|entry)>/g,
      ),
    ].map((match) => match[1]),
  );
  const loaded: string[] = [];
  page.on('request', (loading) => {
    if (loading.resourceType() === 'script') loaded.push(new URL(loading.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-travel-ready]')).toBeAttached();
  // The real-user vitals are a chunk of their own, loaded once the page is idle: not a start.
  const vitals = /^\/static\/js\/async\/web-vitals\.[0-9a-f]+\.js$/;
  await expect.poll(() => loaded.some((file) => vitals.test(file))).toBe(true);
  const started = loaded.filter((file) => file !== '/start-after-paint.js' && !vitals.test(file));
  expect(started.length).toBeGreaterThan(10);
  expect(started.filter((file) => !named.has(file))).toEqual([]);
});

// At a phone's width, where the results' route map (a later chunk, with styles of its own)
// waits behind a button: what the server painted is all there is to compare.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the browser names every styled component as the server did, so hydrating adds no second set of styles', async ({
    page,
    request,
  }) => {
    for (const { path } of painted) {
      const html = await (await request.get(path)).text();
      const serverCss = /<style data-styled[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const serverClasses = new Set(serverCss.match(/\.[\w-]+(?=[\s{:,.[>)])/g) ?? []);
      await page.goto(path);
      await expect(page.locator('html[data-travel-ready]')).toBeAttached();
      const liveClasses: string[] = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].flatMap((rule) =>
            rule instanceof CSSStyleRule ? (rule.selectorText.match(/\.[\w-]+/g) ?? []) : [],
          ),
        ),
      );
      expect(liveClasses.length, path).toBeGreaterThan(0);
      expect(
        liveClasses.filter((name) => !serverClasses.has(name)),
        path,
      ).toEqual([]);
    }
  });
});

test('the coupon page, the flight search and its results start without asking the api for what their page carries', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/travel/api/')) asked.push(url.pathname);
  });
  await page.goto('/coupon', { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-travel-ready]')).toBeAttached();
  await expect(
    page.getByRole('button', { name: 'Buy the ₹350.00 flight coupon for ₹99.00' }),
  ).toBeVisible();
  await page.goto('/html/flights', { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-travel-ready]')).toBeAttached();
  await page.goto(results, { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-travel-ready]')).toBeAttached();
  await expect(page.getByRole('list', { name: 'Flights from Delhi to Mumbai' })).toBeVisible();
  expect(asked).toEqual([]);
});
