import { type BrowserContext, type Locator, type Page, expect } from '@playwright/test';
import { answerOnPayerPage } from './purchase';

/** An ISO date `days` from today in India. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** What the booking journey's controls are named, in each language of the site. */
export const JOURNEY_WORDS = {
  'en-IN': {
    results: /^Flights from/,
    book: 'Book',
    seeFares: 'See fares',
    chooseFlexi: /^Choose Flexi, ₹/,
    adult: /^Adult 1/,
    title: 'Title',
    firstName: 'First and middle name',
    lastName: 'Last name',
    gender: 'Gender',
    pay: /^Pay ₹[\d,.]+ by UPI$/,
    payDialog: (amount: string) => `Pay ${amount} by UPI`,
    confirmed: 'Booking confirmed',
  },
  'hi-IN': {
    results: /की फ़्लाइट$/,
    book: 'बुक करें',
    seeFares: 'किराए देखें',
    chooseFlexi: /^Flexi चुनें, ₹/,
    adult: /^वयस्क 1/,
    title: 'संबोधन',
    firstName: 'पहला और मध्य नाम',
    lastName: 'उपनाम',
    gender: 'लिंग',
    pay: /^UPI से ₹[\d,.]+ का भुगतान करें$/,
    payDialog: (amount: string) => `UPI से ${amount} का भुगतान करें`,
    confirmed: 'बुकिंग कन्फ़र्म हो गई',
  },
} as const;

/**
 * The first Delhi-Mumbai flight `days` ahead on the Flexi fare for one adult, up to the booking
 * form: returns the adult's fields.
 */
export async function travellerForm(
  page: Page,
  days: number,
  language: keyof typeof JOURNEY_WORDS = 'en-IN',
): Promise<Locator> {
  const words = JOURNEY_WORDS[language];
  await page.goto(
    `/html/flights?from=DEL&to=BOM&date=${daysFromToday(days)}&adults=1&cabin=economy`,
  );
  const results = page.getByRole('list', { name: words.results }).getByRole('listitem');
  await results.first().getByRole('button', { name: words.book }).filter({ visible: true }).click();
  await page.getByRole('link', { name: words.seeFares }).click();
  await page.getByRole('button', { name: words.chooseFlexi }).click();
  return page.getByRole('group', { name: words.adult });
}

/**
 * A signed-in traveller books the first Delhi-Mumbai flight `days` ahead on the Flexi fare for
 * one adult, pays in the sandbox and sees the booking confirmed; returns its PNR. The page is in
 * `language`, as the traveller's browser asks.
 */
export async function bookAndPayFlight(
  page: Page,
  context: BrowserContext,
  days = 21,
  language: keyof typeof JOURNEY_WORDS = 'en-IN',
): Promise<string> {
  const words = JOURNEY_WORDS[language];
  const adult = await travellerForm(page, days, language);
  await adult.getByLabel(words.title).selectOption('Ms');
  await adult.getByLabel(words.firstName).fill('Meera');
  await adult.getByLabel(words.lastName).fill('Iyer');
  await adult.getByLabel(words.gender).selectOption('female');
  const pay = page.getByRole('button', { name: words.pay });
  const amount = /₹[\d,.]+/.exec((await pay.textContent()) ?? '')?.[0] ?? '';
  await pay.click();
  await answerOnPayerPage(
    context,
    page.getByRole('dialog', { name: words.payDialog(amount) }),
    'Approve',
    amount,
    language,
  );
  const done = page.getByRole('dialog', { name: words.confirmed });
  await expect(done.getByTestId('pnr')).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
  return (await done.getByTestId('pnr').textContent()) ?? '';
}
