import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { COUPON_MESSAGES, type CreateCouponOrderResponse } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approveRefund } from '../../coupons/refunds';
import type { Database } from '../../db/database';
import { testApp } from '../../test-support/app';
import {
  askRefund,
  buy,
  call,
  callOk,
  orderStatus,
  paymentEvent,
  poll,
  postWebhook,
  refundEvent,
  signedInTraveller,
} from '../../test-support/coupons';
import { engines, useTestDatabase } from '../../test-support/database';
import { GatewayError, type PaymentRequest } from './gateway';
import { razorpayGateway } from './razorpay';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'thisisthekeysecret';
const WEBHOOK_SECRET = 'webhook-secret-from-the-dashboard';
const BASIC = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

type Reply = (request: Received, response: ServerResponse) => void;

/** Stands in for api.razorpay.com: records each request and answers with documented shapes. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let reply: Reply;

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const orderEntity = (body: { amount: number; currency: string; receipt: string }) => ({
  id: 'order_Ot9aLNpm1YgPqZ',
  entity: 'order',
  amount: body.amount,
  amount_paid: 0,
  amount_due: body.amount,
  currency: body.currency,
  receipt: body.receipt,
  offer_id: null,
  status: 'created',
  attempts: 0,
  notes: {},
  created_at: 1_795_000_000,
});

const refundEntity = (
  id: string,
  paymentId: string,
  amount: number,
  receipt: string | null,
  status: string,
) => ({
  id,
  entity: 'refund',
  amount,
  currency: 'INR',
  payment_id: paymentId,
  notes: {},
  receipt,
  acquirer_data: { arn: null },
  created_at: 1_795_000_100,
  batch_id: null,
  status,
  speed_processed: 'normal',
  speed_requested: 'normal',
});

/** The documented happy path of every endpoint the adapter calls. */
const razorpay: Reply = (request, response) => {
  const body = request.body as Record<string, unknown>;
  if (request.method === 'POST' && request.url === '/v1/orders') {
    return json(
      response,
      200,
      orderEntity(body as { amount: number; currency: string; receipt: string }),
    );
  }
  if (request.method === 'POST' && request.url === '/v1/payments/create/upi') {
    return json(response, 200, {
      razorpay_payment_id: 'pay_Ot9bq4bK2xZyQm',
      link: 'upi://pay?pa=hegtravel@razorpay&pn=HegTravel&tr=Ot9bq4bK2xZyQm&am=99.00&cu=INR&mc=4722',
    });
  }
  const payments = /^\/v1\/orders\/(order_\w+)\/payments$/.exec(request.url ?? '');
  if (request.method === 'GET' && payments) {
    return json(response, 200, {
      entity: 'collection',
      count: 1,
      items: [
        {
          id: 'pay_Ot9bq4bK2xZyQm',
          entity: 'payment',
          amount: 9900,
          currency: 'INR',
          status: 'captured',
          order_id: payments[1],
          invoice_id: null,
          international: false,
          method: 'upi',
          amount_refunded: 0,
          refund_status: null,
          captured: true,
          description: 'HegTravel coupon',
          vpa: 'asha@okicici',
          email: 'asha@example.in',
          contact: '+919876543210',
          fee: 0,
          tax: 0,
          error_code: null,
          error_description: null,
          acquirer_data: { rrn: '533811112222' },
          created_at: 1_795_000_050,
        },
      ],
    });
  }
  const refund = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(request.url ?? '');
  if (request.method === 'POST' && refund) {
    return json(
      response,
      200,
      refundEntity(
        'rfnd_Ot9cA1b2C3d4E5',
        refund[1] ?? '',
        body.amount as number,
        body.receipt as string,
        'pending',
      ),
    );
  }
  const fetched = /^\/v1\/payments\/(pay_\w+)\/refunds\/(rfnd_\w+)$/.exec(request.url ?? '');
  if (request.method === 'GET' && fetched) {
    return json(
      response,
      200,
      refundEntity(fetched[2] ?? '', fetched[1] ?? '', 9900, null, 'processed'),
    );
  }
  return json(response, 404, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'The requested URL was not found on the server.',
    },
  });
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const entry = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(text || 'null') as unknown,
      };
      received.push(entry);
      reply(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  reply = razorpay;
});

