import { randomUUID } from 'node:crypto';
import {
  type ApiPath,
  COUPON_MESSAGES,
  COUPON_TIERS,
  PAYMENT_WINDOW_MS,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_ORDERS, TOO_MANY_OPEN_ORDERS_MESSAGE } from '../coupons/orders';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import {
  CHEAPEST,
  NINETY_NINE,
  askRefund,
  buy,
  buyAndPay,
  call,
  callOk,
  poll,
  signedInTraveller,
} from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { callApi, post } from '../test-support/http';

const MINUTE = 60_000;
const NOT_FOUND = {
  code: 404,
  msg: COUPON_MESSAGES.orderNotFound,
  data: null,
  error: 'orderNotFound',
};

describe.each(engines)('coupon orders on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock();
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { now: clock.now }));
  });

  describe('the catalogue', () => {
    it('lists the nine tiers from the server, in paise, available until expiry', async () => {
      const products = await callOk(app, '/travel/api/coupon/products', {});
      expect(products).toEqual(
        COUPON_TIERS.map((tier) => ({
          code: tier.code,
          totalAmountPaise: tier.totalAmountPaise,
          backAmountPaise: tier.backAmountPaise,
          expirationDate: '2026-12-31',
          image: tier.image,
          color: tier.color,
          available: true,
        })),
      );
    });

    it('needs no session or body', async () => {
      const response = await post(app, '/travel/api/coupon/products');
      expect(response.json()).toMatchObject({ code: 200 });
    });

    it('is available until 23:59:59.999 on 31 Dec 2026 in India, and not after', async () => {
      const expiry = testClock('2026-12-31T18:29:59.999Z');
      const { app: late } = await testApp(db, { now: expiry.now });
      const before = await callOk(late, '/travel/api/coupon/products', {});
      expect(before.every((p) => p.available)).toBe(true);
      expiry.advance(1);
      const after = await callOk(late, '/travel/api/coupon/products', {});
      expect(after.every((p) => !p.available)).toBe(true);
      const token = await signedInTraveller(late);
      expect(
        await call(
          late,
          '/travel/api/coupon/order/create',
          {
            productCode: NINETY_NINE,
            idempotencyKey: randomUUID(),
          },
          token,
        ),
      ).toEqual({
        code: 410,
        msg: COUPON_MESSAGES.productExpired,
        data: null,
        error: 'productExpired',
      });
    });
  });

  describe('creating an order', () => {
    it('makes an order in status 1 priced by the catalogue, with a UPI payment', async () => {
      const token = await signedInTraveller(app);
      const { order, payment } = await buy(app, token, NINETY_NINE);
      expect(order).toMatchObject({
        productCode: NINETY_NINE,
        totalAmountPaise: 9900,
        backAmountPaise: 35000,
        status: 1,
        createdAt: clock.now().toISOString(),
        paidAt: null,
        couponCode: null,
        couponStatus: null,
        couponExpirationDate: '2026-12-31',
        actions: ['pay', 'cancel'],
        draw: null,
      });
      expect(order.orderId).toMatch(/^CO20261122[2-9A-HJKMNP-Z]{8}$/);
      expect(order.paymentExpiresAt).toBe(
        new Date(clock.now().getTime() + PAYMENT_WINDOW_MS).toISOString(),
      );
      expect(payment.payerUrl).toMatch(
        /^http:\/\/localhost(:\d+)?\/sandbox\/upi\/pay\/sbx_order_\w{14}$/,
      );
      expect(payment).toEqual({
        orderId: order.orderId,
        amountPaise: 9900,
        upiUri:
          `upi://pay?pa=hegtravel@sandbox&pn=Heg%20Travel&am=99.00&cu=INR&tr=${order.orderId}` +
          `&tn=HegTravel%20coupon%20${order.orderId}`,
        payerUrl: payment.payerUrl,
        qrText: payment.payerUrl,
        sandbox: true,
        expiresAt: order.paymentExpiresAt,
      });
    });

    it('ignores any amount in the request: the price comes from the catalogue', async () => {
      const token = await signedInTraveller(app);
      const answer = await call(
        app,
        '/travel/api/coupon/order/create',
        {
          productCode: CHEAPEST,
          idempotencyKey: randomUUID(),
          totalAmountPaise: 1,
          amountPaise: 1,
        },
        token,
      );
      expect(answer.data.order.totalAmountPaise).toBe(100);
    });

    it('returns the same order and payment for a retried key', async () => {
      const token = await signedInTraveller(app);
      const key = randomUUID();
      const first = await buy(app, token, NINETY_NINE, key);
      clock.advance(1000);
      const again = await buy(app, token, NINETY_NINE, key);
      expect(again.order.orderId).toBe(first.order.orderId);
      expect(again.payment).toEqual(first.payment);
    });

    it('makes exactly one order from 100 concurrent creates with one key', async () => {
      const token = await signedInTraveller(app);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          call(
            app,
            '/travel/api/coupon/order/create',
            {
              productCode: NINETY_NINE,
              idempotencyKey: key,
            },
            token,
          ),
        ),
      );
      expect(answers.every((a) => a.code === 200)).toBe(true);
      expect(new Set(answers.map((a) => a.data.order.orderId)).size).toBe(1);
      const [row] = await db.query<{ n: number; gateway_orders: number }>(
        `select count(*)::int as n, count(distinct i.gateway_order_id)::int as gateway_orders
         from coupon_order o join payment_intent i on i.kind = 'coupon' and i.order_ref = o.order_id
         where o.idempotency_key = $1`,
        [key],
      );
      expect(row).toEqual({ n: 1, gateway_orders: 1 });
      const [sandbox] = await db.query<{ n: number }>(
        'select count(*)::int as n from sandbox_upi_order where receipt = $1',
        [answers[0]?.data.order.orderId],
      );
      expect(sandbox?.n).toBe(1);
    });

    it('refuses the same key for a different coupon', async () => {
      const token = await signedInTraveller(app);
      const key = randomUUID();
      await buy(app, token, NINETY_NINE, key);
      expect(
        await call(
          app,
          '/travel/api/coupon/order/create',
          {
            productCode: CHEAPEST,
            idempotencyKey: key,
          },
          token,
        ),
      ).toEqual({
        code: 409,
        msg: COUPON_MESSAGES.idempotencyKeyReused,
        data: null,
        error: 'idempotencyKeyReused',
      });
    });

    it('lets two travellers use the same key independently', async () => {
      const key = randomUUID();
      const a = await buy(app, await signedInTraveller(app), NINETY_NINE, key);
      const b = await buy(app, await signedInTraveller(app), NINETY_NINE, key);
      expect(a.order.orderId).not.toBe(b.order.orderId);
    });

    it.each([
      [
        { productCode: 'HEG-0100-0400', idempotencyKey: randomUUID() },
        404,
        COUPON_MESSAGES.unknownProduct,
      ],
      [{ productCode: 'FREE', idempotencyKey: randomUUID() }, 400, COUPON_MESSAGES.unknownProduct],
      [{ productCode: 42, idempotencyKey: randomUUID() }, 400, COUPON_MESSAGES.unknownProduct],
      [{ productCode: NINETY_NINE }, 400, 'Please reload the page and try again.'],
      [
        { productCode: NINETY_NINE, idempotencyKey: 'again' },
        400,
        'Please reload the page and try again.',
      ],
      [{}, 400, COUPON_MESSAGES.unknownProduct],
    ])('answers %j with %i, never a 500', async (body, code, msg) => {
      const token = await signedInTraveller(app);
      const response = await post(app, '/travel/api/coupon/order/create', body, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code, msg, data: null });
    });

    it('asks a guest to sign in', async () => {
      expect(
        await call(app, '/travel/api/coupon/order/create', {
          productCode: NINETY_NINE,
          idempotencyKey: randomUUID(),
        }),
      ).toEqual({ code: 403, msg: 'Please sign in again.', data: null, error: 'sessionExpired' });
    });

    it(`allows ${MAX_OPEN_ORDERS} unpaid orders at once`, async () => {
      const token = await signedInTraveller(app);
      for (let i = 0; i < MAX_OPEN_ORDERS; i += 1) await buy(app, token);
      expect(
        await call(
          app,
          '/travel/api/coupon/order/create',
          {
            productCode: NINETY_NINE,
            idempotencyKey: randomUUID(),
          },
          token,
        ),
      ).toEqual({
        code: 429,
        msg: TOO_MANY_OPEN_ORDERS_MESSAGE,
        data: null,
        error: 'tooManyOpenOrders',
      });
    });
  });

  describe('polling, paying again and cancelling', () => {
    it('polls the order, and closes it (7) once the window has ended', async () => {
      const token = await signedInTraveller(app);
      const { order } = await buy(app, token);
      expect((await poll(app, token, order.orderId)).status).toBe(1);
      clock.advance(PAYMENT_WINDOW_MS - 1);
      expect((await poll(app, token, order.orderId)).actions).toEqual(['pay', 'cancel']);
      clock.advance(1);
      const closed = await poll(app, token, order.orderId);
      expect(closed).toMatchObject({ status: 7, actions: [] });
      const events = await db.query<{
        from_status: number | null;
        to_status: number;
        actor: string;
      }>(
        `select from_status, to_status, actor from coupon_order_event e
         join coupon_order o on o.id = e.order_pk where o.order_id = $1 order by e.id`,
        [order.orderId],
      );
      expect(events).toEqual([
        { from_status: null, to_status: 1, actor: 'visitor' },
        { from_status: 1, to_status: 7, actor: 'reconcile' },
      ]);
    });

    it('hands back the same payment within the window, and refuses after it', async () => {
      const token = await signedInTraveller(app);
      const { order, payment } = await buy(app, token);
      clock.advance(5 * MINUTE);
      expect(
        await callOk(app, '/travel/api/coupon/order/pay', { orderId: order.orderId }, token),
      ).toEqual(payment);
      clock.advance(5 * MINUTE);
      expect(
        await call(app, '/travel/api/coupon/order/pay', { orderId: order.orderId }, token),
      ).toEqual({
        code: 410,
        msg: COUPON_MESSAGES.paymentWindowClosed,
        data: null,
        error: 'paymentWindowClosed',
      });
      expect((await poll(app, token, order.orderId)).status).toBe(7);
    });

    it('cancels an unpaid order (1 -> 7) and the sandbox payment with it', async () => {
      const token = await signedInTraveller(app);
      const { order, payment } = await buy(app, token);
      const cancelled = await callOk(
        app,
        '/travel/api/coupon/order/cancel',
        { orderId: order.orderId },
        token,
      );
      expect(cancelled).toMatchObject({ status: 7, actions: [] });
      const [sandbox] = await db.query<{ status: string }>(
        'select status from sandbox_upi_order where id = $1',
        [new URL(payment.payerUrl).pathname.split('/').pop()],
      );
      expect(sandbox?.status).toBe('cancelled');
      // A second press changes nothing and still succeeds.
      expect(
        (await callOk(app, '/travel/api/coupon/order/cancel', { orderId: order.orderId }, token))
          .status,
      ).toBe(7);
      expect(
        await call(app, '/travel/api/coupon/order/pay', { orderId: order.orderId }, token),
      ).toMatchObject({
        code: 409,
        msg: COUPON_MESSAGES.orderNotPayable,
      });
    });

    it('refuses to cancel a paid order', async () => {
      const token = await signedInTraveller(app);
      const paid = await buyAndPay(app, token);
      expect(
        await call(app, '/travel/api/coupon/order/cancel', { orderId: paid.orderId }, token),
      ).toEqual({
        code: 409,
        msg: COUPON_MESSAGES.orderNotCancellable,
        data: null,
        error: 'orderNotCancellable',
      });
    });
  });

  describe("another traveller's order", () => {
    it('cannot be read, paid, cancelled, refunded, entered or looked at for a refund', async () => {
      const owner = await signedInTraveller(app);
      const stranger = await signedInTraveller(app);
      const open = (await buy(app, owner)).order;
      const paid = await buyAndPay(app, owner);
      const attempts: [ApiPath, string][] = [
        ['/travel/api/coupon/orders/polling', open.orderId],
        ['/travel/api/coupon/order/pay', open.orderId],
        ['/travel/api/coupon/order/cancel', open.orderId],
        ['/travel/api/coupon/order/refund', paid.orderId],
        ['/travel/api/coupon/orders/prizeDraw', paid.orderId],
        ['/travel/api/coupon/order/refundDetails', paid.orderId],
      ];
      for (const [path, orderId] of attempts) {
        expect(await call(app, path, { orderId }, stranger), path).toEqual(NOT_FOUND);
      }
      expect(
        await call(
          app,
          '/travel/api/coupon/orders/polling',
          { orderId: 'CO20261122NOTREAL' },
          stranger,
        ),
      ).toEqual(NOT_FOUND);
      expect((await poll(app, owner, open.orderId)).status).toBe(1);
      expect((await poll(app, owner, paid.orderId)).status).toBe(2);
      expect((await poll(app, owner, paid.orderId)).draw).toBeNull();
    });

    it.each([
      [{}, 'Please choose an order.'],
      [{ orderId: '' }, 'Please choose an order.'],
      [{ orderId: 7 }, 'Please choose an order.'],
      [{ orderId: 'x'.repeat(41) }, COUPON_MESSAGES.orderNotFound],
    ])('answers a bad order reference %j with a message', async (body, msg) => {
      const token = await signedInTraveller(app);
      expect(await call(app, '/travel/api/coupon/orders/polling', body, token)).toEqual({
        code: 400,
        msg,
        data: null,
      });
    });
  });

  describe('the order list', () => {
    it('pages the orders newest first with total, 10 by default', async () => {
      const token = await signedInTraveller(app);
      const made: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const { order } = await buy(app, token, NINETY_NINE);
        made.push(order.orderId);
        await callOk(app, '/travel/api/coupon/order/cancel', { orderId: order.orderId }, token);
        clock.advance(1000);
      }
      const newestFirst = [...made].reverse();
      const first = await callApi(app, '/travel/api/coupon/orders/pageList', {}, token);
      expect(first).toMatchObject({ code: 200, total: 12, pageNumber: 1, pageSize: 10 });
      expect(first.data.map((o) => o.orderId)).toEqual(newestFirst.slice(0, 10));
      const second = await callApi(
        app,
        '/travel/api/coupon/orders/pageList',
        { pageNumber: 2, pageSize: 10 },
        token,
      );
      expect(second.data.map((o) => o.orderId)).toEqual(newestFirst.slice(10));
      const beyond = await callApi(
        app,
        '/travel/api/coupon/orders/pageList',
        { pageNumber: 9 },
        token,
      );
      expect(beyond).toMatchObject({ data: [], total: 12, pageNumber: 9 });
      const small = await callApi(
        app,
        '/travel/api/coupon/orders/pageList',
        { pageSize: 5 },
        token,
      );
      expect(small.data).toHaveLength(5);
    });

    it('shows only the visitor’s own orders, and an empty list to a new visitor', async () => {
      const token = await signedInTraveller(app);
      const response = await callApi(app, '/travel/api/coupon/orders/pageList', {}, token);
      expect(response).toEqual({
        code: 200,
        msg: 'success',
        data: [],
        total: 0,
        pageNumber: 1,
        pageSize: 10,
      });
    });

    it('shows a paid order with its coupon code and the actions it allows', async () => {
      const token = await signedInTraveller(app);
      const paid = await buyAndPay(app, token);
      const list = await callApi(app, '/travel/api/coupon/orders/pageList', {}, token);
      const [order] = list.data;
      expect(order).toMatchObject({
        orderId: paid.orderId,
        status: 2,
        couponStatus: 'active',
        actions: ['refund', 'prizeDraw'],
      });
      expect(order?.couponCode).toMatch(
        /^HEG-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/,
      );
      expect(order?.paidAt).toBe(clock.now().toISOString());
      await askRefund(app, token, paid.orderId);
      const afterRefund = await callApi(app, '/travel/api/coupon/orders/pageList', {}, token);
      expect(afterRefund.data[0]).toMatchObject({
        status: 4,
        actions: ['refundDetails'],
      });
    });

    it.each([
      [{ pageSize: 101 }, 'pageSize must be at most 100.'],
      [{ pageSize: 0 }, 'pageSize must be at least 1.'],
      [{ pageNumber: 0 }, 'pageNumber must be at least 1.'],
      [{ pageNumber: '2' }, 'pageNumber must be a number.'],
      [{ pageNumber: 1.5 }, 'pageNumber must be a whole number.'],
    ])('refuses %j with a message', async (body, msg) => {
      const token = await signedInTraveller(app);
      expect(await call(app, '/travel/api/coupon/orders/pageList', body, token)).toEqual({
        code: 400,
        msg,
        data: null,
      });
    });

    it('closes the visitor’s orders whose window ended before listing them', async () => {
      const token = await signedInTraveller(app);
      const { order } = await buy(app, token);
      clock.advance(PAYMENT_WINDOW_MS);
      const list = await callApi(app, '/travel/api/coupon/orders/pageList', {}, token);
      expect(list.data[0]).toMatchObject({
        orderId: order.orderId,
        status: 7,
      });
    });
  });
});
