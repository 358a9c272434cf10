import { BUSINESS_ERRORS } from '@travel/shared/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { type MockInstance, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import type { PaymentGateway } from '../payments/gateways/gateway';
import { reconcile } from '../payments/reconcile';
import { returnReference, sendQueuedReturns } from '../payments/returns';
import { OPERATOR_KEY_HEADER, OPERATOR_REFUND_PATH } from '../routes/operator';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import {
  CHEAPEST,
  askRefund,
  buy,
  buyAndPay,
  call,
  orderStatus,
  sandboxDecide,
  signedInTraveller,
} from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { addStaffMember, bootstrapAdmin, staffRequest } from '../test-support/staff';
import { NO_REFUND_TO_APPROVE_MESSAGE, REFUND_FINISHED_MESSAGE } from './refunds';

const OPERATOR_KEY = 'operator-key-for-tests-0123456789abcdef';
const logger = pino({ level: 'silent' });
/** Api processes on their own connections (on PGlite they share the one). */
const REPLICAS = 5;

interface Replica {
  db: Database;
  app: FastifyInstance;
  gateway: PaymentGateway;
  refunds: MockInstance<PaymentGateway['refund']>;
}

describe.each(engines)('racing refund approvals on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock('2026-11-20T06:00:00.000Z');
  const replicas: Replica[] = [];
  let finance: string;

  beforeAll(async () => {
    for (let i = 0; i < REPLICAS; i += 1) {
      const db = i === 0 ? database().db : await database().replica();
      const { app, config } = await testApp(db, {
        now: clock.now,
        env: { OPERATOR_API_KEY: OPERATOR_KEY },
      });
      const gateway = app.payments.gateway;
      replicas.push({ db, app, gateway, refunds: vi.spyOn(gateway, 'refund') });
      if (i === 0) {
        const admin = await bootstrapAdmin(app, config);
        finance = await addStaffMember(app, admin, 'farhan.finance@hegtravel.example', ['finance']);
      }
    }
  });

  const first = () => replicas[0] as Replica;
  const replica = (i: number) => replicas[i % REPLICAS] as Replica;

  const approveByEndpoint = (app: FastifyInstance, orderId: string) =>
    app.inject({
      method: 'POST',
      url: OPERATOR_REFUND_PATH,
      headers: { 'content-type': 'application/json', [OPERATOR_KEY_HEADER]: OPERATOR_KEY },
      payload: JSON.stringify({ orderId }),
    });

  // One traveller for all rounds: signing up costs a scrypt, which a busy machine feels.
  let traveller: string | undefined;
  async function pendingRefund(): Promise<{ orderId: string; refundId: string }> {
    const { app } = first();
    traveller ??= await signedInTraveller(app);
    const token = traveller;
    const paid = await buyAndPay(app, token, CHEAPEST);
    const refund = await askRefund(app, token, paid.orderId);
    for (const { refunds } of replicas) refunds.mockClear();
    return { orderId: paid.orderId, refundId: refund.refundId };
  }

  async function settle(): Promise<void> {
    for (const { gateway } of replicas) await gateway.idle();
  }

  /** What the gateway was asked and did, and where the refund and order ended. */
  async function outcome(orderId: string, refundId: string) {
    const { db } = first();
    const [bank] = await db.query<{ n: number }>(
      `select count(*)::int as n from sandbox_upi_refund r
       join payment_intent i on i.payment_id = r.payment_id
       where i.kind = 'coupon' and i.order_ref = $1`,
      [orderId],
    );
    const [refund] = await db.query<{ status: number; failure_reason: string | null }>(
      'select status, failure_reason from coupon_refund where refund_id = $1',
      [refundId],
    );
    return {
      refundCalls: replicas.reduce((sum, { refunds }) => sum + refunds.mock.calls.length, 0),
      gatewayRefunds: bank?.n,
      refund,
      order: await orderStatus(db, orderId),
    };
  }

  const settledOnce = {
    refundCalls: 1,
    gatewayRefunds: 1,
    refund: { status: 3, failure_reason: null },
    order: 5,
  };

  function expectAnswered(answers: LightMyRequestResponse[]): void {
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      const body = answer.json<{ code: number; msg: string }>();
      // A late approval finds the refund sent already, or already settled by the webhook.
      if (body.code !== 200) {
        expect(body).toEqual({
          code: 404,
          msg: NO_REFUND_TO_APPROVE_MESSAGE,
          data: null,
          error: 'noRefundToApprove',
        });
      }
    }
  }

  it('sends the refund once when two operators approve it at the same moment (10 pairs)', async () => {
    for (let pair = 0; pair < 10; pair += 1) {
      const { orderId, refundId } = await pendingRefund();
      const answers = await Promise.all([
        approveByEndpoint(replica(pair).app, orderId),
        approveByEndpoint(replica(pair + 1).app, orderId),
      ]);
      await settle();
      expectAnswered(answers);
      expect(await outcome(orderId, refundId), `pair ${pair}`).toEqual(settledOnce);
    }
  }, 120_000);

  it('sends the refund once when 50 approvals arrive at once', async () => {
    const { orderId, refundId } = await pendingRefund();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => approveByEndpoint(replica(i).app, orderId)),
    );
    await settle();
    expectAnswered(answers);
    expect(await outcome(orderId, refundId)).toEqual(settledOnce);
  });

  it('sends the refund once whoever triggers it: operator endpoint, finance and reconciliation together', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { orderId, refundId } = await pendingRefund();
      // What the console and `finance approve` call; a late one is told it was approved already.
      const staff = (i: number) =>
        staffRequest(replica(i).app, 'POST', '/travel/ops/refunds/approve', finance, {
          refundId,
          reason: 'unused coupon',
        });
      const reconciliation = (i: number) =>
        reconcile({ db: replica(i).db, gateway: replica(i).gateway, now: clock.now, logger });
      const [, first, , , second] = await Promise.all([
        approveByEndpoint(replica(0).app, orderId),
        staff(1),
        reconciliation(2),
        approveByEndpoint(replica(3).app, orderId),
        staff(4),
        reconciliation(0),
        reconciliation(1),
      ]);
      for (const answer of [first, second]) {
        if (answer.status === 200) continue;
        expect(answer.status, `round ${round}`).toBe(409);
        expect([BUSINESS_ERRORS.refundAlreadyApproved.message, REFUND_FINISHED_MESSAGE]).toContain(
          answer.json.error,
        );
      }
      // Reconciliation after the dust settles finds nothing left to send.
      await settle();
      expect((await reconciliation(3)).refundsSent).toBe(0);
      await settle();
      expect(await outcome(orderId, refundId), `round ${round}`).toEqual(settledOnce);
    }
  }, 120_000);

  it("holds the sandbox's own idempotency key under 50 concurrent calls", async () => {
    const { orderId } = await pendingRefund();
    const [paid] = await first().db.query<{ payment_id: string }>(
      "select payment_id from payment_intent where kind = 'coupon' and order_ref = $1",
      [orderId],
    );
    const request = {
      paymentId: paid?.payment_id ?? '',
      amountPaise: 100,
      idempotencyKey: `KEY-${orderId}`,
      receipt: `KEY-${orderId}`,
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => replica(i).gateway.refund(request)),
    );
    await settle();
    expect(new Set(answers.map((answer) => answer.refundId)).size).toBe(1);
    const [rows] = await first().db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_upi_refund where idempotency_key = $1',
      [request.idempotencyKey],
    );
    expect(rows?.n).toBe(1);
  });

  it('sends a payment we did not honour back once when several senders find it at once', async () => {
    const { app, db } = first();
    const token = await signedInTraveller(app);
    const paid = await buyAndPay(app, token, CHEAPEST);
    // As if this capture had been a second payment: queued to go back.
    const [payment] = await db.query<{ payment_id: string }>(
      `update payment set return_status = 'queued'
       where intent_id = (select id from payment_intent where kind = 'coupon' and order_ref = $1)
       returning payment_id`,
      [paid.orderId],
    );
    for (const { refunds } of replicas) refunds.mockClear();
    const deps = (i: number) => ({
      db: replica(i).db,
      gateway: replica(i).gateway,
      now: clock.now,
      logger,
    });
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => sendQueuedReturns(deps(i))),
      reconcile(deps(1)),
      reconcile(deps(2)),
    ]);
    await settle();
    const reference = returnReference(payment?.payment_id ?? '');
    const [bank] = await db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_upi_refund where idempotency_key = $1',
      [reference],
    );
    const [row] = await db.query<{ return_status: string }>(
      'select return_status from payment where payment_id = $1',
      [payment?.payment_id],
    );
    expect({
      refundCalls: replicas.reduce((sum, { refunds }) => sum + refunds.mock.calls.length, 0),
      gatewayRefunds: bank?.n,
      returnStatus: row?.return_status,
    }).toEqual({ refundCalls: 1, gatewayRefunds: 1, returnStatus: 'returned' });
  });

  it('keeps an order and its intent in step when a cancel and a capture race', async () => {
    const { app, db } = first();
    const token = await signedInTraveller(app);
    for (let round = 0; round < 6; round += 1) {
      const { order, payment } = await buy(app, token, CHEAPEST);
      const [cancelled] = await Promise.all([
        call(
          replica(round + 1).app,
          '/travel/api/coupon/order/cancel',
          { orderId: order.orderId },
          token,
        ),
        sandboxDecide(app, payment, 'approve'),
      ]);
      await settle();
      expect([200, 409]).toContain(cancelled.code);
      const [state] = await db.query<{ order: number; intent: string; coupons: number }>(
        `select o.status as order, i.status as intent,
           (select count(*)::int from coupon c where c.order_pk = o.id) as coupons
         from coupon_order o join payment_intent i on i.kind = 'coupon' and i.order_ref = o.order_id
         where o.order_id = $1`,
        [order.orderId],
      );
      // Either the cancel won at the gateway, or the capture arrived and is honoured.
      expect([
        { order: 7, intent: 'closed', coupons: 0 },
        { order: 2, intent: 'paid', coupons: 1 },
      ]).toContainEqual(state);
    }
  }, 120_000);
});
