import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { type GatewayRefund, GatewayError, type PaymentGateway } from './gateways/gateway';
import { type Actor, payableKind } from './kinds';

export interface PaymentRefundRow {
  id: number;
  /** This attempt's: the gateway's idempotency key and receipt. */
  reference: string;
  /** The kind's refund id, the same for every attempt of it. */
  refund_ref: string;
  kind: string;
  order_ref: string;
  gateway: string;
  payment_id: string;
  amount_paise: number;
  status: 'sending' | 'sent' | 'processed' | 'failed';
  gateway_refund_id: string | null;
  bank_reference: string | null;
  failure_reason: string | null;
  claimed_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface RefundSendDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  logger: FastifyBaseLogger;
}

/** How long one sender holds a refund while the gateway answers (its timeout is 10 s). */
export const SEND_CLAIM_MS = 2 * 60_000;

/**
 * Starts sending an order's money back by the route it was paid: a refund row of the paid
 * intent's payment, in the caller's transaction. `reference` (the kind's refund id) becomes
 * the gateway's idempotency key. sendRefund() makes the call once the transaction commits.
 * A refund sent again after the gateway failed it is a new attempt: its own `reference`, and
 * the kind's refund id as `refundRef`.
 */
export async function startRefund(
  tx: Queryable,
  refund: {
    kind: string;
    orderRef: string;
    reference: string;
    refundRef?: string;
    amountPaise: number;
    at: Date;
  },
): Promise<PaymentRefundRow> {
  const [row] = await tx.query<PaymentRefundRow>(
    `insert into payment_refund (reference, refund_ref, kind, order_ref, gateway, payment_id,
       amount_paise, created_at, updated_at)
     select $3, $6, i.kind, i.order_ref, i.gateway, i.payment_id, $4, $5, $5
     from payment_intent i where i.kind = $1 and i.order_ref = $2 and i.status = 'paid'
     returning *`,
    [
      refund.kind,
      refund.orderRef,
      refund.reference,
      refund.amountPaise,
      refund.at,
      refund.refundRef ?? refund.reference,
    ],
  );
  if (!row) throw new Error(`${refund.kind} order ${refund.orderRef} has no paid intent`);
  return row;
}

/**
 * Takes the right to send a refund that has not reached the gateway: one conditional update,
 * so of any number of approvals, CLI runs and reconciliations at once exactly one gets the row.
 */
async function claimSend(deps: RefundSendDeps, id: number): Promise<PaymentRefundRow | undefined> {
  const at = deps.now();
  const [claimed] = await deps.db.query<PaymentRefundRow>(
    `update payment_refund set claimed_until = $2
     where id = $1 and status = 'sending' and (claimed_until is null or claimed_until <= $3)
     returning *`,
    [id, new Date(at.getTime() + SEND_CLAIM_MS), at],
  );
  return claimed;
}

/**
 * Sends a refund to the gateway, once: only the caller holding the send claim calls it, and
 * the reference is the gateway's idempotency key, so sending again after a lost answer makes no
 * second refund. A refusal (4xx) fails the refund; a gateway that does not answer releases the
 * claim and leaves it for reconciliation. Returns whether this call asked the gateway.
 */
