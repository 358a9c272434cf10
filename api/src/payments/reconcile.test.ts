import { PAYMENT_WINDOW_MS } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveRefund } from '../coupons/refunds';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { appWithLosableWebhooks } from '../test-support/app';
import {
  askRefund,
  buy,
  callOk,
  orderStatus,
  poll,
  sandboxDecide,
  signedInTraveller,
} from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { GatewayError, type PaymentGateway } from './gateways/gateway';
import { reconcile } from './reconcile';

const MINUTE = 60_000;
const logger = pino({ level: 'silent' });

describe.each(engines)('reconciliation on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock();
  let app: FastifyInstance;
  let db: Database;
  let webhooks: { arrive: boolean };

  beforeAll(async () => {
    db = database().db;
    ({ app, webhooks } = await appWithLosableWebhooks(db, clock.now));
  });

  const deps = (gateway: PaymentGateway = app.payments.gateway) => ({
    db,
    gateway,
    now: clock.now,
    logger,
  });
  const run = async () => {
    const report = await reconcile(deps());
    await app.payments.gateway.idle();
    return report;
  };

  it('applies a captured payment whose webhook never came', async () => {
    const token = await signedInTraveller(app);
    const { order, payment } = await buy(app, token);
    webhooks.arrive = false;
    const page = await sandboxDecide(app, payment, 'approve');
    webhooks.arrive = true;
    expect(page.body).toContain('will find out within a minute');
    expect(await orderStatus(db, order.orderId)).toBe(1);

    const report = await run();
    expect(report).toMatchObject({ ran: true, gatewayErrors: 0 });
    expect(report.paymentsApplied).toBeGreaterThanOrEqual(1);
    const paid = await poll(app, token, order.orderId);
    expect(paid.status).toBe(2);
    expect(paid.couponCode).not.toBeNull();
    // Running again, or the late webhook, changes nothing.
    await run();
    const [events] = await db.query<{ n: number }>(
      `select count(*)::int as n from coupon_order_event e join coupon_order o on o.id = e.order_pk
       where o.order_id = $1`,
      [order.orderId],
    );
    expect(events?.n).toBe(2);
  });

  it('applies a decline whose webhook never came', async () => {
    const token = await signedInTraveller(app);
    const { order, payment } = await buy(app, token);
    webhooks.arrive = false;
    await sandboxDecide(app, payment, 'decline');
    webhooks.arrive = true;
    await run();
    expect(await orderStatus(db, order.orderId)).toBe(3);
  });

  it('closes orders whose window ended (1 -> 7), and honours a payment found later', async () => {
    const token = await signedInTraveller(app);
    const { order, payment } = await buy(app, token);
    clock.advance(PAYMENT_WINDOW_MS - 1);
    expect((await run()).ordersClosed).not.toContain(order.orderId);
    clock.advance(1);
    expect((await run()).ordersClosed).toContain(order.orderId);
    expect(await orderStatus(db, order.orderId)).toBe(7);

    clock.advance(30 * MINUTE);
    webhooks.arrive = false;
    await sandboxDecide(app, payment, 'approve');
    webhooks.arrive = true;
    await run();
    expect((await poll(app, token, order.orderId)).status).toBe(2);
  });

  it('sends a refund the gateway did not answer, once it answers', async () => {
    const token = await signedInTraveller(app);
    const { order, payment } = await buy(app, token);
    await sandboxDecide(app, payment, 'approve');
    const refund = await askRefund(app, token, order.orderId);
    const real = app.payments.gateway;
    const down: PaymentGateway = {
      ...real,
      refund: () => Promise.reject(new GatewayError('connect ECONNREFUSED', false)),
    };
    await approveRefund(deps(down), { refundId: refund.refundId }, 'operator');
    const waiting = await callOk(
      app,
      '/travel/api/coupon/order/refundDetails',
      { orderId: order.orderId },
      token,
    );
    expect(waiting).toMatchObject({ status: 2, referenceNumber: null });

    expect((await run()).refundsSent).toBe(1);
    expect(await orderStatus(db, order.orderId)).toBe(5);
  });

  it('settles a refund whose webhook never came', async () => {
    const token = await signedInTraveller(app);
    const { order, payment } = await buy(app, token);
    await sandboxDecide(app, payment, 'approve');
    const refund = await askRefund(app, token, order.orderId);
    webhooks.arrive = false;
    await approveRefund(deps(), { refundId: refund.refundId }, 'operator');
    await app.payments.gateway.idle();
    webhooks.arrive = true;
    expect(await orderStatus(db, order.orderId)).toBe(4);
    await run();
    expect(await orderStatus(db, order.orderId)).toBe(4);
    clock.advance(11 * MINUTE);
    expect((await run()).refundsSettled).toBe(1);
    expect(await orderStatus(db, order.orderId)).toBe(5);
  });

  it('runs in one replica at a time', async () => {
    if (engine === 'pglite') return;
    const other = await database().replica();
    await other.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(724190404::bigint)');
      expect((await reconcile(deps())).ran).toBe(false);
    });
    expect((await reconcile(deps())).ran).toBe(true);
  });
});
