import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AIRPORTS } from '../../../api/src/flights/airports';
import { AIRCRAFT, CARRIERS } from '../../../api/src/flights/network';
import { COMPANY_CONTACT, GRIEVANCE_OFFICER } from '../../../shared/src/contracts/company';
import { INDIAN_AIRPORTS } from '../../../shared/src/contracts/flight-search';
import { FARE_FAMILIES } from '../../../shared/src/contracts/flights';

// What a page in Hindi may show in Latin letters (docs/hindi-glossary.md).

export const DEVANAGARI = /[\u0900-\u097F]/;

const words = (text: string) => text.match(/[A-Za-z][A-Za-z'’.-]+/g) ?? [];

/**
 * Latin words a Hindi page may show: the brand, codes and names that stay in Latin letters, the
 * switch to English, the company's registered name and address, airports and cities as the
 * search box and the route map name them, airlines, aircraft, fare families and the map's sources
 * as they name themselves.
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
    'GSTIN',
    'PDF',
    'IST',
    // Times of day, as hi-IN writes them too, and kilograms of baggage.
    'am',
    'pm',
    'kg',
    'iOS',
    'Android',
    'iPhone',
    'HEG-',
    'SHA-',
    // A traveller's title, as on the ID.
    'Mr',
    'Mrs',
    'Ms',
    'Mstr',
    'Miss',
    // Chennai's Old Mahabalipuram Road, as the city card names it.
    'OMR',
    COMPANY_CONTACT.name,
    COMPANY_CONTACT.address,
    GRIEVANCE_OFFICER.name,
    // The route map's sources, as they name themselves.
    'MapSVG',
    'Natural Earth',
    ...INDIAN_AIRPORTS.flatMap((airport) => [airport.code, airport.city, airport.name]),
    // Every airport served, as the route map names it.
    ...AIRPORTS.flatMap((airport) => [airport.city, airport.name, airport.country]),
    ...CARRIERS.map((carrier) => carrier.name),
    ...AIRCRAFT.map((aircraft) => aircraft.name),
    ...FARE_FAMILIES.map((family) => family.name),
  ].flatMap(words),
);

/** The blog's articles are English: their titles and summaries, as the home page lists them. */
const blog = path.join(import.meta.dirname, '..', '..', '..', 'remote-content', 'content', 'blog');
export const ARTICLES: ReadonlySet<string> = new Set(
  readdirSync(blog)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) =>
      [...readFileSync(path.join(blog, file), 'utf8').matchAll(/^(?:title|summary): "(.*)"$/gm)]
        .map((match) => match[1] ?? '')
        .flatMap(words),
    ),
);

/**
 * The Latin words of a page's visible text that are not allowed, leaving out e-mails, links,
 * codes in capitals (order ids, PNRs, flight numbers) and what `allowed` adds.
 */
export async function englishWords(
  page: Page,
  selector = 'body',
  allowed: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  return latinWordsOf((await page.locator(selector).allInnerTexts()).join('\n'), allowed);
}

/**
 * englishWords of `selector` leaving out what is marked English (lang="en-IN": the blog's
 * articles, the company pages not yet in Hindi). Runs a script in the page.
 */
export async function unmarkedEnglishWords(
  page: Page,
  selector: string,
  allowed: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const text = await page.locator(selector).evaluate((root) => {
    const marked = [...root.querySelectorAll<HTMLElement>('[lang="en-IN"]')];
    const shown = marked.map((element) => element.style.display);
    for (const element of marked) element.style.display = 'none';
    const inner = (root as HTMLElement).innerText;
    marked.forEach((element, index) => (element.style.display = shown[index] ?? ''));
    return inner;
  });
  return latinWordsOf(text, allowed);
}

function latinWordsOf(text: string, allowed: ReadonlySet<string>): string[] {
  // E-mail addresses, links, domains and hex digests (a draw's seed) are codes, not words.
  const found = words(
    text.replace(
      /\S+@\S+|https?:\S+|www\.\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:in|com|org)\b|\b[0-9a-f]{16,}\b/g,
      ' ',
    ),
  );
  return [...new Set(found)].filter(
    (word) => !ALLOWED.has(word) && !allowed.has(word) && !/^[A-Z0-9-]+$/.test(word),
  );
}
