import { randomUUID } from 'node:crypto';
import type {
  ApiPath,
  CouponOrder,
  CreateCouponOrderResponse,
  RefundOrder,
  RequestOf,
  UpiPayment,
} from '@travel/shared/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Queryable } from '../db/database';
import { signWebhook } from '../payments/gateways/sandbox';
import { WEBHOOK_PATHS } from '../payments/webhooks';
import { newTraveller, register, signIn } from './accounts';
import { type ApiEnvelope, callApi, callApiWithAnyBody } from './http';

export const CHEAPEST = 'HEG-0001-0099';
export const NINETY_NINE = 'HEG-0099-0350';

/** A new traveller, signed in: their session token. */
export async function signedInTraveller(app: FastifyInstance): Promise<string> {
  const traveller = newTraveller();
  await register(app, traveller);
  return (await signIn(app, traveller.email, traveller.password)).utoken;
}

/** A contract path's typed envelope; the body may be one the contract refuses. */
export function call<P extends ApiPath>(
  app: FastifyInstance,
  path: P,
  body: unknown,
  token?: string,
): Promise<ApiEnvelope<P>> {
  return callApiWithAnyBody(app, path, body, token ? { token } : {});
}

/** Expects success and returns the data. */
export async function callOk<P extends ApiPath>(
  app: FastifyInstance,
  path: P,
  body: RequestOf<P>,
  token?: string,
): Promise<ApiEnvelope<P>['data']> {
  const answer = await callApi(app, path, body, token ? { token } : {});
  expect(answer, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: 200, msg: 'success' });
  return answer.data;
}

export function buy(
  app: FastifyInstance,
  token: string,
  productCode = NINETY_NINE,
  idempotencyKey: string = randomUUID(),
): Promise<CreateCouponOrderResponse> {
  return callOk(app, '/travel/api/coupon/order/create', { productCode, idempotencyKey }, token);
}

export function poll(app: FastifyInstance, token: string, orderId: string): Promise<CouponOrder> {
  return callOk(app, '/travel/api/coupon/orders/polling', { orderId }, token);
}

/** The payer's answer on the sandbox page, as the browser's form posts it. */
export function sandboxDecide(
  app: FastifyInstance,
  payment: UpiPayment,
  decision: 'approve' | 'decline',
  vpa = 'traveller@oksandbox',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${new URL(payment.payerUrl).pathname}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ vpa }).toString(),
  });
}

/** Buys and pays through the sandbox page; the order is paid (2). */
export async function buyAndPay(
  app: FastifyInstance,
  token: string,
  productCode = NINETY_NINE,
  vpa?: string,
): Promise<CouponOrder> {
  const { order, payment } = await buy(app, token, productCode);
  const page = await sandboxDecide(app, payment, 'approve', vpa);
  expect(page.statusCode).toBe(200);
  const paid = await poll(app, token, order.orderId);
  expect(paid.status).toBe(2);
  return paid;
}

export function askRefund(
  app: FastifyInstance,
  token: string,
  orderId: string,
): Promise<RefundOrder> {
  return callOk(
    app,
    '/travel/api/coupon/order/refund',
    { orderId, reason: 'Plans changed' },
    token,
  );
}

export async function sandboxSecret(db: Queryable): Promise<string> {
  const [row] = await db.query<{ value: string }>(
    "select value from app_setting where key = 'sandbox_webhook_secret'",
  );
  if (!row) throw new Error('no sandbox webhook secret yet');
  return row.value;
}

export async function gatewayOrderIdOf(db: Queryable, orderId: string): Promise<string> {
  const [row] = await db.query<{ gateway_order_id: string }>(
    "select gateway_order_id from payment_intent where kind = 'coupon' and order_ref = $1",
    [orderId],
  );
  if (!row) throw new Error(`no order ${orderId}`);
  return row.gateway_order_id;
}

export function paymentEvent(
  event: 'payment.captured' | 'payment.failed',
  payment: {
    id?: string;
    orderId: string;
    amount: number;
    currency?: string;
    vpa?: string;
  },
) {
  return {
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id ?? `pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
          entity: 'payment',
          amount: payment.amount,
          currency: payment.currency ?? 'INR',
          status: event === 'payment.captured' ? 'captured' : 'failed',
          order_id: payment.orderId,
          method: 'upi',
          vpa: payment.vpa ?? 'asha@okaxis',
          captured: event === 'payment.captured',
          error_description: event === 'payment.failed' ? 'Payment was declined.' : null,
          acquirer_data: { rrn: '533812345678' },
          created_at: 1_795_000_000,
        },
      },
    },
    created_at: 1_795_000_000,
  };
}

export function refundEvent(
  event: 'refund.processed' | 'refund.failed',
  refund: { id: string; paymentId: string; amount: number; receipt: string | null },
) {
  return {
    entity: 'event',
    event,
    contains: ['refund'],
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amount,
          currency: 'INR',
          payment_id: refund.paymentId,
          receipt: refund.receipt,
          status: event === 'refund.processed' ? 'processed' : 'failed',
          acquirer_data: { rrn: '633812345678' },
          created_at: 1_795_000_000,
        },
      },
    },
    created_at: 1_795_000_000,
  };
}

/** POSTs a webhook as the gateway does: the raw body signed with the secret. */
export function postWebhook(
  app: FastifyInstance,
  gateway: 'sandbox' | 'razorpay',
  event: object | string,
  options: { secret: string; eventId?: string; signature?: string },
): Promise<LightMyRequestResponse> {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: WEBHOOK_PATHS[gateway],
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? signWebhook(body, options.secret),
      'x-razorpay-event-id': options.eventId ?? `evt_${randomUUID()}`,
    },
    payload: body,
  });
}

export async function orderStatus(db: Queryable, orderId: string): Promise<number | undefined> {
  const [row] = await db.query<{ status: number }>(
    'select status from coupon_order where order_id = $1',
    [orderId],
  );
  return row?.status;
}
