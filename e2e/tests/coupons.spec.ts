import { expect, test, type Locator, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';
import {
  COUPON,
  answerOnPayerPage,
  buyAndPay,
  buyCoupon,
  couponCard,
  orderIdIn,
  sitePost,
  signedIn,
  type Envelope,
} from './support/purchase';
import { successToast } from './support/site';
import { newTraveller, registerTraveller, type Traveller } from './support/travellers';

const OVERLAY = '[role="status"][aria-label="Loading"]';

const orderCard = (page: Page, orderId: string) =>
  page.getByRole('article', { name: `Order ${orderId}` });

test.describe('buying a coupon', () => {
  test('pay by UPI: QR, amount and countdown, approve on the payer page, the code appears without the overlay, the order list shows it paid', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signedIn(page, request, testInfo);
    await page.goto('/coupon');
    await expect(page.getByRole('heading', { name: /Coupon worth/ })).toHaveCount(9);
    const card = couponCard(page);
    await expect(card).toContainText('You save ₹98.00');
    await expect(card).toContainText('Valid until 31 Dec 2026');
    await expect(card).toContainText('1 entry into the free flight ticket draw');
    await expect(card).toContainText(`You pay${COUPON.price}`);

    const create = page.waitForRequest('**/travel/api/coupon/order/create');
    const dialog = await buyCoupon(page);
    const sent = (await create).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['idempotencyKey', 'productCode']);
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await expect(dialog.getByTestId('payment-amount')).toHaveText(COUPON.price);
    await expect(dialog).toContainText('₹99.00 flight coupon');
    await expect(
      dialog.getByRole('img', { name: `UPI QR code to pay ${COUPON.price}` }),
    ).toBeVisible();
    await expect(dialog.getByRole('timer')).toHaveText(/^(10:00|09:[0-5]\d)$/);
    // A desktop visitor scans the QR; the UPI app link is for phones.
    const appLink = dialog.locator('a', { hasText: 'Pay with a UPI app' });
    await expect(appLink).toBeHidden();
    await expect(appLink).toHaveAttribute('href', /^upi:\/\/pay\?.*am=1\.00/);
    const orderId = await orderIdIn(dialog);

    // From here on only polling runs: record every moment the global overlay is in the page.
    await expect(page.locator(OVERLAY)).toHaveCount(0);
    await page.evaluate((selector) => {
      const seen = { count: 0 };
      (window as unknown as { overlaySeen: typeof seen }).overlaySeen = seen;
      new MutationObserver(() => {
        if (document.querySelector(selector)) seen.count += 1;
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    }, OVERLAY);
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/travel/api/coupon/orders/polling')) polls.push(request.url());
    });
    await expect.poll(() => polls.length).toBeGreaterThan(0);

    await answerOnPayerPage(context, dialog, 'Approve');
    const paid = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(paid.getByTestId('coupon-code')).toHaveText(
      /^HEG-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
    );
    const code = (await paid.getByTestId('coupon-code').textContent()) ?? '';
    await expect(paid).toContainText(`You paid ${COUPON.price} for the ₹99.00 flight coupon.`);
    await expect(paid).toContainText('1 entry into the free flight ticket draw');
    expect(
      await page.evaluate(
        () => (window as unknown as { overlaySeen: { count: number } }).overlaySeen.count,
      ),
    ).toBe(0);

    // The draw entry can be made right here.
    await paid.getByRole('button', { name: 'Enter the draw' }).click();
    await expect(paid.getByTestId('paid-draw-entry')).toHaveText(
      /^✈ You're in the \w+ \d{4} draw, entry #\d+\.$/,
    );
    const entry = (await paid.getByTestId('paid-draw-entry').textContent())?.slice(2) ?? '';

    await paid.getByRole('link', { name: 'My coupon orders' }).click();
    await expect(page).toHaveURL('/html/orderList');
    const order = orderCard(page, orderId);
    await expect(order.getByTestId('draw-entry')).toContainText(entry);
    await expect(order.getByTestId('order-status')).toHaveText('Payment Successful');
    await expect(order.getByTestId('order-coupon-code')).toHaveText(code);
    await expect(order).toContainText('Valid until 31 Dec 2026');
    await expect(order).toContainText(`Amount paid${COUPON.price}`);
    await expect(order).toContainText(/Ordered \d{2} \w{3} \d{4}, \d{2}:\d{2} (am|pm) IST/);
  });

  test('a declined payment says no money was taken, and Try again starts a new order', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signedIn(page, request, testInfo);
    await page.goto('/coupon');
    const dialog = await buyCoupon(page);
    const declinedId = await orderIdIn(dialog);
    await answerOnPayerPage(context, dialog, 'Decline');

    const failed = page.getByRole('dialog', { name: 'Payment Failed' });
    await expect(failed).toContainText('Your bank declined the payment. No money was taken.');
    const create = page.waitForRequest('**/travel/api/coupon/order/create');
    await failed.getByRole('button', { name: 'Try again' }).click();
    const retry = page.getByRole('dialog', { name: `Pay ${COUPON.price} by UPI` });
    await expect(retry.getByRole('timer')).toBeVisible();
    expect((await create).postDataJSON()).toMatchObject({ productCode: 'HEG-0001-0099' });
    const retryId = await orderIdIn(retry);
    expect(retryId).not.toBe(declinedId);
    await retry.getByRole('button', { name: 'Close' }).click();

    await page.goto('/html/orderList');
    await expect(orderCard(page, declinedId).getByTestId('order-status')).toHaveText(
      'Payment Failed',
    );
    const open = orderCard(page, retryId);
    await expect(open.getByTestId('order-status')).toHaveText('Processing Payment');
    // An open order can still be paid from the list: the same QR modal comes back.
    await open.getByRole('button', { name: 'Pay now' }).click();
    const again = page.getByRole('dialog', { name: `Pay ${COUPON.price} by UPI` });
    await expect(again).toContainText(`Order ${retryId}`);
    await answerOnPayerPage(context, again, 'Approve');
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await expect(open.getByTestId('order-status')).toHaveText('Payment Successful');
  });

  test('cancelling the payment closes the order and the payer page can no longer pay it', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signedIn(page, request, testInfo);
    await page.goto('/coupon');
    const dialog = await buyCoupon(page);
    const orderId = await orderIdIn(dialog);
    const payerUrl = await dialog
      .getByRole('link', { name: /Open the payment page/ })
      .getAttribute('href');

    await dialog.getByRole('button', { name: 'Cancel payment' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    const cancelled = page.getByRole('dialog', { name: 'Payment Cancelled' });
    await expect(cancelled).toContainText('You cancelled this order. No money was taken.');
    await expect(cancelled.getByRole('button', { name: 'Try again' })).toBeVisible();

    const payer = await context.newPage();
    await payer.goto(payerUrl ?? '');
    await expect(payer.getByText('there is nothing to pay')).toBeVisible();
    await expect(payer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await payer.close();

    await cancelled.getByRole('link', { name: 'My coupon orders' }).click();
    const order = orderCard(page, orderId);
    await expect(order.getByTestId('order-status')).toHaveText('Payment Cancelled');
    await expect(order).toContainText('Not paid');
    await expect(order.getByRole('button')).toHaveCount(0);
  });

  test('a guest pressing Buy signs in in the dialog and lands in the payment', async ({
    page,
    request,
  }, testInfo) => {
    const traveller: Traveller = newTraveller(testInfo);
    await registerTraveller(request, traveller);
    await page.goto('/coupon');
    await couponCard(page).getByRole('button', { name: /^Buy/ }).click();

    const signIn = page.getByRole('dialog', { name: 'Sign in' });
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
    const payment = page.getByRole('dialog', { name: `Pay ${COUPON.price} by UPI` });
    await expect(payment.getByTestId('payment-amount')).toHaveText(COUPON.price);
    await expect(page).toHaveURL('/coupon');
  });
});

