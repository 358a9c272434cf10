import { createHash } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { newTraveller, registerTraveller } from './travellers';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The ₹1 tier (pay ₹1, get ₹99): the cheapest to buy again and again. */
export const COUPON = { card: /Coupon worth ₹99\.00/, price: '₹1.00', value: '₹99.00' };

export type Envelope = { code: number; msg?: string; data?: unknown };

/** POSTs to the site API as the browser does: JSON with the XSRF cookie echoed. */
export async function sitePost(
  request: APIRequestContext,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const xsrf = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!(await xsrf())) await request.get('/');
  const response = await request.post(path, {
    data: body,
    headers: { 'X-XSRF-TOKEN': (await xsrf()) ?? '', ...headers },
  });
  const envelope = (await response.json()) as Envelope;
  expect(envelope, `${path} answered ${JSON.stringify(envelope)}`).toMatchObject({ code: 200 });
  return envelope.data;
}

/** A traveller with an account, signed in on `page` from its first load. */
export async function signedIn(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const signed = await newSession(request, testInfo);
  await withSession(page, signed.session);
  return { traveller: signed.traveller, token: signed.token };
}

/** Signs a page in from its first load with a session made by newSession. */
export async function withSession(page: Page, session: string): Promise<void> {
  await page.addInitScript((stored) => {
    localStorage.setItem('travel.session', stored);
  }, session);
}

/** A new traveller with an account, signed in through the API: the session a browser keeps. */
export async function newSession(request: APIRequestContext, testInfo: TestInfo) {
  const traveller = newTraveller(testInfo);
  await registerTraveller(request, traveller);
  const login = (await sitePost(request, '/travel/api/user/login', {
    loginAccount: traveller.email,
    password: sha256Hex(traveller.password),
  })) as { utoken: string; nickname: string; email: string; mobileNo: string; uid: string };
  const session = {
    nickname: login.nickname,
    email: login.email,
    mobileNo: login.mobileNo,
    uid: login.uid,
    token: login.utoken,
  };
  return { traveller, token: login.utoken, session: JSON.stringify(session) };
}

export const couponCard = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: COUPON.card }) });

/** Presses Buy on the ₹1 coupon and waits for the QR modal. */
export async function buyCoupon(page: Page): Promise<Locator> {
  await couponCard(page).getByRole('button', { name: /^Buy/ }).click();
  const dialog = page.getByRole('dialog', { name: `Pay ${COUPON.price} by UPI` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Opens the sandbox payer page of the dialog's payment in a second tab and answers it; the
 * payer page must ask for `amount`.
 */
/** The sandbox payer page's and the payment dialog's words, in each language of the site. */
const PAYER_WORDS = {
  'en-IN': {
    open: /Open the payment page/,
    Approve: 'Approve',
    Decline: 'Decline',
    approved: 'Payment approved',
    declined: 'Payment declined',
  },
  'hi-IN': {
    open: /भुगतान पेज खोलें/,
    Approve: 'मंज़ूर करें',
    Decline: 'अस्वीकार करें',
    approved: 'भुगतान मंज़ूर हो गया',
    declined: 'भुगतान अस्वीकार हो गया',
  },
} as const;

export async function answerOnPayerPage(
  context: BrowserContext,
  dialog: Locator,
  answer: 'Approve' | 'Decline',
  amount: string = COUPON.price,
  language: keyof typeof PAYER_WORDS = 'en-IN',
): Promise<void> {
  const words = PAYER_WORDS[language];
  const link = dialog.getByRole('link', { name: words.open });
  await expect(link).toHaveAttribute('target', '_blank');
  const payerUrl = await link.getAttribute('href');
  expect(payerUrl).toMatch(/\/sandbox\/upi\/pay\/sbx_order_\w+$/);
  const payer = await context.newPage();
  await payer.goto(payerUrl ?? '');
  await expect(payer.getByTestId('sandbox-amount')).toHaveText(amount);
  await payer.getByRole('button', { name: words[answer] }).click();
  await expect(payer.getByTestId('sandbox-outcome')).toHaveText(
    answer === 'Approve' ? words.approved : words.declined,
  );
  await payer.close();
}

export async function orderIdIn(dialog: Locator): Promise<string> {
  const text = await dialog.getByText(/Order CO\w+/).textContent();
  const orderId = /Order (CO\w+)/.exec(text ?? '')?.[1];
  expect(orderId).toBeDefined();
  return orderId ?? '';
}

/** Buys the ₹1 coupon and approves the payment; returns the order number and the coupon code. */
export async function buyAndPay(page: Page, context: BrowserContext) {
  await page.goto('/coupon');
  const dialog = await buyCoupon(page);
  const orderId = await orderIdIn(dialog);
  await answerOnPayerPage(context, dialog, 'Approve');
  const paid = page.getByRole('dialog', { name: 'Payment Successful' });
  const code = (await paid.getByTestId('coupon-code').textContent()) ?? '';
  expect(code).toMatch(/^HEG-/);
  await paid.getByRole('button', { name: 'Done' }).click();
  return { orderId, code };
}
