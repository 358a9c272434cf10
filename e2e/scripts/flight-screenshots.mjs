// Screenshots of the flight screens at 1280 and 375 px: the empty search form, results, the
// filter sheet, a day without flights, the itinerary, the fare families and the booking start.
// Needs the site running, e.g. `PORT=8080 pnpm start`, then
//   node e2e/scripts/flight-screenshots.mjs [base URL, default http://127.0.0.1:8080]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const outDir = resolve(import.meta.dirname, '../../.screenshots');
mkdirSync(outDir, { recursive: true });

const viewports = { 1280: { width: 1280, height: 800 }, 375: { width: 375, height: 740 } };
const inDays = (days) => {
  const date = new Date(Date.now() + 5.5 * 3600_000);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const date = inDays(14);
const results = `${base}/html/flights?from=DEL&to=BOM&date=${date}&adults=2&children=1&cabin=economy`;

async function firstResult(page) {
  await page.goto(results);
  await page
    .getByRole('list', { name: /^Flights from/ })
    .getByRole('listitem')
    .first()
    .waitFor();
}

async function openItinerary(page) {
  await firstResult(page);
  await page
    .getByRole('list', { name: /^Flights from/ })
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: 'Book' })
    .filter({ visible: true })
    .click();
  await page.getByRole('heading', { name: 'Flight information' }).waitFor();
  await page.getByRole('heading', { name: /^Delhi to Mumbai/ }).waitFor();
}

async function openFares(page) {
  await openItinerary(page);
  await page.getByRole('link', { name: 'See fares' }).click();
  await page.getByRole('heading', { name: 'Flight fares' }).waitFor();
  await page.getByRole('heading', { name: 'Flexi', exact: true }).waitFor();
}

/** name -> [what to do before the picture, whole page or the viewport]; each a fresh page. */
const scenes = {
  'flights-search-form': [
    async (page) => {
      await page.goto(`${base}/html/flights`);
      await page.getByRole('button', { name: 'Search flights' }).waitFor();
    },
    false,
  ],
  'flights-results': [firstResult, false],
  'flights-results-page': [firstResult, true],
  'flights-filters': [
    async (page) => {
      await firstResult(page);
      const open = page.getByRole('button', { name: /^Filters/ });
      if (await open.isVisible()) {
        await open.click();
        await page.getByRole('dialog', { name: 'Filter flights' }).waitFor();
      } else {
        await page.getByRole('checkbox', { name: /^Non-stop/ }).check();
        await page.waitForURL(/stops=0/);
      }
    },
    false,
  ],
  'flights-no-flights': [
    async (page) => {
      await page.goto(`${base}/html/flights?from=IXZ&to=LHR&date=${date}&adults=1&cabin=economy`);
      await page.getByRole('alert').or(page.getByText('No flights that day')).first().waitFor();
    },
    false,
  ],
  'flights-one-stop': [
    async (page) => {
      await page.goto(
        `${base}/html/flights?from=IXZ&to=DEL&date=${date}&adults=1&cabin=economy&stops=1`,
      );
      await page
        .getByRole('list', { name: /^Flights from/ })
        .getByRole('listitem')
        .first()
        .waitFor();
    },
    false,
  ],
  'flights-round-trip': [
    async (page) => {
      await page.goto(`${results}&returnDate=${inDays(17)}`);
      const list = page.getByRole('list', { name: /^Flights from/ });
      await list
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: 'Choose' })
        .filter({ visible: true })
        .click();
      await page.getByText('Departure chosen:').waitFor();
      await page.getByRole('heading', { name: /^Return: / }).waitFor();
    },
    false,
  ],
  'flights-info': [openItinerary, true],
  'flights-product': [openFares, true],
  'flights-booking': [
    async (page) => {
      await openFares(page);
      await page.getByRole('button', { name: /^Choose Flexi/ }).click();
      await page.getByRole('heading', { name: 'Book your flight' }).waitFor();
    },
    true,
  ],
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const only = process.env.SCENES?.split(',');
  for (const [width, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, locale: 'en-IN' });
    for (const [name, [prepare, fullPage]] of Object.entries(scenes)) {
      if (only && !only.includes(name)) continue;
      const page = await context.newPage();
      try {
        await prepare(page);
        // The full-page loading overlay goes once every call has answered.
        await page
          .getByRole('status', { name: 'Loading', exact: true })
          .waitFor({ state: 'hidden' })
          .catch(() => {});
        await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage });
        console.log(`${name}-${width}.png`);
      } catch (error) {
        console.error(`${name}-${width}: ${error.message.split('\n')[0]}`);
      } finally {
        await page.close();
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
