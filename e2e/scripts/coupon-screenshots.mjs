// Screenshots of the coupon screens at 1280 and 375 px: the coupon page, the QR modal, the paid
// state, the order list, refund details and the refund list. Needs the site running with an
// operator key, e.g.
//   DEV_ENDPOINTS=true OPERATOR_API_KEY=screenshots-operator-key-0123456789abcdef PORT=8080 pnpm start
//   OPERATOR_API_KEY=screenshots-operator-key-0123456789abcdef \
//     node e2e/scripts/coupon-screenshots.mjs [base URL, default http://127.0.0.1:8080]
// It signs up a new traveller and gives them orders in every state through the real api.
import { chromium, request as playwrightRequest } from '@playwright/test';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const operatorKey = process.env.OPERATOR_API_KEY;
if (!operatorKey) throw new Error('Set OPERATOR_API_KEY to the key the site was started with.');
const outDir = resolve(import.meta.dirname, '../../.screenshots');
mkdirSync(outDir, { recursive: true });

const viewports = { 1280: { width: 1280, height: 800 }, 375: { width: 375, height: 740 } };
const sha256Hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

const api = await playwrightRequest.newContext({ baseURL: base });
const xsrf = async () =>
  (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
let token = '';

async function post(path, body, headers = {}) {
  if (!(await xsrf())) await api.get('/');
  const response = await api.post(path, {
    data: body,
    headers: {
      'X-XSRF-TOKEN': await xsrf(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  const envelope = await response.json();
  if (envelope.code !== 200) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

async function newTraveller() {
  const stamp = String(Date.now()).slice(-9);
  const traveller = {
    nickname: 'Priya Sharma',
    email: `priya.${stamp}@example.in`,
    mobileNo: `9${stamp}`,
    password: 'Goa#26',
  };
  const { enabledOtp } = await post('/travel/api/website/auth/check', {});
  let smsCode;
  if (enabledOtp) {
    await post('/travel/api/send/sms/otp', {
      mobile: traveller.mobileNo,
      mobileAreaCode: '91',
      smsBizType: 11,
    });
    const outbox = await (
      await api.get(`/travel/dev/sms-outbox?mobile=${traveller.mobileNo}`)
    ).json();
    smsCode = outbox.messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  }
  await post('/travel/api/user/register', {
    nickname: traveller.nickname,
    email: traveller.email,
    mobileNo: traveller.mobileNo,
    mobileAreaCode: '91',
    password: sha256Hex(traveller.password),
    ...(smsCode ? { smsCode } : {}),
  });
  const login = await post('/travel/api/user/login', {
    loginAccount: traveller.email,
    password: sha256Hex(traveller.password),
  });
  token = login.utoken;
  return {
    nickname: login.nickname,
    email: login.email,
    mobileNo: login.mobileNo,
    uid: login.uid,
    token: login.utoken,
  };
}

async function order(productCode) {
  return post('/travel/api/coupon/order/create', {
    productCode,
    idempotencyKey: crypto.randomUUID(),
  });
}

/** Answers the sandbox payer page as the visitor's bank would. */
async function answer(payment, decision) {
  const response = await api.post(`${payment.payerUrl}/${decision}`, {
    form: { vpa: 'priya@okaxis' },
  });
  if (!response.ok()) throw new Error(`payer page ${decision}: ${response.status()}`);
}

async function until(check) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the order never reached the state asked for');
}

async function paid(productCode) {
  const created = await order(productCode);
  await answer(created.payment, 'approve');
  await until(
    async () =>
      (await post('/travel/api/coupon/orders/polling', { orderId: created.order.orderId }))
        .status === 2,
  );
  return created.order.orderId;
}

const session = await newTraveller();
// Oldest first, so the list shows them newest first.
const refunded = await paid('HEG-0499-0900');
await post('/travel/api/coupon/order/refund', {
  orderId: refunded,
  reason: 'Our trip to Goa was moved to next year.',
});
await post(
  '/travel/api/coupon/order/original/route/refund',
  { orderId: refunded },
  { 'X-Operator-Key': operatorKey },
);
const refundPending = await paid('HEG-0199-0480');
await post('/travel/api/coupon/order/refund', { orderId: refundPending });
const declined = await order('HEG-0099-0350');
await answer(declined.payment, 'decline');
const cancelled = await order('HEG-0299-0600');
await post('/travel/api/coupon/order/cancel', { orderId: cancelled.order.orderId });
const entered = await paid('HEG-0999-1500');
await post('/travel/api/coupon/orders/prizeDraw', { orderId: entered });
await order('HEG-1999-2600');

async function buy(page, worth) {
  await page.goto(`${base}/coupon`);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `Coupon worth ${worth}` }) })
    .getByRole('button', { name: /^Buy/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Pay .* by UPI$/ });
  await dialog.getByRole('timer').waitFor();
  return dialog;
}

/** name -> [what to do before the picture, whole page or the viewport]; each a fresh page. */
const scenes = {
  'coupon-page': [
    async (page) => {
      await page.goto(`${base}/coupon`);
      await page
        .getByRole('heading', { name: /Coupon worth/ })
        .first()
        .waitFor();
      await page.getByRole('heading', { name: /draw$/ }).first().waitFor();
    },
    true,
  ],
  'coupon-qr-modal': [(page) => buy(page, '₹1,500.00'), false],
  'coupon-paid': [
    async (page) => {
      const dialog = await buy(page, '₹350.00');
      const href = await dialog
        .getByRole('link', { name: /Open the payment page/ })
        .getAttribute('href');
      await answer({ payerUrl: href }, 'approve');
      await page.getByRole('dialog', { name: 'Payment Successful' }).waitFor();
    },
    false,
  ],
  'coupon-order-list': [
    async (page) => {
      await page.goto(`${base}/html/orderList`);
      await page.getByTestId('coupon-order').first().waitFor();
    },
    true,
  ],
  'coupon-refund-details': [
    async (page) => {
      await page.goto(`${base}/html/orderList`);
      await page
        .getByRole('article', { name: `Order ${refunded}` })
        .getByRole('button', { name: 'Refund details' })
        .click();
      await page.getByTestId('refund-details').waitFor();
    },
    false,
  ],
  'coupon-refund-list': [
    async (page) => {
      await page.goto(`${base}/html/refundOrderList`);
      await page.getByTestId('coupon-refund').first().waitFor();
    },
    true,
  ],
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const [width, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, locale: 'en-IN' });
    await context.addInitScript((stored) => {
      localStorage.setItem('travel.session', stored);
    }, JSON.stringify(session));
    for (const [name, [prepare, fullPage]] of Object.entries(scenes)) {
      const page = await context.newPage();
      await prepare(page, width);
      // Let the fonts and the QR settle before the picture.
      await page.evaluate(() => document.fonts.ready);
      const path = resolve(outDir, `${name}-${width}.png`);
      await page.screenshot({ path, fullPage, animations: 'disabled' });
      console.log(path);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await api.dispose();
}
