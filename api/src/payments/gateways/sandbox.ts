import { createHmac, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import {
  type GatewayPayment,
  type GatewayRefund,
  GatewayError,
  type PaymentGateway,
  upiIntent,
} from './gateway';

export const SANDBOX_PAYEE = 'hegtravel@sandbox';
export const SANDBOX_PAYEE_NAME = 'Heg Travel';
export const SANDBOX_WEBHOOK_PATH = '/travel/api/payments/webhook/sandbox';
export const SANDBOX_PAYER_PATH = '/sandbox/upi/pay';
export const SANDBOX_DEFAULT_VPA = 'traveller@oksandbox';
/** A payment from a UPI id starting with this has every refund fail, to try the failure path. */
export const SANDBOX_REFUND_FAILS_PREFIX = 'refundfail';

/** Sends one signed webhook to our api; resolves with the HTTP status. */
export type WebhookDelivery = (request: {
  path: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<number>;

export interface SandboxOrderRow {
  id: string;
  amount_paise: number;
  currency: string;
  receipt: string;
  description: string;
  status: 'created' | 'paid' | 'declined' | 'cancelled';
  created_at: Date;
  decided_at: Date | null;
}

interface SandboxPaymentRow {
  id: string;
  order_id: string;
  amount_paise: number;
  currency: string;
  status: 'captured' | 'failed';
  vpa: string;
  rrn: string;
  error_description: string | null;
  created_at: Date;
}

interface SandboxRefundRow {
  id: string;
  payment_id: string;
  amount_paise: number;
  receipt: string | null;
  status: 'processed' | 'failed';
  arn: string | null;
  created_at: Date;
}

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  findOrder: (id: string) => Promise<SandboxOrderRow | undefined>;
  /** The payer's answer on the sandbox page; sends the webhook and resolves once it is sent. */
  decide: (
    id: string,
    decision: 'approve' | 'decline',
    vpa: string,
  ) => Promise<{ order: SandboxOrderRow; delivered: boolean } | undefined>;
}

export interface SandboxOptions {
  db: Database;
  webhookSecret: string;
  deliver: WebhookDelivery;
  now: () => Date;
  logger: FastifyBaseLogger;
}

const unix = (at: Date) => Math.floor(at.getTime() / 1000);
const FAILED_REFUND_REASON = 'The payer bank did not accept the refund (sandbox).';

function paymentEntity(payment: SandboxPaymentRow) {
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amount_paise,
    currency: payment.currency,
    status: payment.status,
    order_id: payment.order_id,
    method: 'upi',
    vpa: payment.vpa,
    captured: payment.status === 'captured',
    error_code: payment.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    error_description: payment.error_description,
    acquirer_data: { rrn: payment.rrn },
    created_at: unix(payment.created_at),
  };
}

function refundEntity(refund: SandboxRefundRow) {
  return {
    id: refund.id,
    entity: 'refund',
    amount: refund.amount_paise,
    currency: 'INR',
    payment_id: refund.payment_id,
    receipt: refund.receipt,
    status: refund.status,
    acquirer_data: { arn: refund.arn },
    created_at: unix(refund.created_at),
  };
}

function toGatewayPayment(payment: SandboxPaymentRow): GatewayPayment {
  return {
    paymentId: payment.id,
    gatewayOrderId: payment.order_id,
    amountPaise: payment.amount_paise,
    currency: payment.currency,
    status: payment.status,
    method: 'upi',
    vpa: payment.vpa,
    rrn: payment.rrn,
    errorDescription: payment.error_description,
  };
}

function toGatewayRefund(refund: SandboxRefundRow): GatewayRefund {
  return {
    refundId: refund.id,
    paymentId: refund.payment_id,
    amountPaise: refund.amount_paise,
    status: refund.status,
    receipt: refund.receipt,
    reference: refund.arn,
    failureReason: refund.status === 'failed' ? FAILED_REFUND_REASON : null,
  };
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Gateway-style ids, e.g. sbx_pay_4kQ9sT2mXc81Lp. */
export function gatewayId(prefix: string): string {
  return `${prefix}_${Array.from({ length: 14 }, () => BASE62[randomInt(62)]).join('')}`;
}

/** Signs the raw body as Razorpay does: hex HMAC-SHA256 with the webhook secret. */
export function signWebhook(body: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * The built-in UPI gateway. Its "bank side" lives in the sandbox_upi_* tables; the payer page
 * (sandbox-pages.ts) approves or declines, and every outcome reaches our api as a signed
 * Razorpay-shaped webhook, exactly the path a real gateway's outcomes take.
 */
export function sandboxGateway(options: SandboxOptions): SandboxGateway {
  const { db, webhookSecret, deliver, now, logger } = options;
  const background = new Set<Promise<unknown>>();

  async function send(event: string, payload: object): Promise<boolean> {
    const at = now();
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unix(at),
    });
    try {
      const status = await deliver({
        path: SANDBOX_WEBHOOK_PATH,
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhook(body, webhookSecret),
          'x-razorpay-event-id': gatewayId('evt_sbx'),
        },
      });
      if (status >= 200 && status < 300) return true;
      logger.warn({ event, status }, 'sandbox webhook refused; reconciliation will catch up');
    } catch (error) {
      logger.warn(
        { err: error, event },
        'sandbox webhook not delivered; reconciliation will catch up',
      );
    }
    return false;
  }

  function inBackground(work: Promise<unknown>): void {
    background.add(work);
    void work.finally(() => background.delete(work));
  }

  const findOrder = async (id: string) =>
    (await db.query<SandboxOrderRow>('select * from sandbox_upi_order where id = $1', [id]))[0];

  return {
    name: 'sandbox',
    sandbox: true,

    async createPayment(request, context) {
      const id = gatewayId('sbx_order');
      await context.db.query(
        `insert into sandbox_upi_order (id, amount_paise, currency, receipt, description, status,
                                        created_at)
         values ($1, $2, $3, $4, $5, 'created', $6)`,
        [id, request.amountPaise, request.currency, request.orderId, request.description, now()],
      );
      const payerUrl = `${context.siteUrl}${SANDBOX_PAYER_PATH}/${id}`;
      return {
        gatewayOrderId: id,
        upiUri: upiIntent({
          payee: SANDBOX_PAYEE,
          payeeName: SANDBOX_PAYEE_NAME,
          amountPaise: request.amountPaise,
          reference: request.orderId,
          note: `HegTravel coupon ${request.orderId}`,
        }),
        payerUrl,
        qrText: payerUrl,
        expiresAt: request.expiresAt,
      };
    },

    async fetchPayments(gatewayOrderId) {
      const rows = await db.query<SandboxPaymentRow>(
        'select * from sandbox_upi_payment where order_id = $1 order by created_at',
        [gatewayOrderId],
      );
      return rows.map(toGatewayPayment);
    },

    async cancelPayment(gatewayOrderId, context) {
      await context.db.query(
        `update sandbox_upi_order set status = 'cancelled', decided_at = $2
         where id = $1 and status = 'created'`,
        [gatewayOrderId, now()],
      );
    },

    async refund(request) {
      const [payment] = await db.query<SandboxPaymentRow>(
        'select * from sandbox_upi_payment where id = $1',
        [request.paymentId],
      );
      if (!payment || payment.status !== 'captured') {
        throw new GatewayError('The payment does not exist or was not captured.', true);
      }
      const refund = await db.transaction(async (tx) => {
        // Locks first, then looks: a key checked before the lock lets two calls both miss it.
        await tx.query(
          "select pg_advisory_xact_lock(hashtextextended('sandbox-refund:' || $1, 0))",
          [request.idempotencyKey],
        );
        await tx.query('select id from sandbox_upi_payment where id = $1 for update', [payment.id]);
        const [already] = await tx.query<SandboxRefundRow>(
          'select * from sandbox_upi_refund where idempotency_key = $1',
          [request.idempotencyKey],
        );
        if (already) return { row: already, created: false };
        const [sum] = await tx.query<{ refunded: number }>(
          `select coalesce(sum(amount_paise), 0)::int as refunded from sandbox_upi_refund
           where payment_id = $1 and status = 'processed'`,
          [payment.id],
        );
        if ((sum?.refunded ?? 0) + request.amountPaise > payment.amount_paise) {
          throw new GatewayError(
            'The total refund amount is greater than the captured amount.',
            true,
          );
        }
        const fails = payment.vpa.toLowerCase().startsWith(SANDBOX_REFUND_FAILS_PREFIX);
        const [row] = await tx.query<SandboxRefundRow>(
          `insert into sandbox_upi_refund (id, payment_id, amount_paise, idempotency_key, receipt,
                                           status, arn, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
          [
            gatewayId('sbx_rfnd'),
            payment.id,
            request.amountPaise,
            request.idempotencyKey,
            request.receipt,
            fails ? 'failed' : 'processed',
            fails ? null : digits(12),
            now(),
          ],
        );
        return { row: row as SandboxRefundRow, created: true };
      });
      if (refund.created) {
        // The bank settles later: the outcome arrives as a webhook, as with a real gateway.
        const event = refund.row.status === 'processed' ? 'refund.processed' : 'refund.failed';
        inBackground(
          new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
            send(event, { refund: { entity: refundEntity(refund.row) } }),
          ),
        );
      }
      return { ...toGatewayRefund(refund.row), status: 'pending', reference: null };
    },

    async fetchRefund(_paymentId, refundId) {
      const [refund] = await db.query<SandboxRefundRow>(
        'select * from sandbox_upi_refund where id = $1',
        [refundId],
      );
      if (!refund) throw new GatewayError('No such refund.', true);
      return toGatewayRefund(refund);
    },

    async idle() {
      while (background.size > 0) await Promise.allSettled([...background]);
    },

    findOrder,

    async decide(id, decision, vpa) {
      const at = now();
      const paid = decision === 'approve';
      const decided = await db.transaction(async (tx: Queryable) => {
        const [order] = await tx.query<SandboxOrderRow>(
          `update sandbox_upi_order set status = $2, decided_at = $3
           where id = $1 and status = 'created' returning *`,
          [id, paid ? 'paid' : 'declined', at],
        );
        if (!order) return undefined;
        const [payment] = await tx.query<SandboxPaymentRow>(
          `insert into sandbox_upi_payment (id, order_id, amount_paise, currency, status, vpa, rrn,
                                            error_description, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
          [
            gatewayId('sbx_pay'),
            order.id,
            order.amount_paise,
            order.currency,
            paid ? 'captured' : 'failed',
            vpa,
            digits(12),
            paid ? null : 'Payment was declined by the payer.',
            at,
          ],
        );
        return { order, payment: payment as SandboxPaymentRow };
      });
      if (!decided) return undefined;
      const delivered = await send(paid ? 'payment.captured' : 'payment.failed', {
        payment: { entity: paymentEntity(decided.payment) },
      });
      return { order: decided.order, delivered };
    },
  };
}
