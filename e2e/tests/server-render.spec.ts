import { daysFromToday } from './support/flights';
import { newTraveller, registerTraveller } from './support/travellers';
import { expect, test, type Page } from './support/test';

// Public routes paint from the api's HTML: the frame and the screen are there before any script
// runs, and the page the scripts take over is the same page (no hydration error, no redraw).
/** A search's results, which the page carries and paints with. */
const results = `/html/flights?from=DEL&to=BOM&date=${daysFromToday(14)}&adults=1&cabin=economy`;

/** Taps Book on the first flight of the results. */
const bookFirstFlight = (page: Page) =>
  page
    .getByRole('list', { name: 'Flights from Delhi to Mumbai' })
    .getByRole('button', { name: 'Book' })
    .filter({ visible: true })
    .first()
    .click();

/**
 * Opens `url` with every script of the page held back on its way, so the visitor has only the
 * painted page; the scripts come, and the page is taken over, once the answer is called.
 */
async function holdScripts(page: Page, url: string): Promise<() => void> {
  let letScriptsRun = () => {};
  const scriptsMayRun = new Promise<void>((resolve) => {
    letScriptsRun = resolve;
  });
  await page.route(
    (requested) => requested.pathname.endsWith('.js'),
    async (route) => {
      await scriptsMayRun;
      await route.continue();
    },
  );
  // The frame's own goto: the page's waits for the scripts to take over.
  await page.mainFrame().goto(url, { waitUntil: 'commit' });
  return letScriptsRun;
}

