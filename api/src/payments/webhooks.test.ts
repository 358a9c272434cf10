import { COUPON_MESSAGES, PAYMENT_WINDOW_MS } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import {
  NINETY_NINE,
  buy,
  call,
  gatewayOrderIdOf,
  orderStatus,
  paymentEvent,
  poll,
  postWebhook,
  sandboxDecide,
  sandboxSecret,
  signedInTraveller,
} from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { BAD_PAYLOAD_MESSAGE, BAD_SIGNATURE_MESSAGE, isValidSignature } from './webhooks';

describe('isValidSignature', () => {
  const body = Buffer.from('{"event":"payment.captured"}');
  const someOtherDigest = '9e7d7ecda1a6f3a5f7d3b1b5c6d2d0f7c8a0e3a0d1c4b7a9e2f5d8c1b4a7e0d3';

  it('accepts only the hex HMAC-SHA256 of the exact bytes', async () => {
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', 'secret').update(body).digest('hex');
    expect(isValidSignature(body, signature, 'secret')).toBe(true);
    expect(isValidSignature(body, signature.toUpperCase(), 'secret')).toBe(true);
    expect(isValidSignature(body, signature, 'other')).toBe(false);
    expect(isValidSignature(Buffer.from(`${body.toString()} `), signature, 'secret')).toBe(false);
    expect(isValidSignature(body, someOtherDigest, 'secret')).toBe(false);
    expect(isValidSignature(body, signature.slice(2), 'secret')).toBe(false);
    expect(isValidSignature(body, undefined, 'secret')).toBe(false);
    expect(isValidSignature(body, ['a', 'b'], 'secret')).toBe(false);
  });
});

