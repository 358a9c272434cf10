import { type BrowserContext, type Page, expect } from '@playwright/test';
import { answerOnPayerPage } from './purchase';

/** An ISO date `days` from today in India. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A signed-in traveller books the first Delhi-Mumbai flight `days` ahead on the Flexi fare for
 * one adult, pays in the sandbox and sees the booking confirmed; returns its PNR.
 */
export async function bookAndPayFlight(
  page: Page,
  context: BrowserContext,
  days = 21,
): Promise<string> {
  await page.goto(
    `/html/flights?from=DEL&to=BOM&date=${daysFromToday(days)}&adults=1&cabin=economy`,
  );
  const results = page.getByRole('list', { name: /^Flights from/ }).getByRole('listitem');
  await results.first().getByRole('button', { name: 'Book' }).filter({ visible: true }).click();
  await page.getByRole('link', { name: 'See fares' }).click();
  await page.getByRole('button', { name: /^Choose Flexi, ₹/ }).click();
  const adult = page.getByRole('group', { name: /^Adult 1/ });
  await adult.getByLabel('Title').selectOption('Ms');
  await adult.getByLabel('First and middle name').fill('Meera');
  await adult.getByLabel('Last name').fill('Iyer');
  await adult.getByLabel('Gender').selectOption('female');
  const pay = page.getByRole('button', { name: /^Pay ₹[\d,.]+ by UPI$/ });
  const amount = /₹[\d,.]+/.exec((await pay.textContent()) ?? '')?.[0] ?? '';
  await pay.click();
  await answerOnPayerPage(
    context,
    page.getByRole('dialog', { name: `Pay ${amount} by UPI` }),
    'Approve',
    amount,
  );
  const done = page.getByRole('dialog', { name: 'Booking confirmed' });
  await expect(done.getByTestId('pnr')).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
  return (await done.getByTestId('pnr').textContent()) ?? '';
}