// Each test is named by `name`, never by a path holding a date: the test runner lists the tests
// and runs them in separate processes, which must agree on every name across midnight in India.
const painted = [
  { path: '/', heading: 'Fly for less across India' },
  { path: '/coupon', heading: 'Flight coupons' },
  { path: '/html/flights', heading: 'Search flights' },
  { path: results, name: 'the results of a search two weeks ahead', heading: 'Search flights' },
  { path: '/html/travelBlog', heading: 'Travel blog' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
].map((page) => ({ name: page.path, ...page }));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, name, heading } of painted) {
    test(`${name} shows the frame and its screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    });
  }

  test('the coupon refunds ask a guest to sign in, and the sign-in page brings them back', async ({
    page,
  }) => {
    await page.goto('/html/refundOrderList');
    await expect(page.getByRole('heading', { level: 1, name: 'My refunds' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Please sign in to see your refunds' }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/html/signIn?redirect=%2Fhtml%2FrefundOrderList');
  });

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

  test("the results' own search form and their next page work before any script", async ({
    page,
  }) => {
    await page.goto(results);
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pages.getByText('Page 1 of')).toBeVisible();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/&page=2$/);
    await expect(pages.getByText('Page 2 of')).toBeVisible();

    // Another destination and day, typed into the painted form and sent by the browser itself.
    const form = page.getByRole('form', { name: 'Search flights' });
    await form.getByRole('combobox', { name: 'To' }).fill('Chennai');
    await form.getByLabel('Departure', { exact: true }).fill(daysFromToday(20));
    await form.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(new RegExp(`to=Chennai&date=${daysFromToday(20)}`));
    await expect(
      page.getByRole('heading', { level: 2, name: /^Delhi to Chennai, / }),
    ).toBeVisible();
    const flights = page.getByRole('list', { name: 'Flights from Delhi to Chennai' });
    expect(await flights.getByRole('listitem').count()).toBeGreaterThan(0);
  });

  test("the results' filters work before any script: the boxes apply with one button", async ({
    page,
  }) => {
    await page.goto(results);
    const filters = page.getByRole('complementary');
    await filters.getByRole('checkbox', { name: /^Air India \(/ }).check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/&airlines=AI(&|$)/);
    await expect(filters.getByRole('checkbox', { name: /^Air India \(/ })).toBeChecked();
    const flights = page
      .getByRole('list', { name: 'Flights from Delhi to Mumbai' })
      .getByRole('listitem');
    expect(await flights.count()).toBeGreaterThan(0);
    for (const flight of await flights.all()) await expect(flight).toContainText('Air India');

    // A price range too, with its own Apply; then Clear all gives every flight back.
    await filters.getByRole('textbox', { name: 'To' }).fill('1');
    await filters.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/&priceMax=1(&|$)/);
    await expect(page.getByText('No flights match your filters')).toBeVisible();
    await filters.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).not.toHaveURL(/airlines|priceMax/);
    await expect(filters.getByRole('checkbox', { name: /^Air India \(/ })).not.toBeChecked();
    expect(await flights.count()).toBeGreaterThan(1);
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

    await bookFirstFlight(page);
    await expect(page).toHaveURL(
      /\/html\/flights-info\?itinerary=[^&]+&adults=1&children=0&infants=0&cabin=economy$/,
    );

    // The itinerary, painted with its flight; its fares, and choosing one, before any script.
    await expect(page.getByRole('heading', { level: 1, name: 'Flight information' })).toBeVisible();
    await expect(page.getByText('Delhi to Mumbai').first()).toBeVisible();
    await page.getByRole('link', { name: 'See fares' }).click();
    await expect(page).toHaveURL(/\/html\/flights-product\?itinerary=/);
    await expect(page.getByRole('heading', { level: 2, name: 'Saver' })).toBeVisible();
    await page.getByRole('button', { name: /^Choose Flexi/ }).click();
    await expect(page).toHaveURL(/\/html\/flights-booking\?itinerary=[^&]+&.*family=flexi$/);
  });

  test("the api's refusal of what the URL names is in the painted page, sent with its status", async ({
    page,
  }) => {
    const past = await page.goto('/html/flights?from=DEL&to=BOM&date=2024-01-15&adults=1');
    expect(past?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('Please choose today or a later date');
    await expect(page.getByText('Searching flights…')).toHaveCount(0);

    const tampered = await page.goto(
      '/html/flights-info?itinerary=v1.tampered.id&adults=1&children=0&infants=0&cabin=economy',
    );
    expect(tampered?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'We could not open this flight' }),
    ).toBeVisible();
  });

  test.describe('in Hindi', () => {
    test.use({ locale: 'hi-IN' });

    test("the api's refusal is painted in the visitor's language", async ({ page }) => {
      const past = await page.goto('/html/flights?from=DEL&to=BOM&date=2024-01-15&adults=1');
      expect(past?.status()).toBe(400);
      await expect(page.getByRole('alert')).toContainText('कृपया आज की या उसके बाद की तारीख़ चुनें');
      await page.goto(
        '/html/flights-info?itinerary=v1.tampered.id&adults=1&children=0&infants=0&cabin=economy',
      );
      await expect(page.getByRole('alert')).toContainText('यह फ़्लाइट नहीं मिली। कृपया फिर से खोजें।');
    });
  });
});

test('an itinerary the api does not know is a page not found, and says so', async ({ page }) => {
  const trip = 'itinerary=v1.tampered.id&adults=1&children=0&infants=0&cabin=economy';
  const response = await page.goto(`/html/flights-info?${trip}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not open this flight' })).toBeVisible();

  const fares = await page.goto(`/html/flights-product?${trip}`);
  expect(fares?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText(
    'This flight could not be found. Please search again.',
  );
});

test('the itinerary and its fares hydrate the server’s page without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(results);
  await bookFirstFlight(page);
  await expect(page).toHaveURL(/\/html\/flights-info\?itinerary=/);
  const info = page.url();
  const fares = info.replace('flights-info', 'flights-product');
  for (const url of [info, fares]) {
    // Loaded afresh: the server paints it, the scripts take it over. The page before is gone
    // first, so a call of its own is not counted as this one's.
    await page.goto('about:blank');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/travel\/api\/flights\/(itinerary|quote)$/.test(request.url())) asked.push(url);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      url === info ? 'Flight information' : 'Flight fares',
    );
    // What the page carries is not asked for again.
    expect(asked).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test.describe('on a phone, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the results' Filters and Modify show what their sheets hold, and it works", async ({
    page,
  }) => {
    await page.goto(results);
    const filters = page.getByRole('complementary');
    await expect(filters).toBeHidden();
    await page.getByRole('link', { name: 'Filters' }).click();
    await expect(filters).toBeInViewport();
    await filters.getByRole('checkbox', { name: /^Air India \(/ }).check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/&airlines=AI(&|$)/);
    await expect(page.getByRole('link', { name: 'Filters (1)' })).toBeVisible();
    const flights = page
      .getByRole('list', { name: 'Flights from Delhi to Mumbai' })
      .getByRole('listitem');
    for (const flight of await flights.all()) await expect(flight).toContainText('Air India');

    const form = page.getByRole('form', { name: 'Search flights' });
    await expect(form).toBeHidden();
    await page.getByRole('link', { name: 'Modify' }).click();
    await expect(form).toBeInViewport();
    // The painted form holds the search as it is: only the destination is changed.
    await expect(form.getByLabel('Departure', { exact: true })).toHaveValue(daysFromToday(14));
    await expect(form.getByLabel('Adults')).toHaveValue('1');
    await form.getByRole('combobox', { name: 'To' }).fill('Chennai');
    await form.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(new RegExp(`to=Chennai&date=${daysFromToday(14)}&adults=1&`));
    await expect(
      page.getByRole('heading', { level: 2, name: /^Delhi to Chennai, / }),
    ).toBeVisible();
  });
});