test.describe('after paying', () => {
  test('refund: requested by the visitor, approved by the operator, successful in both lists and the details', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signedIn(page, request, testInfo);
    const { orderId, code } = await buyAndPay(page, context);

    await page.goto('/html/orderList');
    const order = orderCard(page, orderId);
    await order.getByRole('button', { name: 'Request refund' }).click();
    const ask = page.getByRole('dialog', { name: 'Request a refund' });
    await expect(ask).toContainText(`You will get ${COUPON.price} back`);
    await ask.getByLabel('Reason (optional)').fill('My trip was called off.');
    const refund = page.waitForRequest('**/travel/api/coupon/order/refund');
    await ask.getByRole('button', { name: 'Request refund' }).click();
    expect((await refund).postDataJSON()).toEqual({ orderId, reason: 'My trip was called off.' });
    await expect(successToast(page, /Refund requested/)).toBeVisible();
    await expect(order.getByTestId('order-status')).toHaveText('Processing Refund');
    await expect(order.getByRole('button', { name: 'Request refund' })).toHaveCount(0);

    // The operator approves over HTTP; the sandbox gateway then reports the refund as sent.
    const approval = await request.post('/travel/api/coupon/order/original/route/refund', {
      data: { orderId },
      headers: { 'X-Operator-Key': process.env.E2E_OPERATOR_API_KEY ?? '' },
    });
    expect(((await approval.json()) as Envelope).code, await approval.text()).toBe(200);

    await expect(async () => {
      await page.reload();
      await expect(order.getByTestId('order-status')).toHaveText('Refund Successful', {
        timeout: 1_000,
      });
    }).toPass();
    await expect(order.getByTestId('order-coupon-code')).toHaveText(code);
    await expect(order).toContainText('No longer valid: the order was refunded');

    await order.getByRole('button', { name: 'Refund details' }).click();
    const details = page.getByRole('dialog', { name: 'Refund details' });
    await expectRefundDetails(details, orderId);
    await details.getByRole('button', { name: 'Close' }).click();

    await page.goto('/html/refundOrderList');
    const row = page.getByTestId('coupon-refund').filter({ hasText: orderId });
    await expect(row.getByTestId('refund-status')).toHaveText('Refund Successful');
    await expect(row).toContainText(`Amount${COUPON.price}`);
    await expect(row).toContainText(/Requested\d{2} \w{3} \d{4}, \d{2}:\d{2} (am|pm) IST/);
    await row.getByRole('button', { name: 'Details' }).click();
    await expectRefundDetails(page.getByRole('dialog', { name: 'Refund details' }), orderId);
  });

  test('entering the free flight draw gives an entry number, also shown on the public draws', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signedIn(page, request, testInfo);
    const { orderId } = await buyAndPay(page, context);

    await page.goto('/html/orderList');
    const order = orderCard(page, orderId);
    await order.getByRole('button', { name: 'Enter the free flight draw' }).click();
    await expect(successToast(page, /^You're in the \w+ \d{4} draw, entry #\d+\.$/)).toBeVisible();
    const entry = order.getByTestId('draw-entry');
    await expect(entry).toHaveText(/You're in the (\w+ \d{4}) draw, entry #(\d+)\./);
    const [, period] = /in the (\w+ \d{4}) draw/.exec((await entry.textContent()) ?? '') ?? [];
    await expect(order.getByRole('button', { name: 'Enter the free flight draw' })).toHaveCount(0);

    await page.goto('/coupon');
    const draw = page.getByRole('article', { name: `${period} draw` });
    await expect(draw).toContainText(/Entries[1-9]\d*/);
    await expect(draw).toContainText(/Seed hash[0-9a-f]{64}/);
    await expect(draw).toContainText('Revealed when the draw is held');
  });
});

test('orders come ten to a page, the page in the URL, and a new traveller sees where to start', async ({
  page,
  request,
}, testInfo) => {
  const { token } = await signedIn(page, request, testInfo);
  await page.goto('/html/orderList');
  await expect(page.getByRole('heading', { name: 'No coupon orders yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the coupons' })).toHaveAttribute(
    'href',
    '/coupon',
  );

  // Eleven orders, each cancelled at once: only five may wait for payment at a time.
  const asTraveller = { Authorization: `Bearer ${token}` };
  const made: string[] = [];
  for (let count = 0; count < 11; count += 1) {
    const { order } = (await sitePost(
      request,
      '/travel/api/coupon/order/create',
      { productCode: 'HEG-0001-0099', idempotencyKey: crypto.randomUUID() },
      asTraveller,
    )) as { order: { orderId: string } };
    await sitePost(request, '/travel/api/coupon/order/cancel', order, asTraveller);
    made.push(order.orderId);
  }

  await page.reload();
  await expect(page.getByText('11 orders, newest first')).toBeVisible();
  const orders = page.getByTestId('coupon-order');
  await expect(orders).toHaveCount(10);
  await expect(orders.first()).toContainText(`Order ${made[10]}`);
  const pages = page.getByRole('navigation', { name: 'Order pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/html/orderList?page=2');
  await expect(pages).toContainText('Page 2 of 2');
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText(`Order ${made[0]}`);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.reload();
  await expect(orders.first()).toContainText(`Order ${made[0]}`);
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/html/orderList');
  await expect(orders).toHaveCount(10);
});

test('a guest on the refund list is asked to sign in there', async ({ page }) => {
  await page.goto('/html/refundOrderList');
  await expect(
    page.getByRole('heading', { name: 'Please sign in to see your refunds' }),
  ).toBeVisible();
  await expect(page.locator('html[data-travel-ready]')).toBeAttached();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL('/html/refundOrderList');
});

async function expectRefundDetails(details: Locator, orderId: string): Promise<void> {
  const body = details.getByTestId('refund-details');
  await expect(body).toContainText(COUPON.price);
  await expect(body.getByTestId('refund-status')).toHaveText('Refund Successful');
  await expect(body).toContainText(`Order number${orderId}`);
  await expect(body).toContainText(/Sent back toUPI/);
  await expect(body).not.toContainText('Given once the refund is sent');
  await expect(body).toContainText(/Expected in your account by\d{1,2} \w{3} \d{4}/);
  await expect(body).toContainText('Your reasonMy trip was called off.');
  await expect(body.getByRole('listitem')).toHaveText([
    /^Pending refund\d/,
    /^Processing Refund\d/,
    /^Refund Successful\d/,
  ]);
}

test('the coupon page, the payment dialog and the order list pass axe at 1280 and 375 px', async ({
  page,
  context,
  request,
}, testInfo) => {
  // A purchase and six full axe scans: longer than one journey.
  test.slow();
  await signedIn(page, request, testInfo);
  const { orderId } = await buyAndPay(page, context);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/coupon');
    await expect(page.getByRole('heading', { name: /Coupon worth/ })).toHaveCount(9);
    await expect(page.getByText('Loading draws…')).toHaveCount(0);
    expect(await seriousAxeViolations(page), `/coupon at ${width}`).toEqual([]);

    const dialog = await buyCoupon(page);
    await expect(dialog.getByRole('timer')).toBeVisible();
    expect(await seriousAxeViolations(page), `payment dialog at ${width}`).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel payment' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Cancelled' })).toBeVisible();

    await page.goto('/html/orderList');
    await expect(orderCard(page, orderId)).toBeVisible();
    expect(await seriousAxeViolations(page), `/html/orderList at ${width}`).toEqual([]);
  }
});
