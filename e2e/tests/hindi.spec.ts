import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPANY_CONTACT, GRIEVANCE_OFFICER } from '../../shared/src/contracts/company';
import { INDIAN_AIRPORTS } from '../../shared/src/contracts/flight-search';
import { seriousAxeViolations } from './support/axe';
import { signedIn } from './support/purchase';
import { expect, test, type Page } from './support/test';

// The site in Hindi (docs/decisions/0024-one-i18n-instance-per-page.md): a browser that asks for
// Hindi gets every page in Hindi from the server's first byte, and a visitor's choice of
// language is remembered.

test.use({ locale: 'hi-IN' });

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Latin words a Hindi page may show: the brand, codes and names that stay in Latin letters
 * (docs/hindi-glossary.md), the switch to English, the company's registered name and address,
 * airports and cities as the search box names them.
 */
const ALLOWED = new Set(
  [
    'HegTravel',
    'English',
    'UPI',
    'QR',
    'PNR',
    'OTP',
    'GST',
    'IST',
    // Times of day, as hi-IN writes them too.
    'am',
    'pm',
    'iOS',
    'Android',
    'iPhone',
    'HEG-',
    'SHA-',
    // Chennai's Old Mahabalipuram Road, as the city card names it.
    'OMR',
    COMPANY_CONTACT.name,
    COMPANY_CONTACT.address,
    GRIEVANCE_OFFICER.name,
    ...INDIAN_AIRPORTS.flatMap((airport) => [airport.code, airport.city, airport.name]),
  ].flatMap((text) => text.match(/[A-Za-z][A-Za-z'’.-]+/g) ?? []),
);

/** The blog's articles are English for now: their titles and summaries, as the home page lists them. */
const blog = path.join(import.meta.dirname, '..', '..', 'remote-content', 'content', 'blog');
const ARTICLES = new Set(
  readdirSync(blog)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) =>
      [...readFileSync(path.join(blog, file), 'utf8').matchAll(/^(?:title|summary): "(.*)"$/gm)]
        .map((match) => match[1] ?? '')
        .flatMap((text) => text.match(/[A-Za-z][A-Za-z'’.-]+/g) ?? []),
    ),
);

/** The Latin words of a page's visible text that are not allowed, leaving out e-mails and links. */
async function englishWords(
  page: Page,
  selector = 'body',
  allowed: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const text = (await page.locator(selector).allInnerTexts()).join('\n');
  // E-mail addresses, links and hex digests (a draw's seed) are codes, not words.
  const words = text
    .replace(/\S+@\S+|https?:\S+|www\.\S+|\b[0-9a-f]{16,}\b/g, ' ')
    .match(/[A-Za-z][A-Za-z'’.-]+/g);
  return [...new Set(words ?? [])].filter((word) => !ALLOWED.has(word) && !allowed.has(word));
}

// Wholly in Hindi, the screen and the frame (the home page lists the blog's articles by their
// English titles).
const HINDI_ROUTES = ['/', '/coupon', '/html/flights', '/html/download', '/html/contactUs'];
// The frame and the page's own text in Hindi; the articles and policies themselves are English
// for now (their titles, summaries and bodies).
const FRAME_ONLY_ROUTES = ['/html/travelBlog', '/privacy-policy', '/flight-coupon-terms'];

test.describe('from the server, before any script', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of HINDI_ROUTES) {
    test(`${path} is in Hindi`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
      await expect(page).toHaveTitle(/[\u0900-\u097F].* \| HegTravel$/);
      expect(await englishWords(page, 'body', ARTICLES)).toEqual([]);
    });
  }

  for (const path of FRAME_ONLY_ROUTES) {
    test(`${path} has its frame and heading in Hindi`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
      expect(await englishWords(page, 'body > #root > header, body > #root footer')).toEqual([]);
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
