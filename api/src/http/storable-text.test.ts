import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { OPERATOR_KEY_HEADER, OPERATOR_REFUND_PATH } from '../routes/operator';
import { digestOf, newTraveller, registerBody } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import {
  NINETY_NINE,
  askRefund,
  buy,
  buyAndPay,
  gatewayOrderIdOf,
  paymentEvent,
  poll,
  postWebhook,
  sandboxSecret,
  signedInTraveller,
} from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { envelope, freshIp, post } from '../test-support/http';
import {
  UNSTORABLE_TEXT_MESSAGE,
  holdsUnstorableText,
  withoutUnstorableText,
} from './storable-text';

const NUL = '\u0000';
const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';
const OPERATOR_KEY = 'operator-key-for-tests-0123456789abcdef';

describe('holdsUnstorableText', () => {
  it('finds U+0000 and unpaired surrogates at any depth, keys included, and nothing else', () => {
    expect(holdsUnstorableText(`a${NUL}b`)).toBe(true);
    expect(holdsUnstorableText({ a: [{ b: `x${LONE_HIGH}` }] })).toBe(true);
    expect(holdsUnstorableText({ [`k${LONE_LOW}`]: 1 })).toBe(true);
    expect(holdsUnstorableText(`${LONE_LOW}${LONE_HIGH}`)).toBe(true);
    expect(holdsUnstorableText({ emoji: '😀 नमस्ते ₹', n: 1, none: null })).toBe(false);
    expect(withoutUnstorableText({ a: `r${NUL}a${LONE_HIGH}j 😀` })).toEqual({ a: 'raj 😀' });
  });

  it('reads and cleans values nested a hundred thousand deep', () => {
    const deep = (leaf: unknown) => nest(100_000, leaf);
    expect(holdsUnstorableText(deep('fine'))).toBe(false);
    expect(holdsUnstorableText(deep(`bad${NUL}`))).toBe(true);
    const cleaned = withoutUnstorableText(deep([`a${LONE_LOW}`, { [`k${NUL}`]: 1 }]));
    expect(leafOf(cleaned, 100_000)).toEqual(['a', { k: 1 }]);
  });
});

