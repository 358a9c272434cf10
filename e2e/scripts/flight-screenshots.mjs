// Screenshots of the flight screens at 1280 and 375 px: the empty search form, results with the
// route map, the filter sheet, a day without flights, a round trip (its return list on page 2),
// the itinerary with the map, the fare families and the booking start, into .screenshots/.
// Needs the site running, e.g. `PORT=8080 pnpm start`, then
//   node e2e/scripts/flight-screenshots.mjs [base URL, default http://127.0.0.1:8080]
//   SCENES=flights-info,flights-product node e2e/scripts/flight-screenshots.mjs ...
// Each scene gets a fresh page (and a fresh browser if the last one died); a scene that fails
// is named and the others still run; the exit code says whether all were taken.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const outDir = resolve(import.meta.dirname, '../../.screenshots');
mkdirSync(outDir, { recursive: true });

const viewports = [
  [1280, { width: 1280, height: 800 }],
  [375, { width: 375, height: 740 }],
];
/** How long one scene may take before it is given up (a busy machine is slow, not stuck). */
const SCENE_MS = 120_000;
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
  'flights-results': [
    async (page) => {
      await firstResult(page);
      const show = page.getByRole('button', { name: 'Show route map' });
      if (await show.isVisible()) await show.click();
      await page.getByRole('img', { name: /^Route map:/ }).waitFor();
    },
    false,
  ],
  'flights-results-page': [firstResult, true],
  'flights-filters': [
    async (page) => {
      await firstResult(page);
      const open = page.getByRole('button', { name: /^Filters/ });
      if (await open.isVisible()) {
        await open.click();
        await page.getByRole('dialog', { name: 'Filter flights' }).waitFor();
      } else {
        // The box follows the URL, which changes in a transition: click, then wait for the URL.
        await page.getByRole('checkbox', { name: /^Air India \(/ }).click();
        await page.waitForURL(/airlines=AI/);
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
      await page
        .getByRole('navigation', { name: 'Result pages' })
        .getByRole('button', { name: 'Next' })
        .click();
      await page.waitForURL(/rpage=2/);
      await page.getByText('Page 2 of').waitFor();
    },
    false,
  ],
  'flights-info': [
    async (page) => {
      await openItinerary(page);
      const map = page.getByRole('img', { name: /^Route map:/ });
      await page.getByRole('heading', { name: 'Route map' }).scrollIntoViewIfNeeded();
      await map.waitFor();
    },
    true,
  ],
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

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

const only = process.env.SCENES?.split(',');
const failed = [];
let browser = await launch();
try {
  for (const [width, viewport] of viewports) {
    for (const [name, [prepare, fullPage]] of Object.entries(scenes)) {
      if (only && !only.includes(name)) continue;
      // Everything a scene does is inside the try: a page or browser that dies fails this
      // scene only, and the next one starts on a new browser.
      let context;
      try {
        if (!browser.isConnected()) browser = await launch();
        context = await browser.newContext({ viewport, locale: 'en-IN' });
        context.setDefaultTimeout(60_000);
        const page = await context.newPage();
        let timer;
        const timeout = new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`took over ${SCENE_MS / 1000} s`)), SCENE_MS);
        });
        await Promise.race([
          (async () => {
            await prepare(page);
            // The full-page loading overlay goes once every call has answered.
            await page
              .getByRole('status', { name: 'Loading', exact: true })
              .waitFor({ state: 'hidden' })
              .catch(() => {});
            await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage });
          })(),
          timeout,
        ]).finally(() => clearTimeout(timer));
        console.log(`${name}-${width}.png`);
      } catch (error) {
        failed.push(`${name}-${width}`);
        console.error(`${name}-${width}: ${String(error?.message ?? error).split('\n')[0]}`);
      } finally {
        await context?.close().catch(() => {});
      }
    }
  }
} finally {
  await browser.close().catch(() => {});
}
if (failed.length > 0) {
  console.error(`not taken: ${failed.join(', ')}`);
  process.exitCode = 1;
}
