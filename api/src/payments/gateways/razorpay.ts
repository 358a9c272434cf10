import { z } from 'zod';
import {
  type GatewayPayment,
  type GatewayRefund,
  GatewayError,
  type PaymentGateway,
} from './gateway';
import { razorpayPaymentEntity, razorpayRefundEntity, toPayment, toRefund } from '../webhooks';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** https://api.razorpay.com, or a stand-in in tests. */
  apiBase: string;
  timeoutMs?: number;
}

const orderResponse = z.looseObject({ id: z.string().min(1), entity: z.literal('order') });
const upiIntentResponse = z.looseObject({
  razorpay_payment_id: z.string().min(1),
  link: z.string().startsWith('upi://'),
});
const paymentCollection = z.looseObject({ items: z.array(razorpayPaymentEntity) });
const errorResponse = z.looseObject({
  error: z.looseObject({ code: z.string().optional(), description: z.string().optional() }),
});

/**
 * Razorpay: Orders API for the order, the server-to-server UPI intent for the payment link
 * (POST /v1/payments/create/upi, which Razorpay enables per account), Refunds API with the
 * X-Refund-Idempotency header. Amounts are paise, as Razorpay takes them.
 */
export function razorpayGateway(options: RazorpayOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${options.apiBase}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`Razorpay did not answer ${method} ${path}: ${String(error)}`, false);
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const description = errorResponse.safeParse(json).data?.error.description;
      throw new GatewayError(
        description ?? `Razorpay answered ${response.status} to ${method} ${path}`,
        response.status >= 400 && response.status < 500 && response.status !== 429,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new GatewayError(`Razorpay sent an unexpected answer to ${method} ${path}`, false);
    }
    return parsed.data;
  }

  const refundPath = (paymentId: string) => `/v1/payments/${encodeURIComponent(paymentId)}/refunds`;

  return {
    name: 'razorpay',
    sandbox: false,

    async createPayment(request) {
      const order = await call('POST', '/v1/orders', orderResponse, {
        amount: request.amountPaise,
        currency: request.currency,
        receipt: request.orderId,
        notes: { orderId: request.orderId },
      });
      const intent = await call('POST', '/v1/payments/create/upi', upiIntentResponse, {
        amount: request.amountPaise,
        currency: request.currency,
        order_id: order.id,
        method: 'upi',
        email: request.customer.email,
        contact: `+91${request.customer.mobileNo}`,
        description: request.description,
        ip: request.client.ip,
        user_agent: request.client.userAgent ?? 'unknown',
        upi: { flow: 'intent' },
        notes: { orderId: request.orderId },
      });
      return {
        gatewayOrderId: order.id,
        upiUri: intent.link,
        payerUrl: intent.link,
        qrText: intent.link,
        expiresAt: request.expiresAt,
      };
    },

    async fetchPayments(gatewayOrderId): Promise<GatewayPayment[]> {
      const collection = await call(
        'GET',
        `/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`,
        paymentCollection,
      );
      return collection.items.map(toPayment);
    },

    // Razorpay orders cannot be cancelled; a payment that still arrives is honoured.
    async cancelPayment() {},

    async refund(request): Promise<GatewayRefund> {
      const refund = await call(
        'POST',
        `/v1/payments/${encodeURIComponent(request.paymentId)}/refund`,
        razorpayRefundEntity,
        {
          amount: request.amountPaise,
          speed: 'normal',
          receipt: request.receipt,
          notes: { refundId: request.receipt },
        },
        { 'X-Refund-Idempotency': request.idempotencyKey },
      );
      return toRefund(refund);
    },

    async fetchRefund(paymentId, refundId): Promise<GatewayRefund> {
      const refund = await call(
        'GET',
        `${refundPath(paymentId)}/${encodeURIComponent(refundId)}`,
        razorpayRefundEntity,
      );
      return toRefund(refund);
    },

    async idle() {},
  };
}
