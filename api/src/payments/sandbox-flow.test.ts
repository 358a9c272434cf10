import { createHash, randomUUID } from 'node:crypto';
import {
  type ApiPath,
  CREDENTIAL_HEADER,
  type RequestOf,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { OPERATOR_KEY_HEADER, OPERATOR_REFUND_PATH } from '../routes/operator';
import { newTraveller } from '../test-support/accounts';
import { type ApiEnvelope, checkApiEnvelope } from '../test-support/http';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';

const OPERATOR_KEY = 'operator-key-for-the-http-flow-0123456789';

/** The whole purchase over real HTTP, as a browser, the sandbox bank and the operator make it. */
describe.each(engines)('the sandbox flow over HTTP on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;
  let db: Database;
  let base: string;
  let xsrf: string;
  let token: string;

  async function api<P extends ApiPath>(
    path: P,
    body: RequestOf<P>,
    headers: Record<string, string> = {},
  ): Promise<ApiEnvelope<P>['data']> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${XSRF_COOKIE}=${xsrf}`,
        [XSRF_HEADER]: xsrf,
        ...(token ? { [CREDENTIAL_HEADER]: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const json = checkApiEnvelope(path, await response.json());
    expect(json, `${path}: ${json.msg}`).toMatchObject({ code: 200 });
    return json.data;
  }

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { env: { OPERATOR_API_KEY: OPERATOR_KEY } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
    const check = await fetch(`${base}/travel/api/website/auth/check`, { method: 'POST' });
    xsrf = /XSRF-TOKEN=([^;]+)/.exec(check.headers.get('set-cookie') ?? '')?.[1] ?? '';
    token = '';
    const traveller = newTraveller();
    const password = createHash('sha256').update(traveller.password).digest('hex');
    await api('/travel/api/user/register', {
      nickname: traveller.nickname,
      email: traveller.email,
      mobileNo: traveller.mobileNo,
      mobileAreaCode: '91',
      password,
    });
    token = (
      await api('/travel/api/user/login', {
        loginAccount: traveller.email,
        password,
      })
    ).utoken;
  });

  it('buys, approves on the payer page, receives the webhook over HTTP and refunds', async () => {
    const { order, payment } = await api('/travel/api/coupon/order/create', {
      productCode: 'HEG-0199-0480',
      idempotencyKey: randomUUID(),
    });
    expect(payment.payerUrl.startsWith(`${base}/sandbox/upi/pay/sbx_order_`)).toBe(true);
    expect(payment.qrText).toBe(payment.payerUrl);

    const page = await fetch(payment.payerUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('₹199.00');
    expect(html).toContain(order.orderId);
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action).toBe(`${new URL(payment.payerUrl).pathname}/approve`);

    const approved = await fetch(`${base}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'vpa=asha.rao%40okhdfcbank',
    });
    const outcome = await approved.text();
    expect(outcome).toContain('Payment approved');
    expect(outcome).toContain('HegTravel has been told');

    const paid = await api('/travel/api/coupon/orders/polling', {
      orderId: order.orderId,
    });
    expect(paid).toMatchObject({ status: 2, couponStatus: 'active' });
    const [event] = await db.query<{ event_id: string; outcome: string }>(
      `select e.event_id, e.outcome from payment_event e
       join payment_intent i on i.gateway_order_id = e.payload #>> '{payload,payment,entity,order_id}'
       where i.kind = 'coupon' and i.order_ref = $1`,
      [order.orderId],
    );
    expect(event?.event_id).toMatch(/^evt_sbx_/);
    expect(event?.outcome).toBe('order paid');

    await api('/travel/api/coupon/order/refund', {
      orderId: order.orderId,
      reason: 'Plans changed',
    });
    const sent = await api(
      OPERATOR_REFUND_PATH,
      { orderId: order.orderId },
      {
        [OPERATOR_KEY_HEADER]: OPERATOR_KEY,
        cookie: '',
        [XSRF_HEADER]: '',
      },
    );
    expect(sent.status).toBe(2);
    await app.payments.gateway.idle();
    const done = await api('/travel/api/coupon/order/refundDetails', {
      orderId: order.orderId,
    });
    expect(done).toMatchObject({ status: 3, route: 'UPI, back to the account that paid' });
    const [vpa] = await db.query<{ vpa: string }>(
      `select p.vpa from payment p join payment_intent i on i.id = p.intent_id
       where i.kind = 'coupon' and i.order_ref = $1`,
      [order.orderId],
    );
    expect(vpa?.vpa).toBe('asha.rao@okhdfcbank');
  });
});