/** The leaf inside `depth` levels of alternating objects and arrays. */
function nest(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** What nest() put inside, read back without recursion (deep equality would overflow). */
function leafOf(value: unknown, depth: number): unknown {
  let current = value;
  for (let level = depth - 1; level >= 0; level -= 1) {
    current = level % 2 ? (current as unknown[])[0] : (current as { a: unknown }).a;
  }
  return current;
}

describe.each(engines)('text PostgreSQL cannot store, on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { env: { OPERATOR_API_KEY: OPERATOR_KEY } }));
  });

  const count = async (table: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

  /** Sent as the browser would: JSON.stringify writes \u0000 and lone surrogates as escapes. */
  async function expectRefused(path: string, body: object, options: { token?: string } = {}) {
    const response = await post(app, path, undefined, {
      ...options,
      ip: freshIp(),
      payload: JSON.stringify(body),
    });
    expect(response.statusCode, path).toBe(200);
    expect(envelope(response), path).toEqual({
      code: 400,
      msg: UNSTORABLE_TEXT_MESSAGE,
      data: null,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  }

  for (const [name, bad] of [
    ['U+0000', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
  ] as const) {
    it(`refuses ${name} in sign-up and sign-in fields and stores nothing`, async () => {
      const users = await count('app_user');
      const attempts = await count('login_attempt');
      const traveller = newTraveller();
      for (const field of ['nickname', 'email', 'mobileNo', 'password'] as const) {
        await expectRefused('/travel/api/user/register', {
          ...registerBody(traveller),
          [field]: `${registerBody(traveller)[field]}${bad}`,
        });
      }
      await expectRefused('/travel/api/user/login', {
        loginAccount: `${traveller.email}${bad}`,
        password: digestOf('abc123'),
      });
      await expectRefused('/travel/api/user/login', {
        loginAccount: traveller.mobileNo,
        mobileAreaCode: '91',
        smsCode: `12345${bad}`,
      });
      expect(await count('app_user')).toBe(users);
      expect(await count('login_attempt')).toBe(attempts);
    });

    it(`refuses ${name} in order ids, refund ids and reasons, and changes nothing`, async () => {
      const token = await signedInTraveller(app);
      const paid = await buyAndPay(app, token);
      const { order: open } = await buy(app, token);
      for (const path of [
        '/travel/api/coupon/orders/polling',
        '/travel/api/coupon/order/pay',
        '/travel/api/coupon/order/cancel',
        '/travel/api/coupon/order/refundDetails',
        '/travel/api/coupon/orders/prizeDraw',
      ]) {
        await expectRefused(path, { orderId: `${open.orderId}${bad}` }, { token });
      }
      await expectRefused(
        '/travel/api/coupon/order/refundDetails',
        { orderId: paid.orderId, refundId: `RF${bad}` },
        { token },
      );
      await expectRefused(
        '/travel/api/coupon/order/refund',
        { orderId: paid.orderId, reason: `Plans${bad} changed` },
        { token },
      );
      await expectRefused(
        '/travel/api/coupon/order/create',
        { productCode: `${NINETY_NINE}${bad}`, idempotencyKey: randomUUID() },
        { token },
      );
      expect((await poll(app, token, open.orderId)).status).toBe(1);
      expect((await poll(app, token, paid.orderId)).status).toBe(2);
    });

    it(`refuses ${name} in the contact form and stores nothing`, async () => {
      const before = await count('contact_message');
      for (const field of ['name', 'email', 'mobile', 'topic', 'message'] as const) {
        await expectRefused('/travel/api/website/contact', {
          name: 'Rahul Mehta',
          email: 'rahul.mehta@example.in',
          mobile: '9820012345',
          topic: 'coupon-use',
          message: 'Can I use two coupons on one booking?',
          [field]: `x${bad}`,
        });
      }
      expect(await count('contact_message')).toBe(before);
    });

    it(`refuses ${name} at the operator's refund call and leaves the refund pending`, async () => {
      const token = await signedInTraveller(app);
      const paid = await buyAndPay(app, token);
      await askRefund(app, token, paid.orderId);
      const response = await app.inject({
        method: 'POST',
        url: OPERATOR_REFUND_PATH,
        headers: { 'content-type': 'application/json', [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
        payload: JSON.stringify({ orderId: `${paid.orderId}${bad}` }),
      });
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toEqual({ code: 400, msg: UNSTORABLE_TEXT_MESSAGE, data: null });
      expect((await poll(app, token, paid.orderId)).status).toBe(4);
    });
  }

  it('applies a correctly signed payment webhook carrying U+0000 and lone surrogates', async () => {
    const secret = await sandboxSecret(db);
    const token = await signedInTraveller(app);
    const { order } = await buy(app, token);
    const event = paymentEvent('payment.captured', {
      orderId: await gatewayOrderIdOf(db, order.orderId),
      amount: order.totalAmountPaise,
      vpa: `asha${NUL}@okaxis`,
    });
    const entity = event.payload.payment.entity as Record<string, unknown>;
    entity.notes = { message: `hi${NUL}${LONE_HIGH}there`, [`k${LONE_LOW}`]: 'v' };
    entity.description = `Coupon${NUL}`;

    const first = await postWebhook(app, 'sandbox', event, { secret, eventId: 'evt_nul_1' });
    expect(first.statusCode).toBe(200);
    expect(envelope(first)).toMatchObject({ code: 200, data: { duplicate: false } });
    const paid = await poll(app, token, order.orderId);
    expect(paid.status).toBe(2);
    expect(paid.couponCode).toMatch(/^HEG-/);

    // The gateway sends it again: applied once.
    const again = await postWebhook(app, 'sandbox', event, { secret, eventId: 'evt_nul_1' });
    expect(envelope(again)).toMatchObject({ code: 200, data: { duplicate: true } });
  });

  it('applies such a signed webhook once even without an event id header', async () => {
    const secret = await sandboxSecret(db);
    const token = await signedInTraveller(app);
    const { order } = await buy(app, token);
    const body = JSON.stringify(
      paymentEvent('payment.captured', {
        orderId: await gatewayOrderIdOf(db, order.orderId),
        amount: order.totalAmountPaise,
        vpa: `asha${NUL}@okaxis`,
      }),
    );
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/travel/api/payments/webhook/sandbox',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhookBody(body, secret),
        },
        payload: body,
      });
    expect(envelope(await send())).toMatchObject({ code: 200, data: { duplicate: false } });
    expect(envelope(await send())).toMatchObject({ code: 200, data: { duplicate: true } });
    expect((await poll(app, token, order.orderId)).status).toBe(2);
  });

  it('still refuses a badly signed webhook carrying U+0000, and records nothing', async () => {
    const events = await count('payment_event');
    const response = await postWebhook(
      app,
      'sandbox',
      paymentEvent('payment.captured', { orderId: `order${NUL}`, amount: 9900 }),
      { secret: 'not-the-secret-not-the-secret-not-the-secret' },
    );
    expect(response.statusCode).toBe(400);
    expect(await count('payment_event')).toBe(events);
  });

  it('refuses U+0000 in the sandbox payer form and in query strings and path parameters', async () => {
    const token = await signedInTraveller(app);
    const { order, payment } = await buy(app, token);
    const payer = new URL(payment.payerUrl).pathname;
    const form = await app.inject({
      method: 'POST',
      url: `${payer}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'vpa=asha%00%40okaxis',
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect((await poll(app, token, order.orderId)).status).toBe(1);

    const param = await app.inject({ method: 'GET', url: `${payer}%00` });
    expect(param.statusCode).toBeLessThan(500);
    const query = await app.inject({ method: 'GET', url: '/remotes.json?x=%00' });
    expect(query.statusCode).toBe(400);
    const apiQuery = await post(app, '/travel/api/website/auth/check?lang=en%00');
    expect(envelope(apiQuery)).toEqual({ code: 400, msg: UNSTORABLE_TEXT_MESSAGE, data: null });
  });

  it('answers a body nested thousands deep with a business error, with or without such text', async () => {
    for (const leaf of ['DEL', `DEL${NUL}`]) {
      const response = await post(app, '/travel/api/flights/itinerary', undefined, {
        // Written as text: JSON.stringify itself overflows at such depths.
        payload: `{"itineraryId":${'{"a":['.repeat(5_000)}${JSON.stringify(leaf)}${']}'.repeat(5_000)}}`,
      });
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toMatchObject({ code: 400, data: null });
    }
  });
});

function signWebhookBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}
