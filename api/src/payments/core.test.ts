import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { appWithLosableWebhooks } from '../test-support/app';
import { paymentEvent, postWebhook, sandboxSecret } from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import {
  TEST_KIND,
  bookTestOrder,
  createTestBookingTable,
  testBooking,
} from '../test-support/payable-kind';
import type { SandboxGateway } from './gateways/sandbox';
import { reconcile } from './reconcile';
import { sendRefund, startRefund } from './refunds';

const MINUTE = 60_000;
const logger = pino({ level: 'silent' });

describe.each(engines)('the payment core with a second kind of order on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock();
  let app: FastifyInstance;
  let db: Database;
  let sandbox: SandboxGateway;
  let webhooks: { arrive: boolean };

  beforeAll(async () => {
    db = database().db;
    ({ app, webhooks } = await appWithLosableWebhooks(db, clock.now));
    if (!app.payments.sandbox) throw new Error('the tests run on the sandbox');
    sandbox = app.payments.sandbox;
    await createTestBookingTable(db);
  });

  const deps = () => ({ db, gateway: sandbox, now: clock.now, logger });
  const book = (amountPaise = 12_345) =>
    bookTestOrder(db, sandbox, {
      ref: `TB-${randomUUID()}`,
      amountPaise,
      at: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 15 * MINUTE),
    });
  const intentOf = async (ref: string) =>
    (
      await db.query<{ status: string; payment_id: string | null }>(
        'select status, payment_id from payment_intent where kind = $1 and order_ref = $2',
        [TEST_KIND, ref],
      )
    )[0];

  it('pays and refunds a booking through the core, by webhooks', async () => {
    const intent = await book();
    expect(intent.payer_url).toBe(`http://127.0.0.1/sandbox/upi/pay/${intent.gateway_order_id}`);
    expect(intent.upi_uri).toContain('am=123.45');

    const decided = await sandbox.decide(intent.gateway_order_id, 'approve', 'asha@oksandbox');
    expect(decided?.delivered).toBe(true);
    expect(await testBooking(db, intent.order_ref)).toEqual({ status: 'paid', flags: null });
    expect(await intentOf(intent.order_ref)).toMatchObject({ status: 'paid' });

    const reference = `TBR-${randomUUID()}`;
    await db.transaction((tx) =>
      startRefund(tx, {
        kind: TEST_KIND,
        orderRef: intent.order_ref,
        reference,
        amountPaise: 12_345,
        at: clock.now(),
      }),
    );
    expect(await sendRefund(deps(), reference)).toBe(true);
    expect(await sendRefund(deps(), reference)).toBe(false);
    await sandbox.idle();
    expect(await testBooking(db, intent.order_ref)).toMatchObject({ status: 'refunded' });
    const [refund] = await db.query<{ status: string; bank_reference: string }>(
      'select status, bank_reference from payment_refund where reference = $1',
      [reference],
    );
    expect(refund?.status).toBe('processed');
    expect(refund?.bank_reference).toMatch(/^\d{12}$/);
  });

  it('declines, and returns a payment of the wrong amount and flags the booking', async () => {
    const declined = await book();
    await sandbox.decide(declined.gateway_order_id, 'decline', 'asha@oksandbox');
    expect(await testBooking(db, declined.order_ref)).toMatchObject({ status: 'failed' });
    expect(await intentOf(declined.order_ref)).toMatchObject({ status: 'closed' });

    const short = await book();
    const response = await postWebhook(
      app,
      'sandbox',
      paymentEvent('payment.captured', { orderId: short.gateway_order_id, amount: 100 }),
      { secret: await sandboxSecret(db) },
    );
    expect(response.json()).toMatchObject({
      data: { outcome: 'amount does not match; returning it' },
    });
    const booking = await testBooking(db, short.order_ref);
    expect(booking?.status).toBe('failed');
    expect(booking?.flags).toContain('does not match');
  });

  it('reconciles: applies a payment whose webhook was lost and closes ended windows', async () => {
    const lost = await book();
    webhooks.arrive = false;
    await sandbox.decide(lost.gateway_order_id, 'approve', 'asha@oksandbox');
    webhooks.arrive = true;
    const lapsing = await book();
    expect(await testBooking(db, lost.order_ref)).toMatchObject({ status: 'awaiting' });

    expect(await reconcile(deps())).toMatchObject({ ran: true, gatewayErrors: 0 });
    expect(await testBooking(db, lost.order_ref)).toMatchObject({ status: 'paid' });
    expect(await intentOf(lost.order_ref)).toMatchObject({ status: 'paid' });
    expect(await testBooking(db, lapsing.order_ref)).toMatchObject({ status: 'awaiting' });

    clock.advance(15 * MINUTE);
    const report = await reconcile(deps());
    expect(report.ordersClosed).toContain(lapsing.order_ref);
    expect(await testBooking(db, lapsing.order_ref)).toMatchObject({ status: 'expired' });

    // A capture after the window closed is honoured: the payer paid.
    webhooks.arrive = false;
    await sandbox.decide(lapsing.gateway_order_id, 'approve', 'asha@oksandbox');
    webhooks.arrive = true;
    await reconcile(deps());
    expect(await testBooking(db, lapsing.order_ref)).toMatchObject({ status: 'paid' });
  });

  it('re-sends a refund left unsent, once its claim has lapsed', async () => {
    const intent = await book();
    await sandbox.decide(intent.gateway_order_id, 'approve', 'asha@oksandbox');
    const reference = `TBR-${randomUUID()}`;
    await db.transaction((tx) =>
      startRefund(tx, {
        kind: TEST_KIND,
        orderRef: intent.order_ref,
        reference,
        amountPaise: 12_345,
        at: clock.now(),
      }),
    );
    // A sender claimed it and died before the gateway answered.
    await db.query(
      "update payment_refund set claimed_until = $2 where reference = $1 and status = 'sending'",
      [reference, new Date(clock.now().getTime() + MINUTE)],
    );
    expect((await reconcile(deps())).refundsSent).toBe(0);
    clock.advance(MINUTE);
    expect((await reconcile(deps())).refundsSent).toBe(1);
    await sandbox.idle();
    expect(await testBooking(db, intent.order_ref)).toMatchObject({ status: 'refunded' });
  });

  describe('the database guards of the core', () => {
    const refused = (sql: string, params: unknown[]) =>
      expect(db.query(sql, params)).rejects.toThrow();

    it('keeps intents: no move back from paid, no change of amount, no delete', async () => {
      const intent = await book();
      await sandbox.decide(intent.gateway_order_id, 'approve', 'asha@oksandbox');
      await refused("update payment_intent set status = 'open' where id = $1", [intent.id]);
      await refused("update payment_intent set status = 'closed' where id = $1", [intent.id]);
      await refused('update payment_intent set amount_paise = 1 where id = $1', [intent.id]);
      await refused('delete from payment_intent where id = $1', [intent.id]);
      expect(await intentOf(intent.order_ref)).toMatchObject({ status: 'paid' });
    });

    it('keeps refunds: one on its way per order, no move back, no delete', async () => {
      const intent = await book();
      await sandbox.decide(intent.gateway_order_id, 'approve', 'asha@oksandbox');
      const start = (reference: string) =>
        db.transaction((tx) =>
          startRefund(tx, {
            kind: TEST_KIND,
            orderRef: intent.order_ref,
            reference,
            amountPaise: 12_345,
            at: clock.now(),
          }),
        );
      const first = await start(`TBR-${randomUUID()}`);
      await expect(start(`TBR-${randomUUID()}`)).rejects.toThrow();
      await sendRefund(deps(), first.reference);
      await sandbox.idle();
      await refused("update payment_refund set status = 'sending' where id = $1", [first.id]);
      await refused('update payment_refund set amount_paise = 1 where id = $1', [first.id]);
      await refused('delete from payment_refund where id = $1', [first.id]);
    });
  });
});