export async function sendRefund(deps: RefundSendDeps, reference: string): Promise<boolean> {
  const [row] = await deps.db.query<PaymentRefundRow>(
    'select * from payment_refund where reference = $1',
    [reference],
  );
  if (!row || row.status !== 'sending') return false;
  if (row.gateway !== deps.gateway.name) {
    deps.logger.error({ reference }, 'refund cannot be sent by this gateway');
    return false;
  }
  const refund = await claimSend(deps, row.id);
  if (!refund) return false;
  let sent: GatewayRefund;
  try {
    sent = await deps.gateway.refund({
      paymentId: refund.payment_id,
      amountPaise: refund.amount_paise,
      idempotencyKey: refund.reference,
      receipt: refund.reference,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.permanent) {
      await deps.db.transaction((tx) =>
        settle(
          tx,
          refund,
          { status: 'failed', failureReason: error.message },
          deps.now(),
          'gateway',
        ),
      );
    } else {
      deps.logger.warn({ err: error, reference }, 'refund not sent; will retry');
      await deps.db.query(
        `update payment_refund set claimed_until = null
         where id = $1 and status = 'sending' and claimed_until = $2`,
        [refund.id, refund.claimed_until],
      );
    }
    return true;
  }
  await deps.db.query(
    `update payment_refund set status = 'sent', gateway_refund_id = $2, updated_at = $3
     where id = $1 and status = 'sending'`,
    [refund.id, sent.refundId, deps.now()],
  );
  if (sent.status !== 'pending') {
    await deps.db.transaction((tx) => applyRefundOutcome(tx, sent, deps.now(), 'gateway'));
  }
  return true;
}

async function settle(
  tx: Queryable,
  refund: PaymentRefundRow,
  outcome: {
    status: 'processed' | 'failed';
    gatewayRefundId?: string;
    bankReference?: string | null;
    failureReason: string | null;
  },
  at: Date,
  by: Actor,
): Promise<string> {
  const [row] = await tx.query<PaymentRefundRow>(
    `update payment_refund set status = $2, gateway_refund_id = coalesce(gateway_refund_id, $3),
       bank_reference = $4, failure_reason = $5, updated_at = $6
     where id = $1 and status in ('sending', 'sent') returning *`,
    [
      refund.id,
      outcome.status,
      outcome.gatewayRefundId ?? null,
      outcome.bankReference ?? null,
      outcome.failureReason,
      at,
    ],
  );
  if (!row) return 'refund already finished';
  return payableKind(row.kind).onRefundSettled(
    tx,
    {
      reference: row.refund_ref,
      orderRef: row.order_ref,
      status: outcome.status,
      gatewayRefundId: row.gateway_refund_id ?? '',
      failureReason: outcome.failureReason,
      attempt: row.reference,
      bankReference: row.bank_reference,
    },
    { at, by },
  );
}

/**
 * The gateway's word on a refund (webhook, its answer, or reconciliation). Our refunds are
 * found by their receipt (our reference) or the gateway's id; a refund of a payment we did not
 * honour updates that payment's return.
 */
export async function applyRefundOutcome(
  tx: Queryable,
  refund: GatewayRefund,
  at: Date,
  by: Actor,
): Promise<{ outcome: string; returnQueued: boolean; order?: { kind: string; ref: string } }> {
  if (refund.status === 'pending') return { outcome: 'refund pending', returnQueued: false };
  const processed = refund.status === 'processed';
  const [row] = await tx.query<PaymentRefundRow>(
    `select * from payment_refund where reference = $1 or gateway_refund_id = $2
     order by id limit 1 for update`,
    [refund.receipt ?? '', refund.refundId],
  );
  if (!row) return { outcome: await applyReturnOutcome(tx, refund, at), returnQueued: false };
  const order = { kind: row.kind, ref: row.order_ref };

  if (row.status === 'processed' || row.status === 'failed') {
    if ((row.status === 'processed') !== processed) {
      await payableKind(row.kind).flag(
        tx,
        row.order_ref,
        `gateway says refund ${refund.refundId} ${refund.status} after it ended`,
      );
    }
    return { outcome: 'refund already finished', returnQueued: false, order };
  }
  const outcome = await settle(
    tx,
    row,
    processed
      ? {
          status: 'processed',
          gatewayRefundId: refund.refundId,
          bankReference: refund.reference ?? refund.refundId,
          failureReason: null,
        }
      : {
          status: 'failed',
          gatewayRefundId: refund.refundId,
          failureReason: refund.failureReason ?? 'The bank could not return the money.',
        },
    at,
    by,
  );
  return { outcome, returnQueued: false, order };
}

async function applyReturnOutcome(tx: Queryable, refund: GatewayRefund, at: Date): Promise<string> {
  const returned = await tx.query(
    `update payment set return_status = $3, return_refund_id = $2, return_error = $4,
       updated_at = $5
     where (return_refund_id = $2 or 'RT-' || payment_id = $1) and return_status in ('queued', 'sent')
     returning id`,
    [
      refund.receipt ?? '',
      refund.refundId,
      refund.status === 'processed' ? 'returned' : 'failed',
      refund.failureReason,
      at,
    ],
  );
  return returned.length > 0 ? `payment return ${refund.status}` : 'unknown refund';
}
