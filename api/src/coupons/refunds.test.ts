import { COUPON_MESSAGES, type CouponOrder } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { runFinanceCommand } from '../cli/finance';
import type { Database } from '../db/database';
import type { PaymentGateway } from '../payments/gateways/gateway';
import { OPERATOR_KEY_HEADER, OPERATOR_REFUND_PATH } from '../routes/operator';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import {
  CHEAPEST,
  askRefund,
  buy,
  buyAndPay,
  call,
  callOk,
  orderStatus,
  poll,
  signedInTraveller,
} from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { callApi, post } from '../test-support/http';
import { addStaffMember, bootstrapAdmin, listeningSite } from '../test-support/staff';
import { NO_REFUND_TO_APPROVE_MESSAGE, REFUND_NOT_PENDING_MESSAGE } from './refunds';

const OPERATOR_KEY = 'operator-key-for-tests-0123456789abcdef';

describe.each(engines)('refunds on %s', (engine) => {
  const database = useTestDatabase(engine);
  // A Friday in India, so the credit date skips a weekend.
  const clock = testClock('2026-11-20T06:00:00.000Z');
  let app: FastifyInstance;
  let db: Database;
  let gateway: PaymentGateway;
  let site: string;
  let finance: string;

  beforeAll(async () => {
    db = database().db;
    const built = await testApp(db, { now: clock.now, env: { OPERATOR_API_KEY: OPERATOR_KEY } });
    app = built.app;
    gateway = app.payments.gateway;
    const admin = await bootstrapAdmin(app, built.config);
    finance = await addStaffMember(app, admin, 'farhan.finance@hegtravel.example', ['finance']);
    site = await listeningSite(app);
  });

  /** The finance CLI against the running site. */
  const cli = async (...args: string[]) => {
    const lines = await runFinanceCommand([...args, '--url', site], { STAFF_TOKEN: finance });
    await gateway.idle();
    return lines;
  };
  const approve = (refundId: string) => cli('approve', refundId, '--reason', 'unused coupon');

  /** Marks a coupon used, as a booking paid with it does. */
  const useCoupon = (code: string) =>
    db.query("update coupon set status = 'used', used_at = $2 where code = $1", [
      code,
      clock.now(),
    ]);

  const operatorApprove = (orderId: string, key: string | null = OPERATOR_KEY) =>
    app.inject({
      method: 'POST',
      url: OPERATOR_REFUND_PATH,
      headers: {
        'content-type': 'application/json',
        ...(key === null ? {} : { [OPERATOR_KEY_HEADER]: key }),
      },
      payload: JSON.stringify({ orderId }),
    });

  const details = (token: string, orderId: string) =>
    callOk(app, '/travel/api/coupon/order/refundDetails', { orderId }, token);

  describe('asking for a refund', () => {
    it('moves a paid order to 4 and makes a pending refund of the amount paid', async () => {
      const token = await signedInTraveller(app);
      const paid = await buyAndPay(app, token, CHEAPEST);
      const refund = await callOk(
        app,
        '/travel/api/coupon/order/refund',
        {
          orderId: paid.orderId,
          reason: '  Trip cancelled  ',
        },
        token,
      );
      expect(refund.refundId).toMatch(/^RF20261120[2-9A-HJKMNP-Z]{8}$/);
      expect(refund).toEqual({
        refundId: refund.refundId,
        orderId: paid.orderId,
        productCode: CHEAPEST,
        amountPaise: 100,
        status: 1,
        reason: 'Trip cancelled',
        createdAt: clock.now().toISOString(),
        updatedAt: clock.now().toISOString(),
      });
      expect(await poll(app, token, paid.orderId)).toMatchObject({
        status: 4,
        actions: ['refundDetails'],
      });
    });

    it('makes exactly one refund from 100 concurrent requests', async () => {
      const token = await signedInTraveller(app);
      const paid = await buyAndPay(app, token);
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          call(app, '/travel/api/coupon/order/refund', { orderId: paid.orderId }, token),
        ),
      );
      expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.code !== 200)) {
        expect(answer).toEqual({
          code: 409,
          msg: COUPON_MESSAGES.refundAlreadyRequested,
          data: null,
          error: 'refundAlreadyRequested',
        });
      }
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from coupon_refund r join coupon_order o on o.id = r.order_pk
         where o.order_id = $1`,
        [paid.orderId],
      );
      expect(row?.n).toBe(1);
    });

    it('refuses an unpaid order, a refunded one and a used coupon, each with a message', async () => {
      const token = await signedInTraveller(app);
      const unpaid = (await buy(app, token)).order;
      expect(
        await call(app, '/travel/api/coupon/order/refund', { orderId: unpaid.orderId }, token),
      ).toEqual({
        code: 409,
        msg: COUPON_MESSAGES.refundUnpaid,
        data: null,
        error: 'refundUnpaid',
      });

      const used = await buyAndPay(app, token);
      await useCoupon(used.couponCode ?? '');
      expect(
        await call(app, '/travel/api/coupon/order/refund', { orderId: used.orderId }, token),
      ).toEqual({
        code: 409,
        msg: COUPON_MESSAGES.refundCouponUsed,
        data: null,
        error: 'refundCouponUsed',
      });

      const refunded = await buyAndPay(app, token);
      await askRefund(app, token, refunded.orderId);
      await approve((await details(token, refunded.orderId)).refundId);
      expect(await orderStatus(db, refunded.orderId)).toBe(5);
      expect(
        await call(app, '/travel/api/coupon/order/refund', { orderId: refunded.orderId }, token),
      ).toEqual({
        code: 409,
        msg: COUPON_MESSAGES.refundAlreadyDone,
        data: null,
        error: 'refundAlreadyDone',
      });
      expect((await poll(app, token, refunded.orderId)).couponStatus).toBe('void');
    });

    it('refuses an expired coupon', async () => {
      const late = testClock('2026-12-31T18:00:00.000Z');
      const { app: lateApp } = await testApp(db, { now: late.now });
      const token = await signedInTraveller(lateApp);
      const paid = await buyAndPay(lateApp, token);
      late.advance(30 * 60_000);
      expect((await poll(lateApp, token, paid.orderId)).actions).toEqual(['prizeDraw']);
      expect(
        await call(lateApp, '/travel/api/coupon/order/refund', { orderId: paid.orderId }, token),
      ).toEqual({
        code: 409,
        msg: COUPON_MESSAGES.refundCouponExpired,
        data: null,
        error: 'refundCouponExpired',
      });
    });

    it('says so when there is no refund to show', async () => {
      const token = await signedInTraveller(app);
      const paid = await buyAndPay(app, token);
      expect(
        await call(app, '/travel/api/coupon/order/refundDetails', { orderId: paid.orderId }, token),
      ).toEqual({
        code: 404,
        msg: COUPON_MESSAGES.noRefund,
        data: null,
        error: 'noRefund',
      });
    });
  });

  describe('finance and the operator', () => {
    it('approves (1 -> 2), the gateway webhook completes it (3, order 5), coupon and entry void', async () => {
      const token = await signedInTraveller(app);
      const paid = await buyAndPay(app, token);
      await callOk(app, '/travel/api/coupon/orders/prizeDraw', { orderId: paid.orderId }, token);
      const refund = await askRefund(app, token, paid.orderId);
      expect(await cli('refunds')).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^${refund.refundId} .* Pending refund `)),
        ]),
      );
      clock.advance(60 * 60_000);
      const [line] = await approve(refund.refundId);
      expect(line).toBe(
        `${refund.refundId}: approved and sent by the original route, expected credit by 2026-12-01`,
      );

      const shown = await details(token, paid.orderId);
      expect(shown).toMatchObject({
        refundId: refund.refundId,
        status: 3,
        amountPaise: 9900,
        route: 'UPI, back to the account that paid',
        expectedCreditBy: '2026-12-01',
        rejectionReason: null,
        failureReason: null,
      });
      expect(shown.referenceNumber).toMatch(/^\d{12}$/);
      expect(shown.steps.map((s) => [s.status, s.label])).toEqual([
        [1, 'Pending refund'],
        [2, 'Processing Refund'],
        [3, 'Refund Successful'],
      ]);
      expect(shown.steps[1]?.at).toBe(clock.now().toISOString());
      const order = await poll(app, token, paid.orderId);
      expect(order).toMatchObject({
        status: 5,
        couponStatus: 'void',
        actions: ['refundDetails', 'prizeDraw'],
      });
      expect(order.draw?.status).toBe('void');
      const list = await post(app, '/travel/api/coupon/refunds/pageList', {}, { token });
      expect(list.json()).toMatchObject({
        code: 200,
        total: 1,
        data: [{ refundId: refund.refundId, status: 3 }],
      });
    });

    it('sends a refund the bank refuses to 4, and the order to 6; the visitor may ask again', async () => {
      const token = await signedInTraveller(app);
      const paid = await buyAndPay(app, token, CHEAPEST, 'refundfail.asha@oksandbox');
      const refund = await askRefund(app, token, paid.orderId);
      await approve(refund.refundId);
      const shown = await details(token, paid.orderId);
      expect(shown).toMatchObject({ status: 4, expectedCreditBy: null, rejectionReason: null });
      expect(shown.failureReason).toBe('The bank could not return the money.');
      expect(shown.steps.map((s) => s.status)).toEqual([1, 2, 4]);
      const order = await poll(app, token, paid.orderId);
      expect(order).toMatchObject({
        status: 6,
        couponStatus: 'active',
        actions: ['refund', 'refundDetails'],
      });
      const again = await askRefund(app, token, paid.orderId);
      expect(again.refundId).not.toBe(refund.refundId);
      expect(await orderStatus(db, paid.orderId)).toBe(4);

      // Each refund of the order keeps its own details; without an id, the latest is shown.
      expect(await details(token, paid.orderId)).toMatchObject({
        refundId: again.refundId,
        status: 1,
      });
      const first = await callOk(
        app,
        '/travel/api/coupon/order/refundDetails',
        { orderId: paid.orderId, refundId: refund.refundId },
        token,
      );
      expect(first).toMatchObject({ refundId: refund.refundId, status: 4 });
    });

    it('rejects a pending request with a reason: refund 4, order back to paid', async () => {
      const token = await signedInTraveller(app);
      const paid = await buyAndPay(app, token);
      const refund = await askRefund(app, token, paid.orderId);
      await expect(cli('reject', refund.refundId)).rejects.toThrow('--reason');
      expect(
        await cli('reject', refund.refundId, '--reason', 'Coupon already applied to PNR X1Y2Z3'),
      ).toEqual([
        `${refund.refundId}: rejected; the order is paid again and the visitor sees the reason`,
      ]);
      expect(await details(token, paid.orderId)).toMatchObject({
        status: 4,
        rejectionReason: 'Coupon already applied to PNR X1Y2Z3',
        expectedCreditBy: null,
      });
      const order = await poll(app, token, paid.orderId);
      expect(order).toMatchObject({ status: 2, couponStatus: 'active' });
      expect(order.actions).toEqual(['refund', 'refundDetails', 'prizeDraw']);
      await expect(cli('reject', refund.refundId, '--reason', 'again')).rejects.toThrow(
        REFUND_NOT_PENDING_MESSAGE,
      );
    });

    it('approves through the operator endpoint with X-Operator-Key only', async () => {
      const token = await signedInTraveller(app);
      const paid = await buyAndPay(app, token);
      await askRefund(app, token, paid.orderId);
      const refused = await operatorApprove(paid.orderId, 'wrong-key');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 403,
        msg: COUPON_MESSAGES.operatorKeyInvalid,
        data: null,
        error: 'operatorKeyInvalid',
      });
      expect((await operatorApprove(paid.orderId, null)).statusCode).toBe(403);
      // A visitor's session is not an operator key.
      expect(
        (await post(app, OPERATOR_REFUND_PATH, { orderId: paid.orderId }, { token })).statusCode,
      ).toBe(403);
      expect(await orderStatus(db, paid.orderId)).toBe(4);

      const approved = await operatorApprove(paid.orderId);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        code: 200,
        data: { status: 2, orderId: paid.orderId },
      });
      await gateway.idle();
      expect(await orderStatus(db, paid.orderId)).toBe(5);
      expect((await operatorApprove(paid.orderId)).json()).toEqual({
        code: 404,
        msg: NO_REFUND_TO_APPROVE_MESSAGE,
        data: null,
        error: 'noRefundToApprove',
      });
    });

    it('answers 403 when no operator key is configured', async () => {
      const { app: plain } = await testApp(db, { now: clock.now });
      const response = await plain.inject({
        method: 'POST',
        url: OPERATOR_REFUND_PATH,
        headers: { 'content-type': 'application/json', [OPERATOR_KEY_HEADER]: 'anything' },
        payload: '{"orderId":"CO1"}',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 403,
        msg: COUPON_MESSAGES.operatorNotConfigured,
        data: null,
        error: 'operatorNotConfigured',
      });
    });
  });

  it('lists a visitor’s refunds newest first, paged', async () => {
    const token = await signedInTraveller(app);
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const paid: CouponOrder = await buyAndPay(app, token);
      made.push((await askRefund(app, token, paid.orderId)).refundId);
      clock.advance(1000);
    }
    const page = await callApi(app, '/travel/api/coupon/refunds/pageList', { pageSize: 2 }, token);
    expect(page).toMatchObject({ total: 3, pageNumber: 1, pageSize: 2 });
    expect(page.data.map((r) => r.refundId)).toEqual([made[2], made[1]]);
  });
});
