import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from './support/test';
import { seriousAxeViolations } from './support/axe';
import { COUPON, answerOnPayerPage, buyAndPay, signedIn, sitePost } from './support/purchase';
import { newTraveller, registerTraveller } from './support/travellers';
import { daysFromToday } from './support/flights';

const travelDate = daysFromToday(21);
/** Under two on the travel date. */
const infantBirth = daysFromToday(-300);

/**
 * Searches DEL → BOM for two adults and an infant and chooses Flexi on the day's `nth` flight
 * (from 0). The tests book the first, except the one that counts seats: it takes another, so no
 * booking running beside it moves its count.
 */
async function chooseFlexi(page: Page, nth = 0): Promise<string> {
  await page.goto(
    `/html/flights?from=DEL&to=BOM&date=${travelDate}&adults=2&infants=1&cabin=economy`,
  );
  const results = page.getByRole('list', { name: /^Flights from/ }).getByRole('listitem');
  await results.nth(nth).getByRole('button', { name: 'Book' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight information');
  await page.getByRole('link', { name: 'See fares' }).click();
  await page.getByRole('button', { name: /^Choose Flexi, ₹/ }).click();
  await expect(page).toHaveURL(/\/html\/flights-booking\?itinerary=.+&infants=1.*&family=flexi/);
  return page.url();
}

const group = (page: Page, name: RegExp) => page.getByRole('group', { name });

/** Fills two adults and an infant as on their IDs. */
async function fillTravellers(page: Page): Promise<void> {
  const first = group(page, /^Adult 1/);
  await first.getByLabel('Title').selectOption('Mr');
  await first.getByLabel('First and middle name').fill('Aarav');
  await first.getByLabel('Last name').fill('Sharma');
  await first.getByLabel('Gender').selectOption('male');
  const second = group(page, /^Adult 2/);
  await second.getByLabel('Title').selectOption('Mrs');
  await second.getByLabel('First and middle name').fill('Diya');
  await second.getByLabel('Last name').fill('Sharma');
  await second.getByLabel('Gender').selectOption('female');
  const infant = group(page, /^Infant 1/);
  await infant.getByLabel('Title').selectOption('Miss');
  await infant.getByLabel('First and middle name').fill('Anika');
  await infant.getByLabel('Last name').fill('Sharma');
  await infant.getByLabel('Gender').selectOption('female');
  await infant.getByLabel('Date of birth').fill(infantBirth);
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹[\d,.]+ by UPI$/ });

/** Picks the ₹99 coupon and waits for the price with it. */
async function applyCoupon(page: Page): Promise<string> {
  const before = await page.getByTestId('amount-to-pay').first().textContent();
  const radio = page.getByRole('radio', {
    name: new RegExp(`${COUPON.value.replace('.', '\\.')} coupon`),
  });
  // Checked once the server has priced the booking with it.
  await radio.click();
  await expect(radio).toBeChecked();
  await expect(page.getByTestId('amount-to-pay').first()).not.toHaveText(before ?? '');
  await expect(page.getByText(/^Coupon HEG-/)).toBeVisible();
  return (await page.getByTestId('amount-to-pay').first().textContent()) ?? '';
}

async function seatsLeft(request: APIRequestContext, itineraryId: string): Promise<number> {
  const details = (await sitePost(request, '/travel/api/flights/itinerary', {
    itineraryId,
    cabin: 'economy',
  })) as { seatsLeft: number };
  return details.seatsLeft;
}

/** Pays the open payment dialog on the sandbox payer page. */
async function pay(
  page: Page,
  context: BrowserContext,
  amount: string,
  answer: 'Approve' | 'Decline',
) {
  const dialog = page.getByRole('dialog', { name: `Pay ${amount} by UPI` });
  await expect(dialog.getByTestId('payment-amount')).toHaveText(amount);
  await expect(dialog.getByRole('img', { name: `UPI QR code to pay ${amount}` })).toBeVisible();
  await expect(dialog.getByTestId('payment-countdown')).toHaveText(/^\d{2}:\d{2}$/);
  await answerOnPayerPage(context, dialog, answer, amount);
}

async function bookAndPay(page: Page, context: BrowserContext, testInfo: TestInfo) {
  await chooseFlexi(page);
  await expect(page.getByRole('heading', { name: 'Flexi fare' })).toBeVisible();
  await fillTravellers(page);
  const amount = await applyCoupon(page);
  const create = page.waitForRequest('**/travel/api/flights/booking/create');
  await payButton(page).click();
  const sent = (await create).postDataJSON() as Record<string, unknown>;
  expect(sent.couponCode).toMatch(/^HEG-/);
  expect(sent.travellers).toHaveLength(3);
  await pay(page, context, amount, 'Approve');
  const done = page.getByRole('dialog', { name: 'Booking confirmed' });
  await expect(done.getByTestId('pnr')).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
  const pnr = (await done.getByTestId('pnr').textContent()) ?? '';
  testInfo.annotations.push({ type: 'pnr', description: pnr });
  return { amount, pnr, done };
}

test.describe('booking a flight with a coupon', () => {
  test('search, choose, book two adults and an infant with a coupon, pay, PNR and e-ticket, Flights Order, cancel one traveller, refund successful', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    await signedIn(page, request, testInfo);
    const { code } = await buyAndPay(page, context);

    await chooseFlexi(page);
    await expect(page.getByRole('contentinfo')).toBeHidden();
    // The contact comes from the session.
    await expect(page.getByLabel('Mobile number')).toHaveValue(/^[6-9]\d{9}$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(/@example\.in$/);
    // Carriers' rules, checked before anything is sent.
    await payButton(page).click();
    await expect(group(page, /^Adult 1/).getByText('Please choose a title.')).toBeVisible();
    await expect(
      group(page, /^Infant 1/).getByText('Please enter the date of birth.'),
    ).toBeVisible();
    await page.getByLabel('I want a GST invoice for my company').check();
    await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z5');
    await page.getByLabel('Company name').fill('Bharat Tours');
    await payButton(page).click();
    await expect(page.getByText(/^Please enter a valid GSTIN/)).toBeVisible();
    await page.getByLabel('I want a GST invoice for my company').uncheck();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await fillTravellers(page);
    const couponRadio = page.getByRole('radio', { name: new RegExp(code) });
    await expect(couponRadio).toBeVisible();
    const breakdown = page.getByRole('region', { name: 'Price' });
    await expect(breakdown).toContainText('Base fare');
    await expect(breakdown).toContainText('Taxes and airport charges');
    await expect(breakdown).toContainText('Convenience fee');
    const amount = await applyCoupon(page);
    await expect(breakdown).toContainText(`Coupon ${code}`);
    await expect(breakdown).toContainText(`−${COUPON.value}`);
    await payButton(page).click();
    await pay(page, context, amount, 'Approve');
    const done = page.getByRole('dialog', { name: 'Booking confirmed' });
    await expect(done.getByTestId('pnr')).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
    const pnr = (await done.getByTestId('pnr').textContent()) ?? '';
    // Where the e-mail with the e-ticket is, as the server knows it: queued, or already sent.
    const emailNote = done.getByText(/The e-ticket (is on its way to|was sent to) \S+@\S+\.$/);
    await expect(emailNote).toBeVisible();
    const email = /to (\S+@\S+)\.$/.exec((await emailNote.textContent()) ?? '')?.[1] ?? '';
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Sent by the site's worker, here into the development mail outbox, with the PDF attached.
    await expect
      .poll(async () => {
        const outbox = await page.request.get(
          `/travel/dev/mail-outbox?to=${encodeURIComponent(email)}`,
        );
        const { messages } = (await outbox.json()) as {
          messages: { subject: string; attachments: string[] }[];
        };
        return messages.find((mail) => mail.subject.includes(`PNR ${pnr}`))?.attachments;
      })
      .toEqual([
        `e-ticket-${pnr}.pdf`,
        expect.stringMatching(/^tax-invoice-HTI-\d{4}-\d{6}\.pdf$/),
      ]);
    await done.getByRole('link', { name: 'View booking and e-ticket' }).click();

    await expect(page).toHaveURL(/\/html\/flights-orderDetail\/FL\w+$/);
    const orderId = page.url().split('/').pop() ?? '';
    await expect(page.getByTestId('order-pnr')).toHaveText(pnr);
    await expect(page.getByTestId('order-status')).toHaveText('Payment Successful');
    const ticket = page.getByTestId('e-ticket');
    await expect(ticket.getByTestId('e-ticket-pnr')).toHaveText(pnr);
    await expect(ticket).toContainText('Mr AARAV SHARMA');
    await expect(ticket).toContainText('Miss ANIKA SHARMA');
    await expect(ticket).toContainText(/\d{13}/);
    await expect(ticket).toContainText(`Coupon ${code}`);
    await expect(page.getByText(`The e-ticket was sent to ${email}.`)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The PDF is a real PDF with the PNR; its first page is kept as a picture.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download e-ticket (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`e-ticket-${pnr}.pdf`);
    const pdfPath = join(mkdtempSync(join(tmpdir(), 'eticket-')), 'e-ticket.pdf');
    await file.saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    if (existsSync('/usr/bin/pdftoppm')) {
      const png = testInfo.outputPath('e-ticket-page1');
      execFileSync('/usr/bin/pdftoppm', [
        '-png',
        '-r',
        '80',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        pdfPath,
        png,
      ]);
      await testInfo.attach('e-ticket page 1', { path: `${png}.png`, contentType: 'image/png' });
    }

    // Flights Order lists it.
    await page
      .getByRole('link', { name: 'Flights Order' })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL('/html/flights-orderList');
    const card = page.getByRole('article', { name: `Booking ${orderId}` });
    await expect(card).toContainText(pnr);
    await expect(card).toContainText('3 travellers');
    await expect(card).toContainText(`${COUPON.value} off`);
    await expect(card.getByTestId('order-status')).toHaveText('Payment Successful');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await card.getByRole('link', { name: `Details of booking ${orderId}` }).click();

    // Cancel one traveller: the refund is shown before confirming.
    await page.getByRole('button', { name: /^Cancel Diya Sharma$/i }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel travellers' });
    await expect(cancel.getByRole('checkbox', { name: /Diya Sharma/i })).toBeChecked();
    await expect(cancel.getByRole('checkbox', { name: /Aarav Sharma/i })).not.toBeChecked();
    await expect(cancel.getByTestId('refund-amount')).toHaveText(/^₹[\d,]+\.\d{2}$/);
    const refund = (await cancel.getByTestId('refund-amount').textContent()) ?? '';
    await expect(cancel).toContainText('Airline cancellation fee');
    await expect(cancel).toContainText('Our cancellation fee');
    await expect(cancel).toContainText('Coupon part');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await cancel
      .getByRole('button', { name: `Cancel this traveller and refund ${refund}` })
      .click();
    await expect(cancel).toBeHidden();
    const travellers = page.getByRole('region', { name: 'Travellers' });
    await expect(
      travellers.getByRole('listitem').filter({ hasText: /Diya Sharma/i }),
    ).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: /^Cancel Diya Sharma$/i })).toHaveCount(0);

    // The sandbox gateway sends the refund back by the original route.
    await page.getByRole('link', { name: 'Refunds of this booking' }).click();
    await expect(page).toHaveURL(`/html/flights-refundOrderList/${orderId}`);
    const refundCard = page.getByRole('article', { name: /^Refund FR/ });
    await expect(async () => {
      await page.reload();
      await expect(refundCard.getByTestId('refund-status')).toHaveText('Refund Successful', {
        timeout: 5_000,
      });
    }).toPass({ timeout: 90_000 });
    await expect(refundCard.getByRole('heading', { level: 2 })).toHaveText(refund);
    await expect(refundCard).toContainText(/Diya Sharma/i);
    await expect(refundCard.getByTestId('refund-reference')).not.toHaveText('Given once sent');
    await expect(refundCard.getByRole('list', { name: 'Refund steps' })).toContainText(
      'Refund Successful',
    );
    await expect(refundCard).toContainText(/Expected in your account by\d{1,2} \w{3} \d{4}/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a declined payment releases the seats and the coupon', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    await signedIn(page, request, testInfo);
    const { code } = await buyAndPay(page, context);
    const bookingUrl = await chooseFlexi(page, 1);
    const itineraryId = new URL(bookingUrl).searchParams.get('itinerary') ?? '';
    const seatsBefore = await seatsLeft(request, itineraryId);
    await fillTravellers(page);
    const amount = await applyCoupon(page);
    await payButton(page).click();
    await expect(page.getByRole('dialog', { name: `Pay ${amount} by UPI` })).toBeVisible();
    // Held while the payment is open: two seats (the infant sits on a lap).
    expect(await seatsLeft(request, itineraryId)).toBe(seatsBefore - 2);

    await pay(page, context, amount, 'Decline');
    const failed = page.getByRole('dialog', { name: 'Payment Failed' });
    await expect(failed).toContainText('Your bank declined the payment. No money was taken.');
    await expect(failed).toContainText(
      'The seats and any coupon held for this booking have been released.',
    );
    await expect.poll(() => seatsLeft(request, itineraryId)).toBe(seatsBefore);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toBeHidden();
    // The coupon can be used again.
    await expect(page.getByRole('radio', { name: new RegExp(code) })).toBeVisible();
    await page.goto('/html/flights-orderList');
    await expect(page.getByTestId('order-status').first()).toHaveText('Payment Failed');
  });

  test('a guest is asked to sign in and comes back to the same fare', async ({
    page,
    request,
  }, testInfo) => {
    const traveller = newTraveller(testInfo);
    await registerTraveller(request, traveller);
    const bookingUrl = await chooseFlexi(page);
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Please sign in to book this flight',
    );
    await signIn.getByRole('tab', { name: 'E-mail' }).click();
    await signIn
      .locator('input')
      .and(signIn.getByLabel(/^\*?E-mail$/))
      .fill(traveller.email);
    await signIn
      .locator('input')
      .and(signIn.getByLabel(/^\*?Password$/))
      .fill(traveller.password);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(signIn).toBeHidden();
    expect(page.url()).toBe(bookingUrl);
    await expect(page.getByRole('heading', { name: 'Flexi fare' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(traveller.email);
    await expect(page.getByRole('group', { name: /^Infant 1/ })).toBeVisible();
  });

  test('another visitor’s booking is not found', async ({ page, context, request }, testInfo) => {
    test.setTimeout(240_000);
    await signedIn(page, request, testInfo);
    await buyAndPay(page, context);
    const { done } = await bookAndPay(page, context, testInfo);
    await done.getByRole('link', { name: 'View booking and e-ticket' }).click();
    await expect(page).toHaveURL(/\/html\/flights-orderDetail\/FL\w+$/);
    const orderId = page.url().split('/').pop() ?? '';

    const other = await context.browser()!.newContext();
    const stranger = await other.newPage();
    await signedIn(stranger, other.request, testInfo);
    await stranger.goto(`/html/flights-orderDetail/${orderId}`);
    await expect(stranger.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
    await stranger.goto(`/html/flights-refundOrderList/${orderId}`);
    await expect(stranger.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
    await other.close();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('book and pay with a coupon, then the booking and its e-ticket', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    await signedIn(page, request, testInfo);
    await buyAndPay(page, context);
    const { pnr, done } = await bookAndPay(page, context, testInfo);
    await done.getByRole('link', { name: 'View booking and e-ticket' }).click();
    await expect(page.getByTestId('e-ticket-pnr')).toHaveText(pnr);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/html/flights-orderList');
    await expect(page.getByRole('article').first()).toContainText(pnr);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