test.describe('on a small laptop screen', () => {
  // Below the flights, not pinned to the bottom as on a phone: See fares is reached by scrolling.
  test.use({ viewport: { width: 1280, height: 560 } });

  test('a page scrolled before its scripts take over stays where the visitor is, and the tap lands', async ({
    page,
  }) => {
    // Every script of the page passes through the test on its way.
    test.slow();
    await page.goto(results);
    await bookFirstFlight(page);
    await expect(page).toHaveURL(/\/html\/flights-info\?itinerary=/);
    const info = page.url();

    // The itinerary, loaded afresh with its scripts held back: the visitor reads the painted
    // page down to See fares first.
    const letScriptsRun = await holdScripts(page, info);
    const seeFares = page.getByRole('link', { name: 'See fares' });
    await seeFares.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    letScriptsRun();
    await page.locator('html[data-travel-ready]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await seeFares.click();
    await expect(page).toHaveURL(/\/html\/flights-product\?itinerary=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight fares');
  });
});

test('a filter ticked on the painted results before the scripts run applies once they do', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const letScriptsRun = await holdScripts(page, `${baseURL}${results}`);
  const filters = page.getByRole('complementary');
  await filters.getByRole('checkbox', { name: /^Air India \(/ }).check();

  letScriptsRun();
  await page.locator('html[data-travel-ready]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/&airlines=AI(&|$)/);
  await expect(filters.getByRole('checkbox', { name: /^Air India \(/ })).toBeChecked();
  // Each box now applies as it is ticked: the form's own button has gone.
  await expect(filters.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);
  const flights = page
    .getByRole('list', { name: 'Flights from Delhi to Mumbai' })
    .getByRole('listitem');
  await expect(flights.first()).toBeVisible();
  for (const flight of await flights.all()) await expect(flight).toContainText('Air India');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the Filters opened and a box ticked before the scripts run stay open and applied', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const letScriptsRun = await holdScripts(page, `${baseURL}${results}`);
    await page.getByRole('link', { name: 'Filters' }).click();
    const filters = page.getByRole('complementary');
    await expect(filters).toBeInViewport();
    await filters.getByRole('checkbox', { name: /^Air India \(/ }).check();

    letScriptsRun();
    await page.locator('html[data-travel-ready]').waitFor({ state: 'attached' });
    await expect(page).toHaveURL(/&airlines=AI(&|$)/);
    // The visitor is still choosing: the panel is where they left it, and the next box applies.
    await expect(filters).toBeInViewport();
    await expect(filters.getByRole('checkbox', { name: /^Air India \(/ })).toBeChecked();
    await filters.getByRole('checkbox', { name: /^IndiGo \(/ }).click();
    await expect(page).toHaveURL(/&airlines=AI%2C6E(&|$)/);
    await expect(filters).toBeInViewport();
  });
});

for (const { path, name, heading } of painted) {
  test(`${name} hydrates the server's page without an error and works`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Pressed before the frame is the browser's, the button opens the sign-in page instead
    // (frame.spec.ts): the dialog is what the hydrated frame does.
    await expect(page.locator('html[data-travel-ready]')).toBeAttached();
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

test('the coupon page, the flight search, its results and the sign-in and sign-up pages start without asking the api for what their page carries', async ({
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
  // The server's OTP switch: the form is painted with the OTP tab the test server offers.
  for (const path of ['/html/signIn', '/html/signUp']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-travel-ready]')).toBeAttached();
  }
  await page.goto('/html/signIn', { waitUntil: 'networkidle' });
  await expect(page.getByRole('tab')).toHaveText(['Mobile', 'E-mail', 'OTP']);
  expect(asked).toEqual([]);
});
