import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { fail, ok } from '../http/envelope';
import { type GatewayEvent, applyGatewayEvent } from './events';
import type { GatewayPayment, GatewayRefund, PaymentGateway } from './gateways/gateway';
import { sendQueuedReturns } from './returns';

export const WEBHOOK_PATHS = {
  sandbox: '/travel/api/payments/webhook/sandbox',
  razorpay: '/travel/api/payments/webhook/razorpay',
} as const;

export const BAD_SIGNATURE_MESSAGE = 'The webhook signature is not valid.';
export const BAD_PAYLOAD_MESSAGE = 'The webhook payload could not be read.';

/** Constant-time check of Razorpay's X-Razorpay-Signature: hex HMAC-SHA256 of the raw body. */
export function isValidSignature(raw: Buffer, signature: unknown, secret: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

const text = z.string().max(200);

const paymentEntity = z.looseObject({
  id: z.string().min(1).max(100),
  order_id: text.nullish(),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1).max(10),
  status: text,
  method: text.nullish(),
  vpa: text.nullish(),
  error_description: z.string().max(1000).nullish(),
  acquirer_data: z.looseObject({ rrn: text.nullish() }).nullish(),
});

const refundEntity = z.looseObject({
  id: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(100),
  amount: z.number().int().nonnegative(),
  status: text,
  receipt: text.nullish(),
  acquirer_data: z.looseObject({ rrn: text.nullish(), arn: text.nullish() }).nullish(),
});

const webhookSchema = z.looseObject({
  event: z.string().min(1).max(100),
  payload: z.looseObject({
    payment: z.looseObject({ entity: paymentEntity }).optional(),
    refund: z.looseObject({ entity: refundEntity }).optional(),
  }),
});

type Webhook = z.output<typeof webhookSchema>;

function toPayment(entity: z.output<typeof paymentEntity>): GatewayPayment {
  return {
    paymentId: entity.id,
    gatewayOrderId: entity.order_id ?? null,
    amountPaise: entity.amount,
    currency: entity.currency,
    status:
      entity.status === 'captured' ? 'captured' : entity.status === 'failed' ? 'failed' : 'pending',
    method: entity.method ?? null,
    vpa: entity.vpa ?? null,
    rrn: entity.acquirer_data?.rrn ?? null,
    errorDescription: entity.error_description ?? null,
  };
}

export function toRefund(entity: z.output<typeof refundEntity>): GatewayRefund {
  return {
    refundId: entity.id,
    paymentId: entity.payment_id,
    amountPaise: entity.amount,
    status:
      entity.status === 'processed'
        ? 'processed'
        : entity.status === 'failed'
          ? 'failed'
          : 'pending',
    receipt: entity.receipt ?? null,
    reference: entity.acquirer_data?.rrn ?? entity.acquirer_data?.arn ?? null,
    failureReason: entity.status === 'failed' ? 'The bank could not return the money.' : null,
  };
}

export { paymentEntity as razorpayPaymentEntity, refundEntity as razorpayRefundEntity, toPayment };

/** Razorpay's event, or undefined when an event we act on lacks its entity. */
export function toGatewayEvent(webhook: Webhook): GatewayEvent | undefined {
  const { event, payload } = webhook;
  if (event === 'payment.captured' || event === 'payment.failed') {
    return payload.payment
      ? { type: event, payment: toPayment(payload.payment.entity) }
      : undefined;
  }
  if (event === 'refund.processed' || event === 'refund.failed') {
    return payload.refund ? { type: event, refund: toRefund(payload.refund.entity) } : undefined;
  }
  return { type: 'ignored', name: event };
}

export interface WebhookDeps {
  db: Database;
  gateway: PaymentGateway;
  webhookSecret: string;
  now: () => Date;
  logger: FastifyBaseLogger;
}

/**
 * POST /travel/api/payments/webhook/<gateway>: the gateway's signed events. The signature
 * covers the exact bytes sent, so this scope reads the body as a Buffer instead of JSON.
 * Bad signature or unreadable payload: HTTP 400 and nothing changes; a replay: 200, nothing
 * changes.
 */
export function webhookRoutes(app: FastifyInstance, deps: WebhookDeps): void {
  const path = WEBHOOK_PATHS[deps.gateway.name];
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    scope.post(path, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      if (!isValidSignature(raw, signature, deps.webhookSecret)) {
        request.log.warn('webhook with a bad signature refused');
        return reply.code(400).send(fail(400, BAD_SIGNATURE_MESSAGE));
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return reply.code(400).send(fail(400, BAD_PAYLOAD_MESSAGE));
      }
      const parsed = webhookSchema.safeParse(json);
      const event = parsed.success ? toGatewayEvent(parsed.data) : undefined;
      if (!event) return reply.code(400).send(fail(400, BAD_PAYLOAD_MESSAGE));

      const header = request.headers['x-razorpay-event-id'];
      const eventId =
        typeof header === 'string' && header.length > 0 && header.length <= 100
          ? header
          : `body:${createHash('sha256').update(raw).digest('hex')}`;
      const applied = await applyGatewayEvent(deps.db, {
        gateway: deps.gateway.name,
        eventId,
        event,
        payload: json,
        at: deps.now(),
        by: 'gateway',
      });
      if (applied.returnQueued) {
        await sendQueuedReturns(deps).catch((error: unknown) =>
          deps.logger.error({ err: error }, 'payment return not sent; reconciliation will retry'),
        );
      }
      return ok({ outcome: applied.outcome, duplicate: applied.duplicate });
    });
    done();
  });
}
