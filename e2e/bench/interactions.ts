// The interactions of the journey, timed as a visitor's browser times them: INP from the page's
// Event Timing entries, in Chromium with its CPU slowed 4× (a phone-class processor), on a
// freshly loaded page once the shell has taken it over.
import {
  chromium,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { JOURNEY_WORDS } from '../tests/support/flights';
import { bookAndPayFlight, travellerForm } from '../tests/support/flights';
import { newSession, sitePost, withSession } from '../tests/support/purchase';

/**
 * The page's INP over the measured interactions: the longest Event Timing duration among the
 * entries of an interaction (interactionId), from 16 ms, the API's floor. With fewer than 50
 * interactions that is INP's definition, read from the entries web-vitals reads; the bench reads
 * them itself so that the taps of the preparation (a sign-in, opening a sheet) can be left out.
 */
const INP_SCRIPT = `window.__benchInp = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.interactionId) window.__benchInp = Math.max(window.__benchInp, entry.duration);
  }
}).observe({ type: 'event', durationThreshold: 16 });`;

/** Chromium's CPU slowdown for the run: 4 is Lighthouse's mobile preset, a mid-range phone. */
export const CPU_SLOWDOWN = 4;

export interface Interaction {
  name: string;
  /** The page to load, from what the bench found on the site (a search, an itinerary). */
  path: string;
  /** Anything before the measured part, at full speed (a sign-in, the steps to a form). */
  prepare?: (page: Page) => Promise<void>;
  /** What the visitor does, slowed down. */
  act: (page: Page) => Promise<void>;
}

async function once(
  browser: Browser,
  baseUrl: string,
  language: string,
  interaction: Interaction,
): Promise<number> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 412, height: 823 },
  });
  try {
    await context.addCookies([{ name: 'travel_lang', value: language, url: baseUrl }]);
    await context.addInitScript({ content: INP_SCRIPT });
    const page = await context.newPage();
    await interaction.prepare?.(page);
    if (!page.url().startsWith(baseUrl + interaction.path))
      await page.goto(baseUrl + interaction.path);
    await page.locator('html[data-travel-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.evaluate('window.__benchInp = 0');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await interaction.act(page);
    // The next paint after the last input, and the event timing entries after it.
    await page.waitForTimeout(1500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return page.evaluate<number>('window.__benchInp');
  } finally {
    await context.close();
  }
}

/** Each interaction `runs` times in each language: the median INP and every run's. */
export async function interactionFigures(
  baseUrl: string,
  languages: readonly string[],
  interactions: readonly Interaction[],
  chromeOptions: { executablePath: string; args: string[] },
  runs = 3,
): Promise<{ name: string; language: string; median: number; runs: number[] }[]> {
  const browser = await chromium.launch(chromeOptions);
  const rows = [];
  try {
    for (const interaction of interactions) {
      for (const language of languages) {
        const values: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          values.push(await once(browser, baseUrl, language, interaction));
        }
        const sorted = [...values].sort((a, b) => a - b);
        rows.push({
          name: interaction.name,
          language,
          median: sorted[Math.floor(sorted.length / 2)] ?? 0,
          runs: values,
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * The itinerary and fares pages of the first flight the bench's search finds, as a visitor
 * reaches them (the results page's Book is a GET form).
 */
export async function journeyRoutes(baseUrl: string, results: string): Promise<string[]> {
  const page = await fetch(baseUrl + results).then((response) => response.text());
  const form = /<form[^>]* action="(\/html\/flights-info)"[^>]*>(.*?)<\/form>/s.exec(page);
  if (!form?.[1] || !form[2]) throw new Error('the bench search found no flight to book');
  const query = new URLSearchParams();
  for (const field of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    query.set(field[1] ?? '', (field[2] ?? '').replaceAll('&amp;', '&'));
  }
  return [`${form[1]}?${query}`, `/html/flights-product?${query}`];
}

let benchSession: Promise<string> | undefined;

/**
 * Buys the ₹1 coupon as the traveller `token` and approves its payment on the sandbox's payer
 * page, as a payer would.
 */
async function buyCoupon(api: APIRequestContext, token: string): Promise<void> {
  const { payment } = (await sitePost(
    api,
    '/travel/api/coupon/order/create',
    { productCode: 'HEG-0001-0099', idempotencyKey: crypto.randomUUID() },
    { Authorization: `Bearer ${token}` },
  )) as { payment: { payerUrl: string } };
  const approved = await api.post(`${new URL(payment.payerUrl).pathname}/approve`, {
    form: { vpa: 'bench@okaxis' },
  });
  if (!approved.ok()) throw new Error(`the sandbox did not approve: ${approved.status()}`);
}

/**
 * The bench's own traveller, made once (sign-ups are limited per address) with a paid coupon to
 * apply: the session a browser keeps for them.
 */
export function travellerSession(baseUrl: string): Promise<string> {
  benchSession ??= (async () => {
    const api = await playwrightRequest.newContext({ baseURL: baseUrl });
    try {
      // Only its worker number names the traveller: the bench is one worker.
      const made = await newSession(api, { workerIndex: 0 } as TestInfo);
      // Choosing a coupon on the booking form holds nothing until Pay: one serves every run.
      await buyCoupon(api, made.token);
      return made.session;
    } finally {
      await api.dispose();
    }
  })();
  return benchSession;
}

/** The bench's own traveller, signed in on `page`. */
async function signIn(baseUrl: string, page: Page): Promise<void> {
  await withSession(page, await travellerSession(baseUrl));
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/**
 * The signed-in pages as the bench's traveller reaches them: the booking form of the first
 * Delhi-Mumbai flight two weeks ahead, their coupon and flight orders, and the details and
 * refunds of a booking the bench makes and pays for in the sandbox.
 */
export async function signedInRoutes(
  baseUrl: string,
  launch: { executablePath: string; args: string[] },
): Promise<string[]> {
  const browser = await chromium.launch(launch);
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await signIn(baseUrl, page);
    // The booking form's page, once Choose has taken the traveller there.
    await (await travellerForm(page, 14)).waitFor();
    const booking = pathOf(page.url());
    await bookAndPayFlight(page, context, 21);
    await page.goto('/html/flights-orderList');
    const detail = await page
      .locator('a[href*="/html/flights-orderDetail/"]')
      .first()
      .getAttribute('href');
    if (!detail) throw new Error('the booking the bench made is not in its flight orders');
    const orderId = detail.split('/').pop() ?? '';
    return [
      booking,
      '/html/orderList',
      '/html/refundOrderList',
      '/html/flights-orderList',
      `/html/flights-orderDetail/${orderId}`,
      `/html/flights-refundOrderList/${orderId}`,
    ];
  } finally {
    await browser.close();
  }
}

/** The interactions the journey's speed is judged on, in `language`. */
export function journeyInteractions(
  baseUrl: string,
  results: string,
  itinerary: string,
): Interaction[] {
  const words = (language: string) =>
    language === 'hi-IN'
      ? { modify: 'बदलें', filter: 'फ़िल्टर', fares: 'किराए देखें' }
      : { modify: 'Modify', filter: 'Filters', fares: 'See fares' };
  const languageOf = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'travel_lang')?.value ??
    'en-IN';
  /** The results, with one of its phone sheets opened by its button. */
  const openSheet = (button: 'modify' | 'filter') => async (page: Page) => {
    await page.goto(baseUrl + results);
    await page.locator('html[data-travel-ready]').waitFor({ state: 'attached' });
    const name = words(await languageOf(page))[button];
    await page.getByRole('link', { name, exact: true }).click();
  };
  return [
    {
      name: 'typing an airport in the search form (each key)',
      path: results,
      // On a phone the form opens in a sheet from the search's summary.
      prepare: openSheet('modify'),
      act: async (page) => {
        await page.locator('#flight-to').click();
        await page.locator('#flight-to').fill('');
        await page.locator('#flight-to').pressSequentially('Chen', { delay: 150 });
      },
    },
    {
      name: 'changing a filter on the results',
      path: results,
      prepare: openSheet('filter'),
      act: async (page) => {
        await page.getByRole('dialog').getByRole('checkbox').first().click();
      },
    },
    {
      name: 'changing the sort of the results',
      path: results,
      act: async (page) => {
        await page.locator('a[href*="sort=duration"]').click();
      },
    },
    {
      name: 'opening the fare families (See fares)',
      path: itinerary,
      act: async (page) => {
        const { fares } = words(await languageOf(page));
        await page.getByRole('link', { name: fares }).click();
        await page.waitForURL(/flights-product/);
      },
    },
    {
      name: 'filling the traveller form (typing a first name)',
      path: '/html/flights-booking',
      prepare: async (page) => {
        await signIn(baseUrl, page);
        const language = (await languageOf(page)) as keyof typeof JOURNEY_WORDS;
        const adult = await travellerForm(page, 14, language);
        await adult.getByRole('textbox').first().waitFor();
      },
      act: async (page) => {
        const first = page.getByRole('group').getByRole('textbox').first();
        await first.click();
        await first.pressSequentially('Aarav', { delay: 150 });
      },
    },
    {
      name: 'applying a coupon on the booking form',
      path: '/html/flights-booking',
      prepare: async (page) => {
        await signIn(baseUrl, page);
        const language = (await languageOf(page)) as keyof typeof JOURNEY_WORDS;
        await travellerForm(page, 14, language);
        await page.getByRole('radio', { name: /HEG-/ }).first().waitFor();
      },
      act: async (page) => {
        await page.getByRole('radio', { name: /HEG-/ }).first().click();
        await page.getByRole('region').filter({ hasText: /HEG-/ }).first().waitFor();
      },
    },
  ];
}