describe.each(engines)('payment webhooks on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock();
  let app: FastifyInstance;
  let db: Database;
  let secret: string;

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { now: clock.now }));
    secret = await sandboxSecret(db);
  });

  async function openOrder() {
    const token = await signedInTraveller(app);
    const { order, payment } = await buy(app, token, NINETY_NINE);
    return { token, order, payment, gatewayOrderId: await gatewayOrderIdOf(db, order.orderId) };
  }

  const count = async (table: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

  describe('the sandbox payer page', () => {
    it('shows a clearly labelled sandbox page with the amount and order, without script', async () => {
      const { order, payment } = await openOrder();
      const page = await app.inject({ method: 'GET', url: new URL(payment.payerUrl).pathname });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('SANDBOX');
      expect(page.body).toContain('₹99.00');
      expect(page.body).toContain(order.orderId);
      expect(page.body).toContain('Heg Travel');
      expect(page.body).toMatch(/<form method="post"/);
      expect(page.body).not.toContain('<script');
      expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    });

    it("speaks the visitor's language, chosen as the site's pages choose it", async () => {
      const { payment } = await openOrder();
      const url = new URL(payment.payerUrl).pathname;
      const hindi = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'hi-IN' },
      });
      expect(hindi.body).toContain('<html lang="hi-IN">');
      expect(hindi.body).toContain('UPI से भुगतान करें');
      expect(hindi.body).toContain('>मंज़ूर करें</button>');
      expect(hindi.body).toContain('₹99.00');
      expect(hindi.headers.vary).toContain('Accept-Language');
      const chosen = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'hi-IN', cookie: 'travel_lang=en-IN' },
      });
      expect(chosen.body).toContain('<html lang="en-IN">');
      expect(chosen.body).toContain('>Approve</button>');
    });

    it('approves: a signed webhook pays the order and issues the coupon', async () => {
      const { token, order, payment } = await openOrder();
      const page = await sandboxDecide(app, payment, 'approve');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Payment approved');
      expect(page.body).toContain('HegTravel has been told');
      const paid = await poll(app, token, order.orderId);
      expect(paid).toMatchObject({
        status: 2,
        couponStatus: 'active',
        paidAt: clock.now().toISOString(),
      });
      expect(paid.couponCode).toMatch(/^HEG-\w{4}-\w{4}-\w{4}$/);
      // A second press on the page changes nothing.
      const again = await sandboxDecide(app, payment, 'approve');
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('already approved');
      const [payments] = await db.query<{ n: number }>(
        `select count(*)::int as n from payment p join payment_intent i on i.id = p.intent_id
         where i.kind = 'coupon' and i.order_ref = $1`,
        [order.orderId],
      );
      expect(payments?.n).toBe(1);
    });

    it('declines: the order fails (3) and has no coupon', async () => {
      const { token, order, payment } = await openOrder();
      const page = await sandboxDecide(app, payment, 'decline');
      expect(page.body).toContain('Payment declined');
      expect(await poll(app, token, order.orderId)).toMatchObject({
        status: 3,
        couponCode: null,
        actions: [],
      });
    });

    it('answers an unknown or malformed payment request with 404', async () => {
      for (const url of [
        '/sandbox/upi/pay/sbx_order_AAAAAAAAAAAAAA',
        '/sandbox/upi/pay/<script>',
      ]) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const post = await app.inject({
        method: 'POST',
        url: '/sandbox/upi/pay/sbx_order_AAAAAAAAAAAAAA/approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'vpa=a%40b',
      });
      expect(post.statusCode).toBe(404);
    });

    it('refuses to pay an order the visitor cancelled', async () => {
      const { token, order, payment } = await openOrder();
      await call(app, '/travel/api/coupon/order/cancel', { orderId: order.orderId }, token);
      const page = await sandboxDecide(app, payment, 'approve');
      expect(page.statusCode).toBe(409);
      expect(page.body).toContain('cancelled this payment request');
      expect(await orderStatus(db, order.orderId)).toBe(7);
    });
  });

  describe('signed Razorpay-shaped events', () => {
    it('refuses a bad signature with HTTP 400 and changes nothing', async () => {
      const { order, gatewayOrderId } = await openOrder();
      const event = paymentEvent('payment.captured', { orderId: gatewayOrderId, amount: 9900 });
      const eventsBefore = await count('payment_event');
      for (const signature of ['0'.repeat(64), 'not-hex', '']) {
        const response = await postWebhook(app, 'sandbox', event, { secret, signature });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 400, msg: BAD_SIGNATURE_MESSAGE, data: null });
      }
      const wrongSecret = await postWebhook(app, 'sandbox', event, { secret: 'x'.repeat(64) });
      expect(wrongSecret.statusCode).toBe(400);
      expect(await orderStatus(db, order.orderId)).toBe(1);
      expect(await count('payment_event')).toBe(eventsBefore);
    });

    it('answers odd requests with 4xx, never a 500', async () => {
      const bare = await app.inject({
        method: 'POST',
        url: '/travel/api/payments/webhook/sandbox',
      });
      expect(bare.statusCode).toBe(400);
      const text = await app.inject({
        method: 'POST',
        url: '/travel/api/payments/webhook/sandbox',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(text.statusCode).toBe(400);
      const huge = await app.inject({
        method: 'POST',
        url: '/travel/api/payments/webhook/sandbox',
        headers: { 'content-type': 'application/json' },
        payload: 'x'.repeat(100 * 1024),
      });
      expect(huge.statusCode).toBe(413);
      const get = await app.inject({ method: 'GET', url: '/travel/api/payments/webhook/sandbox' });
      expect(get.statusCode).toBe(405);
      const form = await app.inject({
        method: 'POST',
        url: '/sandbox/upi/pay/sbx_order_AAAAAAAAAAAAAA/approve',
        headers: { 'content-type': 'application/json' },
        payload: '[1,2]',
      });
      expect(form.statusCode).toBe(404);
    });

    it('needs no XSRF token or session, and refuses an unreadable signed body', async () => {
      const response = await postWebhook(app, 'sandbox', 'not json', { secret });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: BAD_PAYLOAD_MESSAGE });
      const noEntity = await postWebhook(
        app,
        'sandbox',
        { event: 'payment.captured', payload: {} },
        { secret },
      );
      expect(noEntity.statusCode).toBe(400);
    });

    it('applies a replayed event once: 200, nothing changes', async () => {
      const { token, order, gatewayOrderId } = await openOrder();
      const event = paymentEvent('payment.captured', { orderId: gatewayOrderId, amount: 9900 });
      const first = await postWebhook(app, 'sandbox', event, { secret, eventId: 'evt_replay_1' });
      expect(first.json()).toMatchObject({
        code: 200,
        data: { outcome: 'order paid', duplicate: false },
      });
      const coupon = (await poll(app, token, order.orderId)).couponCode;
      const replay = await postWebhook(app, 'sandbox', event, { secret, eventId: 'evt_replay_1' });
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ data: { duplicate: true } });
      // The same payment under another event id (a gateway retry) changes nothing either.
      const retry = await postWebhook(app, 'sandbox', event, { secret, eventId: 'evt_replay_2' });
      expect(retry.json()).toMatchObject({ data: { outcome: 'payment already applied' } });
      expect((await poll(app, token, order.orderId)).couponCode).toBe(coupon);
    });

    it('applies 20 copies of one event sent at once exactly once', async () => {
      const { token, order, gatewayOrderId } = await openOrder();
      const event = paymentEvent('payment.captured', { orderId: gatewayOrderId, amount: 9900 });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          postWebhook(app, 'sandbox', event, { secret, eventId: 'evt_burst' }),
        ),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(
        answers.filter((a) => a.json<{ data: { duplicate: boolean } }>().data.duplicate),
      ).toHaveLength(19);
      expect((await poll(app, token, order.orderId)).status).toBe(2);
    });

    it('does not honour a payment for the wrong amount: order 3, flagged, money returned', async () => {
      const { token, order, gatewayOrderId } = await openOrder();
      const event = paymentEvent('payment.captured', {
        id: 'pay_wrongamount01',
        orderId: gatewayOrderId,
        amount: 100,
      });
      const answer = await postWebhook(app, 'sandbox', event, { secret });
      expect(answer.json()).toMatchObject({
        data: { outcome: 'amount does not match; returning it' },
      });
      expect(await poll(app, token, order.orderId)).toMatchObject({ status: 3, couponCode: null });
      const [row] = await db.query<{ attention: string }>(
        'select attention from coupon_order where order_id = $1',
        [order.orderId],
      );
      expect(row?.attention).toContain('does not match');
      const [payment] = await db.query<{ disposition: string; return_status: string }>(
        "select disposition, return_status from payment where payment_id = 'pay_wrongamount01'",
      );
      expect(payment).toEqual({ disposition: 'mismatch', return_status: 'failed' });
    });

    it('does not honour a payment in another currency', async () => {
      const { order, gatewayOrderId } = await openOrder();
      const event = paymentEvent('payment.captured', {
        orderId: gatewayOrderId,
        amount: 9900,
        currency: 'USD',
      });
      await postWebhook(app, 'sandbox', event, { secret });
      expect(await orderStatus(db, order.orderId)).toBe(3);
    });

    it('honours a verified capture that arrives after the order expired (7 -> 2)', async () => {
      const { token, order, payment } = await openOrder();
      clock.advance(PAYMENT_WINDOW_MS);
      expect((await poll(app, token, order.orderId)).status).toBe(7);
      clock.advance(60_000);
      await sandboxDecide(app, payment, 'approve');
      const paid = await poll(app, token, order.orderId);
      expect(paid.status).toBe(2);
      expect(paid.couponCode).not.toBeNull();
    });

    it('honours a capture after a failed attempt (3 -> 2)', async () => {
      const { token, order, gatewayOrderId } = await openOrder();
      await postWebhook(
        app,
        'sandbox',
        paymentEvent('payment.failed', { orderId: gatewayOrderId, amount: 9900 }),
        { secret },
      );
      expect((await poll(app, token, order.orderId)).status).toBe(3);
      await postWebhook(
        app,
        'sandbox',
        paymentEvent('payment.captured', { orderId: gatewayOrderId, amount: 9900 }),
        { secret },
      );
      expect((await poll(app, token, order.orderId)).status).toBe(2);
    });

    it('returns a second payment for an order already paid', async () => {
      const { token, order, gatewayOrderId } = await openOrder();
      await postWebhook(
        app,
        'sandbox',
        paymentEvent('payment.captured', { orderId: gatewayOrderId, amount: 9900 }),
        { secret },
      );
      const coupon = (await poll(app, token, order.orderId)).couponCode;
      const second = await postWebhook(
        app,
        'sandbox',
        paymentEvent('payment.captured', {
          id: 'pay_secondpayment',
          orderId: gatewayOrderId,
          amount: 9900,
        }),
        { secret },
      );
      expect(second.json()).toMatchObject({
        data: { outcome: 'order already paid; returning the second payment' },
      });
      expect((await poll(app, token, order.orderId)).couponCode).toBe(coupon);
      const [row] = await db.query<{ disposition: string }>(
        "select disposition from payment where payment_id = 'pay_secondpayment'",
      );
      expect(row?.disposition).toBe('duplicate');
    });

    it('records, and returns, a capture for an order we do not know', async () => {
      const answer = await postWebhook(
        app,
        'sandbox',
        paymentEvent('payment.captured', { orderId: 'sbx_order_UNKNOWN0000000', amount: 9900 }),
        { secret },
      );
      expect(answer.json()).toMatchObject({
        data: { outcome: 'captured payment for an unknown order; returning it' },
      });
    });

    it('a failed payment after the order was paid changes nothing', async () => {
      const { token, order, gatewayOrderId } = await openOrder();
      await postWebhook(
        app,
        'sandbox',
        paymentEvent('payment.captured', { orderId: gatewayOrderId, amount: 9900 }),
        { secret },
      );
      await postWebhook(
        app,
        'sandbox',
        paymentEvent('payment.failed', { orderId: gatewayOrderId, amount: 9900 }),
        { secret },
      );
      expect((await poll(app, token, order.orderId)).status).toBe(2);
    });

    it('acknowledges events it does not act on', async () => {
      const answer = await postWebhook(
        app,
        'sandbox',
        { entity: 'event', event: 'payment.authorized', payload: {} },
        { secret },
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ data: { outcome: 'ignored' } });
    });

    it('keeps the order list consistent with what the webhook did', async () => {
      const { token, order } = await openOrder();
      expect(
        await call(app, '/travel/api/coupon/order/refund', { orderId: order.orderId }, token),
      ).toMatchObject({ code: 409, msg: COUPON_MESSAGES.refundUnpaid });
    });
  });
});
