import { expect, test, type Locator, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { daysFromToday } from './support/flights';
import { layoutShiftSoFar } from './support/site';

function results(page: Page): Locator {
  return page.getByRole('list', { name: /^Flights from/ }).getByRole('listitem');
}

/** The accessible names of the result cards: carrier, flight numbers, times and fare. */
async function resultNames(page: Page): Promise<string[]> {
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByRole('list', { name: /^Flights from/ })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  return results(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('aria-label') ?? ''),
  );
}

const date = daysFromToday(14);

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('home search box, results, sort and filter, itinerary, fare families, a fare chosen', async ({
      page,
    }) => {
      // Three pages with axe runs and a route map, on a machine shared with other builds.
      test.slow();
      await page.goto('/');
      const box = page.getByRole('form', { name: 'Search flights' });
      await box.getByLabel('From').selectOption('DEL');
      await box.getByLabel('To').selectOption('BOM');
      await box.getByLabel('Departure date').fill(date);
      await box.getByLabel('Travellers').selectOption('2');
      await box.getByRole('button', { name: 'Search flights' }).click();

      await expect(page).toHaveURL(
        `/html/flights?from=DEL&to=BOM&date=${date}&adults=2&cabin=economy`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search flights');
      await expect(page.getByRole('heading', { name: /^Delhi to Mumbai/ })).toBeVisible();
      const cheapestFirst = await resultNames(page);
      expect(cheapestFirst.length).toBeGreaterThan(1);
      await expect(
        page.getByRole('navigation', { name: 'Fares on nearby days' }).getByRole('button'),
      ).toHaveCount(7);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Fastest' }).click();
      await expect(page).toHaveURL(/sort=duration/);
      await expect(page.getByRole('link', { name: 'Fastest' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      const fastestFirst = await resultNames(page);
      expect(fastestFirst.toSorted()).toEqual(cheapestFirst.toSorted());

      if (width === 375) {
        await page.getByRole('link', { name: 'Filters' }).click();
        const sheet = page.getByRole('dialog', { name: 'Filter flights' });
        // The box follows the URL, which changes in a transition: click, then wait for it.
        await sheet.getByRole('checkbox', { name: /^Air India \(/ }).click();
        await expect(sheet.getByRole('checkbox', { name: /^Air India \(/ })).toBeChecked();
        await expect(page).toHaveURL(/airlines=AI/);
        await sheet.getByRole('button', { name: /^Show \d+ flights?$/ }).click();
        await expect(sheet).toBeHidden();
        await expect(page.getByRole('link', { name: 'Filters (1)' })).toBeVisible();
      } else {
        await page.getByRole('checkbox', { name: /^Air India \(/ }).click();
        await expect(page.getByRole('checkbox', { name: /^Air India \(/ })).toBeChecked();
        await expect(page).toHaveURL(/airlines=AI/);
      }
      const airIndia = await resultNames(page);
      for (const name of airIndia) expect(name).toMatch(/^Air India AI \d+/);

      await results(page)
        .first()
        .getByRole('button', { name: 'Book' })
        .filter({ visible: true })
        .click();
      await expect(page).toHaveURL(
        /\/html\/flights-info\?itinerary=.+&adults=2&children=0&infants=0&cabin=economy/,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight information');
      const itinerary = page.getByRole('region', { name: 'Delhi to Mumbai' });
      await expect(itinerary).toContainText(/AI \d+/);
      await expect(itinerary).toContainText('DEL');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'See fares' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight fares');
      const families = page
        .getByRole('list', { name: 'Fare families' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(families).toHaveCount(3);
      for (const name of ['Saver', 'Flexi', 'Super Flexi']) {
        await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('definition').filter({ hasText: '₹' }).first()).toBeVisible();
      await expect(page.getByText('2 adults × ₹').first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Booking needs an account: a guest is asked to sign in on the same fare's URL
      // (flight-booking.spec.ts signs in there and books).
      await page.getByRole('button', { name: /^Choose Flexi, ₹/ }).click();
      await expect(page).toHaveURL(/\/html\/flights-booking\?itinerary=.+&adults=2.*&family=flexi/);
      await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Please sign in to book this flight',
      );
    });
  });
}

for (const width of [1280, 375]) {
  test(`a round trip at ${width} px: departure, the return list paged on its own, fares for both, the route map`, async ({
    page,
  }) => {
    // Four pages, two maps and three axe runs on a machine shared with other builds.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const mapChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/route-map\.[^/]*\.js$/.test(request.url())) mapChunks.push(request.url());
    });
    const back = daysFromToday(16);
    await page.goto(
      `/html/flights?from=DEL&to=BOM&date=${date}&returnDate=${back}&adults=1&cabin=economy`,
    );
    await expect(page.getByRole('heading', { name: /^Departure: Delhi to Mumbai/ })).toBeVisible();
    await resultNames(page);

    const map = page.getByRole('img', { name: 'Route map: Delhi → Mumbai' });
    if (width === 375) {
      // On phones the map waits behind a button, and its script with it.
      expect(mapChunks).toEqual([]);
      await page.getByRole('button', { name: 'Show route map' }).click();
    }
    await expect(map).toBeVisible();
    expect(mapChunks).toHaveLength(1);
    await expect(map).toHaveAccessibleDescription(/airports we fly to/);
    const caption = page.locator('figcaption').first();
    await expect(caption).toContainText('On the route: Delhi (DEL), Mumbai (BOM).');
    await expect(caption.getByRole('listitem').filter({ hasText: '(BLR)' })).toHaveCount(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await results(page)
      .first()
      .getByRole('button', { name: 'Choose' })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/&out=v1\./);
    await expect(page.getByRole('heading', { name: /^Return: Mumbai to Delhi/ })).toBeVisible();
    await expect(page.getByText('Departure chosen:')).toBeVisible();
    const firstPage = await resultNames(page);
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pages).toContainText(/Page 1 of [2-9]/);
    // A link to the next page of the return list (its first has no Previous to go to).
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/&rpage=2/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(pages).toContainText(/Page 2 of/);
    const secondPage = await resultNames(page);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    await expect(page.getByText('Departure chosen:')).toBeVisible();
    await page.reload();
    expect(await resultNames(page)).toEqual(secondPage);
    await expect(page.getByText('Departure chosen:')).toBeVisible();

    await results(page)
      .first()
      .getByRole('button', { name: 'Book' })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/html\/flights-info\?itinerary=v1\..+&return=v1\..+/);
    await expect(page.getByRole('region', { name: 'Delhi to Mumbai' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mumbai to Delhi' })).toBeVisible();
    const routeMap = page.getByRole('img', {
      name: 'Route map: Delhi → Mumbai; return Mumbai → Delhi',
    });
    await routeMap.scrollIntoViewIfNeeded();
    await expect(routeMap).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const quote = page.waitForRequest('**/travel/api/flights/quote');
    await page.getByRole('link', { name: 'See fares' }).click();
    const asked = (await quote).postDataJSON() as {
      itineraryId: string;
      returnItineraryId: string;
    };
    expect(asked.returnItineraryId).toMatch(/^v1\./);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight fares');
    const flights = page.getByRole('region', { name: 'Your flights' });
    await expect(flights).toContainText('Delhi → Mumbai');
    await expect(flights).toContainText('Mumbai → Delhi');
    await expect(page.getByRole('heading', { name: 'Saver', exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('a shared results URL reloads to the same results, and back returns to them', async ({
  page,
  browser,
}) => {
  test.slow();
  const shared = `/html/flights?from=BLR&to=DEL&date=${date}&adults=1&cabin=economy&sort=departure&dep=morning,afternoon`;
  await page.goto(shared);
  const first = await resultNames(page);
  await expect(page.getByRole('checkbox', { name: '6 AM - 12 PM' }).first()).toBeChecked();

  await page.reload();
  expect(await resultNames(page)).toEqual(first);

  const other = await browser.newPage();
  await other.goto(shared);
  expect(await resultNames(other)).toEqual(first);
  await other.close();

  await page.getByRole('link', { name: 'Cheapest' }).click();
  await expect(page).toHaveURL(/dep=morning%2Cafternoon$/);
  await page.goBack();
  await expect(page).toHaveURL(/sort=departure/);
  expect(await resultNames(page)).toEqual(first);
});

test('the search form picks airports from the first letter and names every bad input', async ({
  page,
}) => {
  await page.goto('/html/flights');
  const form = page.getByRole('form', { name: 'Search flights' });
  await form.getByRole('combobox', { name: 'From' }).fill('M');
  await page
    .getByRole('option', { name: /Mumbai/ })
    .first()
    .click();
  await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue('Mumbai (BOM)');
  await form.getByRole('combobox', { name: 'To' }).fill('bom');
  await page.getByRole('option', { name: /BOM/ }).first().click();
  await form.getByLabel('Departure', { exact: true }).fill(daysFromToday(-1));
  await form.getByLabel('Adults (12+)').selectOption('1');
  await form.getByLabel('Infants (under 2)').selectOption('2');
  await form.getByRole('button', { name: 'Search flights' }).click();

  await expect(form.getByRole('combobox', { name: 'To' })).toHaveAccessibleDescription(
    'Please choose a destination different from the departure city',
  );
  await expect(form.getByLabel('Departure', { exact: true })).toHaveAccessibleDescription(
    'Please choose today or a later date',
  );
  await expect(form.getByLabel('Infants (under 2)')).toHaveAccessibleDescription(
    'Each infant travels on an adult’s lap: please choose no more infants than adults',
  );
  await expect(page).toHaveURL('/html/flights');

  await form.getByLabel('Round trip').check();
  await form.getByRole('combobox', { name: 'To' }).fill('Goa');
  await page.getByRole('option', { name: /GOI/ }).click();
  await form.getByLabel('Departure', { exact: true }).fill(daysFromToday(10));
  await form.getByLabel('Return', { exact: true }).fill(daysFromToday(8));
  await form.getByLabel('Infants (under 2)').selectOption('0');
  await form.getByRole('button', { name: 'Search flights' }).click();
  await expect(form.getByLabel('Return', { exact: true })).toHaveAccessibleDescription(
    'Please choose a return date on or after the departure date',
  );
});

test('bad input in a URL shows the server’s message on the page', async ({ page }) => {
  await page.goto(`/html/flights?from=DEL&to=BOM&date=${date}&adults=10&cabin=economy`);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please choose at most 9 travellers (adults and children together)' }),
  ).toBeVisible();

  await page.goto(`/html/flights?from=DEL&to=XYZ&date=${date}&adults=1&cabin=economy`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'We have no flights to or from “XYZ”' }),
  ).toBeVisible();

  await page.goto('/html/flights-info?itinerary=v1.tampered.abc&adults=1&cabin=economy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight information');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This flight could not be found. Please search again.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Search flights' }).click();
  await expect(page).toHaveURL('/html/flights');
});

test('a day without flights says so and offers the nearest days that have some', async ({
  page,
}) => {
  // Tiruchirappalli - Kathmandu is a connection on flights that do not fly on Tuesdays.
  const weekday = new Date(`${daysFromToday(7)}T00:00:00Z`).getUTCDay();
  const tuesday = daysFromToday(7 + ((2 - weekday + 7) % 7));
  await page.goto(`/html/flights?from=TRZ&to=KTM&date=${tuesday}&adults=1&cabin=economy`);
  await expect(page.getByRole('heading', { name: 'No flights that day' })).toBeVisible();
  await expect(
    page.getByText(/There are no economy flights from Tiruchirappalli to Kathmandu/),
  ).toBeVisible();
  const nearest = page.getByRole('button', { name: /^Fly on / });
  await expect(nearest.first()).toBeVisible();
  await nearest.first().click();
  await expect(page).not.toHaveURL(new RegExp(`date=${tuesday}`));
  await expect(results(page).first()).toBeVisible();
});

test('the results page does not move while its flights and fares arrive, on a computer or a phone', async ({
  page,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/html/flights?from=DEL&to=BOM&date=${date}&adults=1&cabin=economy`);
    await expect(
      page
        .getByRole('list', { name: /^Flights from/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fares on nearby days' })).toBeVisible();
    const shifted = await layoutShiftSoFar(page);
    expect(shifted, `${width} px`).toBeLessThanOrEqual(0.02);
  }
});
