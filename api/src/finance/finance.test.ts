import {
  PAYMENT_WINDOW_MS,
  type QueuedRefund,
  type ReconciliationRun,
  type ReconciliationStatus,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runCouponsCommand } from '../cli/coupons';
import { runFinanceCommand } from '../cli/finance';
import type { Database } from '../db/database';
import { GatewayError } from '../payments/gateways/gateway';
import { startReconciler } from '../payments/reconcile';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import {
  CHEAPEST,
  askRefund,
  buy,
  buyAndPay,
  callOk,
  orderStatus,
  signedInTraveller,
} from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { adult, adultMan, bookAndPay, itinerariesOn, pollBooking } from '../test-support/flights';
import { addStaffMember, bootstrapAdmin, listeningSite, staffRequest } from '../test-support/staff';

const BANK_REFUSES = 'refundfail.asha@oksandbox';
const BANK_FAILURE = 'The bank could not return the money.';
const DAY = 24 * 60 * 60_000;

describe.each(engines)('finance: refunds sent again, and reconciliation, on %s', (engine) => {
  const database = useTestDatabase(engine);
  // A Monday in India.
  const clock = testClock('2026-11-23T06:00:00.000Z');
  let app: FastifyInstance;
  let db: Database;
  let admin: string;
  let farhan: string;
  let nisha: string;
  let support: string;

  beforeAll(async () => {
    db = database().db;
    const built = await testApp(db, { now: clock.now });
    app = built.app;
    admin = await bootstrapAdmin(app, built.config);
    farhan = await addStaffMember(
      app,
      admin,
      `farhan.${engine}@hegtravel.example`,
      ['finance'],
      'Farhan Ali',
    );
    nisha = await addStaffMember(
      app,
      admin,
      `nisha.${engine}@hegtravel.example`,
      ['finance'],
      'Nisha Rao',
    );
    support = await addStaffMember(app, admin, `priya.${engine}@hegtravel.example`, ['support']);
  });

  const resend = (token: string, refundId: string, reason = 'the bank fixed the account') =>
    staffRequest(app, 'POST', '/travel/ops/refunds/resend', token, { refundId, reason });

  const queued = async (refundId: string): Promise<QueuedRefund | undefined> => {
    const queue = await staffRequest(app, 'GET', '/travel/ops/refunds', farhan);
    return (queue.json.refunds as QueuedRefund[]).find((r) => r.refundId === refundId);
  };

  /** A coupon refund approved by finance that the payer's bank refused: refund 4, order 6. */
  async function failedCouponRefund() {
    const token = await signedInTraveller(app);
    const paid = await buyAndPay(app, token, CHEAPEST, BANK_REFUSES);
    const refund = await askRefund(app, token, paid.orderId);
    const approved = await staffRequest(app, 'POST', '/travel/ops/refunds/approve', farhan, {
      refundId: refund.refundId,
      reason: 'unused coupon',
    });
    expect(approved.status).toBe(200);
    await app.payments.gateway.idle();
    expect(await orderStatus(db, paid.orderId)).toBe(6);
    return { token, paid, refundId: refund.refundId };
  }

  /** The bank of the order's payment takes refunds from now on. */
  const bankAccepts = (orderId: string) =>
    db.query(
      `update sandbox_upi_payment set vpa = 'asha@oksandbox'
       where id = (select payment_id from payment_intent where order_ref = $1)`,
      [orderId],
    );

  it('sends a coupon refund the gateway failed again, once however many press, with its ledger row', async () => {
    const { token, paid, refundId } = await failedCouponRefund();
    expect(await queued(refundId)).toMatchObject({
      status: 'Refund Failed',
      reason: BANK_FAILURE,
      canResend: true,
      canDecide: false,
    });
    const other = await signedInTraveller(app);
    const pending = await askRefund(app, other, (await buyAndPay(app, other)).orderId);
    expect(await queued(pending.refundId)).toMatchObject({ canResend: false, canDecide: true });

    await bankAccepts(paid.orderId);
    // Two finance members press at the same moment: one sends it, the other is told so.
    const answers = await Promise.all([resend(farhan, refundId), resend(nisha, refundId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200);
    const lost = answers.find((a) => a.status === 409);
    expect(won?.json.refund).toMatchObject({
      kind: 'coupon',
      refundId,
      orderId: paid.orderId,
      canResend: false,
      canDecide: false,
    });
    expect(String(lost?.json.error)).toMatch(
      new RegExp(
        `^${refundId} is not a failed refund: it is (Processing Refund \\(staff:(Farhan Ali|Nisha Rao) sent it again at ${clock.now().toISOString()}\\)|Refund Successful)\\.$`,
      ),
    );
    await app.payments.gateway.idle();

    // The money went back: refund 3 after 1, 2, 4, 2; the order refunded, the coupon void.
    const details = await callOk(
      app,
      '/travel/api/coupon/order/refundDetails',
      { orderId: paid.orderId },
      token,
    );
    expect(details).toMatchObject({ refundId, status: 3, failureReason: null });
    expect(details.referenceNumber).toMatch(/^\d{12}$/);
    expect(details.steps.map((step) => step.status)).toEqual([1, 2, 4, 2, 3]);
    expect(await orderStatus(db, paid.orderId)).toBe(5);
    // Two calls to the gateway, each under its own key: the failed one and the one sent again.
    const attempts = await db.query<{ reference: string; status: string }>(
      'select reference, status from payment_refund where refund_ref = $1 order by id',
      [refundId],
    );
    expect(attempts).toEqual([
      { reference: refundId, status: 'failed' },
      { reference: `${refundId}-2`, status: 'processed' },
    ]);
    const [bank] = await db.query<{ n: number }>(
      `select count(*)::int as n from sandbox_upi_refund r
       join payment_intent i on i.payment_id = r.payment_id where i.order_ref = $1`,
      [paid.orderId],
    );
    expect(bank?.n).toBe(2);

    const ledger = await staffRequest(
      app,
      'GET',
      `/travel/ops/audit?record=refund:${refundId}`,
      admin,
    );
    const resends = (ledger.json.entries as { action: string }[]).filter(
      (entry) => entry.action === 'refund.resend',
    );
    expect(resends).toEqual([
      expect.objectContaining({
        actor: expect.stringMatching(/^(Farhan Ali|Nisha Rao)$/) as unknown,
        reason: 'the bank fixed the account',
        details: { orderId: paid.orderId, amountPaise: 100, previousFailure: BANK_FAILURE },
      }),
    ]);

    expect(await resend(farhan, refundId)).toEqual({
      status: 409,
      json: { error: `${refundId} is not a failed refund: it is Refund Successful.` },
    });
  });

  it('refuses a pending refund, one staff turned down and an unknown one; needs a reason and the finance role', async () => {
    const token = await signedInTraveller(app);
    const paid = await buyAndPay(app, token);
    const refund = await askRefund(app, token, paid.orderId);
    expect(await resend(farhan, refund.refundId)).toEqual({
      status: 409,
      json: { error: `${refund.refundId} is not a failed refund: it is Pending refund.` },
    });
    await staffRequest(app, 'POST', '/travel/ops/refunds/reject', farhan, {
      refundId: refund.refundId,
      reason: 'Coupon applied to PNR X1Y2Z3',
    });
    expect(await queued(refund.refundId)).toBeUndefined();
    expect(await resend(farhan, refund.refundId)).toEqual({
      status: 409,
      json: {
        error: `${refund.refundId} was turned down by staff ("Coupon applied to PNR X1Y2Z3"), not failed by the gateway: there is nothing to send again.`,
      },
    });
    // Nor by hand: the database's guard allows 4 -> 2 only for a refund the gateway failed.
    await expect(
      db.query(
        "update coupon_refund set status = 2, updated_by = 'operator' where refund_id = $1",
        [refund.refundId],
      ),
    ).rejects.toThrow(`refund ${refund.refundId} was not failed by the gateway`);

    expect(await resend(farhan, 'RF20261123AAAAAAAA')).toEqual({
      status: 404,
      json: { error: 'No refund is called RF20261123AAAAAAAA.' },
    });
    expect(
      await staffRequest(app, 'POST', '/travel/ops/refunds/resend', farhan, {
        refundId: refund.refundId,
      }),
    ).toEqual({
      status: 400,
      json: { error: 'reason: reason is required: say why, for the audit ledger' },
    });
    expect((await resend(support, refund.refundId)).status).toBe(403);
  });

  it('does not send a coupon refund again once the visitor asked anew or used the coupon', async () => {
    const asked = await failedCouponRefund();
    const again = await askRefund(app, asked.token, asked.paid.orderId);
    expect(await queued(asked.refundId)).toMatchObject({ canResend: false });
    expect((await resend(farhan, asked.refundId)).json.error).toBe(
      `${asked.refundId} is not the latest refund of ${asked.paid.orderId}: the visitor asked again (${again.refundId}); look at that one.`,
    );

    const used = await failedCouponRefund();
    await db.query("update coupon set status = 'used', used_at = $2 where code = $1", [
      used.paid.couponCode,
      clock.now(),
    ]);
    expect(await queued(used.refundId)).toMatchObject({ canResend: false });
    expect(await resend(farhan, used.refundId)).toEqual({
      status: 409,
      json: {
        error: `The coupon of ${used.paid.orderId} was used for a booking after the refund failed: there is nothing to refund.`,
      },
    });
    expect(await orderStatus(db, used.paid.orderId)).toBe(6);
  });

  it('sends a failed flight refund again; refused again by the bank, it can be sent once more', async () => {
    const token = await signedInTraveller(app);
    const [flight] = await itinerariesOn(app, { from: 'BOM', to: 'BLR', date: '2026-12-02' });
    const paid = await bookAndPay(
      app,
      token,
      { itineraryId: flight?.id ?? '' },
      [adult(), adultMan()],
      undefined,
      'refundfail@oksandbox',
    );
    const cancelled = await callOk(
      app,
      '/travel/api/flights/order/cancel',
      { orderId: paid.orderId, travellerIds: [1] },
      token,
    );
    await app.payments.gateway.idle();
    const refundId = cancelled.refund.refundId;
    expect((await pollBooking(app, token, paid.orderId)).status).toBe(6);
    expect(await queued(refundId)).toMatchObject({
      kind: 'flight',
      status: 'Refund Failed',
      canResend: true,
    });

    const sent = await resend(nisha, refundId, 'asked the payer to check the account');
    expect(sent.status).toBe(200);
    // Processing, unless the bank's answer came back already.
    expect(sent.json.refund).toMatchObject({
      kind: 'flight',
      refundId,
      status: expect.stringMatching(/^(Processing Refund|Refund Failed)$/) as unknown,
    });
    await app.payments.gateway.idle();

    // The bank still refuses: failed again, the booking Refund Failed again, and finance may
    // send it once more (as a third attempt).
    expect((await pollBooking(app, token, paid.orderId)).status).toBe(6);
    const [refund] = await callOk(
      app,
      '/travel/api/flights/order/refunds',
      { orderId: paid.orderId },
      token,
    );
    expect(refund).toMatchObject({ refundId, status: 4 });
    expect(refund?.failureReason).toEqual(expect.any(String));
    expect(refund?.steps.map((step) => step.status)).toEqual([1, 2, 4, 2, 4]);
    expect(await queued(refundId)).toMatchObject({ canResend: true });
    const [audit] = await db.query<{ actor: string; details: Record<string, unknown> }>(
      "select actor, details from staff_audit where action = 'refund.resend' and record = $1",
      [`refund:${refundId}`],
    );
    expect(audit).toMatchObject({
      actor: 'Nisha Rao',
      details: { orderId: paid.orderId, amountPaise: cancelled.refund.amountPaise },
    });
  });

  it('the finance CLI sends a failed refund again, and says why it will not', async () => {
    const site = await listeningSite(app);
    const asFinance = (...args: string[]) =>
      runFinanceCommand([...args, '--url', site], { STAFF_TOKEN: farhan });
    const { paid, refundId } = await failedCouponRefund();
    expect(await asFinance('refunds')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^${refundId} .* Refund Failed .*\\(can be sent again: refunds resend\\)$`),
        ),
      ]),
    );
    await expect(asFinance('refunds', 'resend', refundId)).rejects.toThrow(
      'refunds resend needs --reason',
    );
    await bankAccepts(paid.orderId);
    expect(await asFinance('refunds', 'resend', refundId, '--reason', 'bank fixed')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${refundId}: sent again by the original route; it is (Processing Refund|Refund Successful)$`,
        ),
      ),
    ]);
    await app.payments.gateway.idle();
    await expect(asFinance('refunds', 'resend', refundId, '--reason', 'again')).rejects.toThrow(
      `${refundId} is not a failed refund: it is Refund Successful.`,
    );
  });

  it('keeps every run with its trigger, shows the status, and runs when finance asks', async () => {
    const status = async () =>
      (await staffRequest(app, 'GET', '/travel/ops/payments/reconciliation', farhan))
        .json as unknown as ReconciliationStatus;
    expect((await status()).schedule).toEqual({ enabled: false, everySeconds: null });

    // A refund approved while the gateway is down stays with us (2) ...
    const token = await signedInTraveller(app);
    const paid = await buyAndPay(app, token);
    const refund = await askRefund(app, token, paid.orderId);
    vi.spyOn(app.payments.gateway, 'refund').mockRejectedValueOnce(
      new GatewayError('connect ECONNREFUSED', false),
    );
    await staffRequest(app, 'POST', '/travel/ops/refunds/approve', farhan, {
      refundId: refund.refundId,
      reason: 'unused coupon',
    });
    // ... past the policy's 7 business days (approved Monday 23 November: due 2 December).
    clock.advance(10 * DAY);
    // And an order left unpaid past its window.
    const late = await signedInTraveller(app);
    const { order } = await buy(app, late);
    clock.advance(PAYMENT_WINDOW_MS + 1);

    const before = await status();
    expect(before.open.paymentsPastWindow.items).toEqual([
      expect.objectContaining({ kind: 'coupon', id: order.orderId, orderId: order.orderId }),
    ]);
    expect(before.open.refundsProcessingLong.items).toEqual([
      expect.objectContaining({
        kind: 'coupon',
        id: refund.refundId,
        orderId: paid.orderId,
        note: 'with the gateway since 2026-11-23; the money was due by 2026-12-02',
      }),
    ]);
    // The refunds the gateway failed that are still their order's last word: the flight's and
    // the coupon's whose coupon went to a booking since (not the one the visitor asked anew).
    expect(before.open.refundsFailedAtGateway.items.map((item) => item.kind).sort()).toEqual([
      'coupon',
      'flight',
    ]);

    expect(
      await staffRequest(app, 'POST', '/travel/ops/payments/reconcile', farhan, {}),
    ).toMatchObject({ status: 400 });
    const asked = await staffRequest(app, 'POST', '/travel/ops/payments/reconcile', farhan, {
      reason: 'gateway was down this morning',
    });
    expect(asked.status).toBe(200);
    const run = asked.json.run as ReconciliationRun;
    expect(run).toMatchObject({
      trigger: 'staff:Farhan Ali',
      ran: true,
      ordersClosed: 1,
      refundsSent: 1,
      gatewayErrors: 0,
      error: null,
    });
    await app.payments.gateway.idle();
    expect(await orderStatus(db, paid.orderId)).toBe(5);
    expect(await orderStatus(db, order.orderId)).toBe(7);

    const after = await status();
    expect(after.lastRun).toEqual(run);
    expect(after.recentRuns[0]).toEqual(run);
    expect(after.open.paymentsPastWindow).toEqual({ total: 0, items: [] });
    expect(after.open.refundsProcessingLong).toEqual({ total: 0, items: [] });
    const [audit] = await db.query<{ actor: string; reason: string; details: object }>(
      "select actor, reason, details from staff_audit where action = 'payments.reconcile'",
    );
    expect(audit).toMatchObject({
      actor: 'Farhan Ali',
      reason: 'gateway was down this morning',
      details: { ran: true, ordersClosed: 1, refundsSent: 1 },
    });

    // The api's own timer keeps its runs too.
    const timer = startReconciler(
      { db, gateway: app.payments.gateway, now: clock.now, logger: pino({ level: 'silent' }) },
      20,
    );
    await vi.waitFor(async () => expect((await status()).lastRun?.trigger).toBe('schedule'), {
      timeout: 10_000,
      interval: 50,
    });
    await timer.stop();
    expect((await status()).recentRuns.map((r) => r.trigger)).toContain('staff:Farhan Ali');

    // A site that runs it every 15 minutes says so.
    const { app: scheduled } = await testApp(db, {
      now: clock.now,
      env: { RECONCILE_INTERVAL_SECONDS: '900' },
    });
    const shown = await staffRequest(
      scheduled,
      'GET',
      '/travel/ops/payments/reconciliation',
      farhan,
    );
    expect(shown.json.schedule).toEqual({ enabled: true, everySeconds: 900 });
  });

  it('runs and shows reconciliation from the CLIs against the running site', async () => {
    const site = await listeningSite(app);
    const as = (token: string) => ({ STAFF_TOKEN: token });
    await expect(runCouponsCommand(['reconcile', '--url', site], as(farhan))).rejects.toThrow(
      'reconcile needs --reason',
    );
    await expect(
      runCouponsCommand(['reconcile', '--reason', 'check', '--url', site], as(support)),
    ).rejects.toThrow('This needs the finance role');
    const lines = await runCouponsCommand(
      ['reconcile', '--reason', 'end of day check', '--url', site],
      as(nisha),
    );
    expect(lines[0]).toMatch(/^asked the gateway about \d+ orders, applied \d+ payments$/);
    const shown = await runFinanceCommand(['reconciliation', '--url', site], as(farhan));
    expect(shown[0]).toBe(
      'does not run by itself (RECONCILE_INTERVAL_SECONDS=0): run it with coupons reconcile',
    );
    expect(shown[1]).toBe(`last run ${clock.now().toISOString()} by staff:Nisha Rao:`);
    expect(shown).toContain('payments still waiting after their window: 0');
    expect(shown).toEqual(
      expect.arrayContaining([expect.stringMatching(/^refunds the gateway failed: 2$/)]),
    );
    // The refunds the database-opening commands handled are the finance CLI's.
    await expect(
      runCouponsCommand(['refunds', 'approve', 'RF1', '--url', site], as(farhan)),
    ).rejects.toThrow('Refunds and the attention list are in the finance CLI');
  });
});