const paymentRequest: PaymentRequest = {
  orderId: 'CO20261122K7M3Q9TX',
  amountPaise: 9900,
  currency: 'INR',
  description: 'HegTravel coupon CO20261122K7M3Q9TX',
  expiresAt: new Date('2026-11-22T06:10:00Z'),
  customer: { name: 'Asha', email: 'asha@example.in', mobileNo: '9876543210' },
  client: { ip: '203.0.113.7', userAgent: 'Mozilla/5.0' },
};

describe('the Razorpay adapter', () => {
  const gateway = () => razorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, apiBase: baseUrl });
  const noDb = {
    db: { query: () => Promise.resolve([]), exec: () => Promise.resolve() },
    siteUrl: 'https://hegtravel.in',
  };

  it('creates an order (Orders API) and a UPI intent for it, in paise, with Basic auth', async () => {
    const created = await gateway().createPayment(paymentRequest, noDb);
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /v1/orders',
      'POST /v1/payments/create/upi',
    ]);
    for (const request of received) {
      expect(request.headers.authorization).toBe(BASIC);
      expect(request.headers['content-type']).toBe('application/json');
    }
    expect(received[0]?.body).toEqual({
      amount: 9900,
      currency: 'INR',
      receipt: 'CO20261122K7M3Q9TX',
      notes: { orderId: 'CO20261122K7M3Q9TX' },
    });
    expect(received[1]?.body).toEqual({
      amount: 9900,
      currency: 'INR',
      order_id: 'order_Ot9aLNpm1YgPqZ',
      method: 'upi',
      email: 'asha@example.in',
      contact: '+919876543210',
      description: 'HegTravel coupon CO20261122K7M3Q9TX',
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0',
      upi: { flow: 'intent' },
      notes: { orderId: 'CO20261122K7M3Q9TX' },
    });
    expect(created).toEqual({
      gatewayOrderId: 'order_Ot9aLNpm1YgPqZ',
      upiUri:
        'upi://pay?pa=hegtravel@razorpay&pn=HegTravel&tr=Ot9bq4bK2xZyQm&am=99.00&cu=INR&mc=4722',
      payerUrl: created.upiUri,
      qrText: created.upiUri,
      expiresAt: paymentRequest.expiresAt,
    });
  });

  it('fetches the payments of an order', async () => {
    const payments = await gateway().fetchPayments('order_Ot9aLNpm1YgPqZ');
    expect(received[0]).toMatchObject({
      method: 'GET',
      url: '/v1/orders/order_Ot9aLNpm1YgPqZ/payments',
    });
    expect(payments).toEqual([
      {
        paymentId: 'pay_Ot9bq4bK2xZyQm',
        gatewayOrderId: 'order_Ot9aLNpm1YgPqZ',
        amountPaise: 9900,
        currency: 'INR',
        status: 'captured',
        method: 'upi',
        vpa: 'asha@okicici',
        rrn: '533811112222',
        errorDescription: null,
      },
    ]);
  });

  it('refunds with the X-Refund-Idempotency header, and fetches a refund', async () => {
    const refund = await gateway().refund({
      paymentId: 'pay_Ot9bq4bK2xZyQm',
      amountPaise: 9900,
      idempotencyKey: 'RF20261122M4P7W2QA',
      receipt: 'RF20261122M4P7W2QA',
    });
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/v1/payments/pay_Ot9bq4bK2xZyQm/refund',
      body: {
        amount: 9900,
        speed: 'normal',
        receipt: 'RF20261122M4P7W2QA',
        notes: { refundId: 'RF20261122M4P7W2QA' },
      },
    });
    expect(received[0]?.headers['x-refund-idempotency']).toBe('RF20261122M4P7W2QA');
    expect(refund).toMatchObject({
      refundId: 'rfnd_Ot9cA1b2C3d4E5',
      status: 'pending',
      receipt: 'RF20261122M4P7W2QA',
    });
    const fetched = await gateway().fetchRefund('pay_Ot9bq4bK2xZyQm', 'rfnd_Ot9cA1b2C3d4E5');
    expect(received[1]).toMatchObject({
      method: 'GET',
      url: '/v1/payments/pay_Ot9bq4bK2xZyQm/refunds/rfnd_Ot9cA1b2C3d4E5',
    });
    expect(fetched.status).toBe('processed');
  });

  it('tells a refusal (4xx, permanent) from an outage (5xx, network: try again)', async () => {
    reply = (_request, response) =>
      json(response, 400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' },
      });
    const refused = await gateway()
      .fetchPayments('order_x')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({
      permanent: true,
      message: 'The amount must be atleast INR 1.00',
    });

    reply = (_request, response) => json(response, 503, { error: { code: 'SERVER_ERROR' } });
    await expect(gateway().fetchPayments('order_x')).rejects.toMatchObject({ permanent: false });

    reply = (_request, response) => json(response, 200, { unexpected: true });
    await expect(gateway().fetchPayments('order_x')).rejects.toMatchObject({ permanent: false });

    const nowhere = razorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiBase: 'http://127.0.0.1:1',
    });
    await expect(nowhere.fetchPayments('order_x')).rejects.toMatchObject({ permanent: false });
  });
});

