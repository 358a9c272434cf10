// Screenshots of the booking screens at 1280 and 375 px: the checkout with a coupon, the QR
// payment, the confirmation with the PNR, the order list, the order detail with its e-ticket,
// the cancel dialog with its refund, the refund list and a booking that is not found.
// Needs the site running with DEV_ENDPOINTS=true (as the e2e server runs), then
//   node e2e/scripts/booking-screenshots.mjs [base URL, default http://127.0.0.1:8080]
import { chromium, request as httpRequest } from '@playwright/test';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const outDir = resolve(import.meta.dirname, '../../.screenshots');
mkdirSync(outDir, { recursive: true });
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const inDays = (days) =>
  new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function post(api, path, body) {
  const cookies = (await api.storageState()).cookies;
  if (!cookies.some((c) => c.name === 'XSRF-TOKEN')) await api.get('/');
  const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  const response = await api.post(path, { data: body, headers: { 'X-XSRF-TOKEN': xsrf ?? '' } });
  const envelope = await response.json();
  if (envelope.code !== 200) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** A new account, signed in: the session to put in the page's storage. */
async function newSession() {
  const api = await httpRequest.newContext({ baseURL: base });
  const stamp = String(Date.now());
  const mobileNo = `9${stamp.slice(-9)}`;
  const email = `meera.${stamp}@example.in`;
  const since = Date.now() - 1000;
  const { enabledOtp } = await post(api, '/travel/api/website/auth/check', {});
  let smsCode;
  if (enabledOtp) {
    await post(api, '/travel/api/send/sms/otp', {
      mobile: mobileNo,
      mobileAreaCode: '91',
      smsBizType: 11,
    });
    const { messages } = await (await api.get(`/travel/dev/sms-outbox?mobile=${mobileNo}`)).json();
    smsCode = messages
      .find((m) => Date.parse(m.createdAt) >= since)
      ?.text.match(/\b(\d{6})\b/)?.[1];
  }
  const password = sha256('Goa#26');
  await post(api, '/travel/api/user/register', {
    nickname: 'Meera Iyer',
    email,
    mobileNo,
    mobileAreaCode: '91',
    password,
    ...(smsCode ? { smsCode } : {}),
  });
  const login = await post(api, '/travel/api/user/login', { loginAccount: email, password });
  return JSON.stringify({
    nickname: login.nickname,
    email: login.email,
    mobileNo: login.mobileNo,
    uid: login.uid,
    token: login.utoken,
  });
}

async function approve(context, dialog) {
  const payer = await context.newPage();
  await payer.goto(
    await dialog.getByRole('link', { name: /Open the payment page/ }).getAttribute('href'),
  );
  await payer.getByRole('button', { name: 'Approve' }).click();
  await payer.getByTestId('sandbox-outcome').waitFor();
  await payer.close();
}

const browser = await chromium.launch({
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

for (const width of [1280, 375]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 375 ? 740 : 800 },
  });
  await context.addInitScript(
    (stored) => localStorage.setItem('travel.session', stored),
    await newSession(),
  );
  const page = await context.newPage();
  const shot = (name, fullPage = true) =>
    page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage });

  await page.goto(`${base}/coupon`);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /Coupon worth ₹350\.00/ }) })
    .getByRole('button', { name: /^Buy/ })
    .click();
  await approve(context, page.getByRole('dialog', { name: /^Pay/ }));
  await page
    .getByRole('dialog', { name: 'Payment Successful' })
    .getByRole('button', { name: 'Done' })
    .click();

  await page.goto(
    `${base}/html/flights?from=DEL&to=BOM&date=${inDays(21)}&adults=2&infants=1&cabin=economy`,
  );
  await page
    .getByRole('list', { name: /^Flights from/ })
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: 'Book' })
    .filter({ visible: true })
    .click();
  await page.getByRole('link', { name: 'See fares' }).click();
  await page.getByRole('button', { name: /^Choose Flexi, ₹/ }).click();
  await page
    .getByRole('heading', { name: 'Flexi fare' })
    .waitFor()
    .catch(async (e) => {
      await shot('debug');
      throw e;
    });
  const fill = async (legend, title, first, last, gender, dob) => {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel('Title').selectOption(title);
    await group.getByLabel('First and middle name').fill(first);
    await group.getByLabel('Last name').fill(last);
    await group.getByLabel('Gender').selectOption(gender);
    if (dob) await group.getByLabel('Date of birth').fill(dob);
  };
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByText('Please choose a title.').first().waitFor();
  await shot('booking-errors');
  await fill(/^Adult 1/, 'Ms', 'Meera', 'Iyer', 'female');
  await fill(/^Adult 2/, 'Mr', 'Karthik', 'Iyer', 'male');
  await fill(/^Infant 1/, 'Mstr', 'Arjun', 'Iyer', 'male', inDays(-300));
  const radio = page.getByRole('radio', { name: /₹350\.00 coupon/ });
  await radio.click();
  await page.getByText(/^Coupon HEG-/).waitFor();
  await shot('booking-checkout');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const payDialog = page.getByRole('dialog', { name: /^Pay ₹/ });
  await payDialog.getByTestId('payment-countdown').waitFor();
  await shot('booking-payment', false);
  await approve(context, payDialog);
  const done = page.getByRole('dialog', { name: 'Booking confirmed' });
  await done.getByTestId('pnr').waitFor();
  await shot('booking-confirmed', false);
  await done.getByRole('link', { name: 'View booking and e-ticket' }).click();
  await page.getByTestId('e-ticket-pnr').waitFor();
  const orderId = page.url().split('/').pop();
  await shot('order-detail');
  await page.emulateMedia({ media: 'print' });
  await shot('order-detail-print');
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: /^Cancel Karthik Iyer$/i }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel travellers' });
  await cancel.getByTestId('refund-amount').waitFor();
  await shot('cancel-dialog', false);
  await cancel.getByRole('button', { name: /^Cancel this traveller/ }).click();
  await cancel.waitFor({ state: 'hidden' });
  await page.goto(`${base}/html/flights-refundOrderList/${orderId}`);
  await page.getByRole('article', { name: /^Refund/ }).waitFor();
  await page.waitForTimeout(4000);
  await page.reload();
  await page.getByRole('article', { name: /^Refund/ }).waitFor();
  await shot('refund-list');
  await page.goto(`${base}/html/flights-orderList`);
  await page.getByRole('article').first().waitFor();
  await shot('order-list');
  await page.goto(`${base}/html/flights-orderDetail/FL20260101AAAAAAAA`);
  await page.getByRole('heading', { name: 'Booking not found' }).waitFor();
  await shot('order-not-found', false);
  await context.close();
}
await browser.close();
console.log(`screenshots in ${outDir}`);