describe.each(engines)('the api with PAYMENT_GATEWAY=razorpay on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, {
      env: {
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_BASE: baseUrl,
      },
    }));
  });

  it('creates the order at Razorpay, and applies its signed webhooks', async () => {
    const token = await signedInTraveller(app);
    const { order, payment }: CreateCouponOrderResponse = await buy(app, token);
    expect(payment).toMatchObject({
      sandbox: false,
      upiUri: expect.stringMatching(/^upi:\/\/pay/) as unknown,
    });
    expect(received[0]?.body).toMatchObject({ amount: 9900, receipt: order.orderId });

    const event = paymentEvent('payment.captured', {
      id: 'pay_Ot9bq4bK2xZyQm',
      orderId: 'order_Ot9aLNpm1YgPqZ',
      amount: 9900,
    });
    const forged = await postWebhook(app, 'razorpay', event, { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(400);
    expect(await orderStatus(db, order.orderId)).toBe(1);
    const sandboxShaped = await postWebhook(app, 'sandbox', event, { secret: WEBHOOK_SECRET });
    expect(sandboxShaped.statusCode).toBe(404);

    const applied = await postWebhook(app, 'razorpay', event, { secret: WEBHOOK_SECRET });
    expect(applied.json()).toMatchObject({ code: 200, data: { outcome: 'order paid' } });
    expect((await poll(app, token, order.orderId)).status).toBe(2);

    const refund = await askRefund(app, token, order.orderId);
    received = [];
    await approveRefund(
      {
        db,
        gateway: app.payments.gateway,
        now: () => new Date(),
        logger: pino({ level: 'silent' }),
      },
      { refundId: refund.refundId },
      'operator',
    );
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/v1/payments/pay_Ot9bq4bK2xZyQm/refund',
    });
    expect(received[0]?.headers['x-refund-idempotency']).toBe(refund.refundId);
    await postWebhook(
      app,
      'razorpay',
      refundEvent('refund.processed', {
        id: 'rfnd_Ot9cA1b2C3d4E5',
        paymentId: 'pay_Ot9bq4bK2xZyQm',
        amount: 9900,
        receipt: refund.refundId,
      }),
      { secret: WEBHOOK_SECRET },
    );
    expect(
      await callOk(
        app,
        '/travel/api/coupon/order/refundDetails',
        { orderId: order.orderId },
        token,
      ),
    ).toMatchObject({ status: 3, referenceNumber: '633812345678' });
    expect(await orderStatus(db, order.orderId)).toBe(5);
  });

  it('has no sandbox payer page', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/sandbox/upi/pay/sbx_order_AAAAAAAAAAAAAA',
    });
    // Only the shell's page-not-found fallback answers.
    expect(page.body).not.toContain('SANDBOX');
  });

  it('answers with a message, not a 500, when Razorpay is down', async () => {
    reply = (_request, response) => json(response, 502, {});
    const token = await signedInTraveller(app);
    const answer = await call(
      app,
      '/travel/api/coupon/order/create',
      {
        productCode: 'HEG-0099-0350',
        idempotencyKey: randomUUID(),
      },
      token,
    );
    expect(answer).toEqual({
      code: 503,
      msg: COUPON_MESSAGES.gatewayUnavailable,
      data: null,
      error: 'gatewayUnavailable',
    });
    // The first test's order only: a failed create leaves nothing behind.
    const [orders] = await db.query<{ n: number }>('select count(*)::int as n from coupon_order');
    expect(orders?.n).toBe(1);
  });
});
