import type { Database, Queryable } from '../db/database';
import type { GatewayName, GatewayPayment, GatewayRefund } from './gateways/gateway';
import type { IntentRow } from './intents';
import { type Actor, UnknownKindError, payableKind } from './kinds';
import { applyRefundOutcome } from './refunds';

/** What a gateway told us, in its own words (webhook) or when asked (reconciliation). */
export type GatewayEvent =
  | { type: 'payment.captured' | 'payment.failed'; payment: GatewayPayment }
  | { type: 'refund.processed' | 'refund.failed'; refund: GatewayRefund }
  | { type: 'ignored'; name: string };

export interface AppliedEvent {
  /** True when this event id was seen before: nothing was done. */
  duplicate: boolean;
  outcome: string;
  /** A payment we did not honour is waiting to be sent back. */
  returnQueued: boolean;
}

interface Applied {
  outcome: string;
  returnQueued: boolean;
  order?: { kind: string; ref: string };
}

interface PaymentRow {
  id: number;
  status: 'captured' | 'failed';
}

type Disposition = 'applied' | 'failed' | 'mismatch' | 'duplicate' | 'unmatched';

async function recordPayment(
  tx: Queryable,
  gateway: GatewayName,
  payment: GatewayPayment,
  intent: IntentRow | undefined,
  disposition: Disposition,
  at: Date,
): Promise<void> {
  const returning =
    disposition === 'mismatch' || disposition === 'duplicate' || disposition === 'unmatched';
  await tx.query(
    `insert into payment (gateway, payment_id, gateway_order_id, intent_id, amount_paise,
       currency, status, method, vpa, rrn, error_description, disposition, return_status,
       created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
     on conflict (gateway, payment_id) do update set
       status = excluded.status, intent_id = excluded.intent_id,
       amount_paise = excluded.amount_paise, currency = excluded.currency,
       method = excluded.method, vpa = excluded.vpa, rrn = excluded.rrn,
       error_description = excluded.error_description, disposition = excluded.disposition,
       return_status = excluded.return_status, updated_at = excluded.updated_at`,
    [
      gateway,
      payment.paymentId,
      payment.gatewayOrderId,
      intent?.id ?? null,
      payment.amountPaise,
      payment.currency,
      payment.status,
      payment.method,
      payment.vpa,
      payment.rrn,
      payment.errorDescription,
      disposition,
      returning ? 'queued' : null,
      at,
    ],
  );
}

async function closeIntent(tx: Queryable, intent: IntentRow, at: Date): Promise<void> {
  await tx.query(
    `update payment_intent set status = 'closed', updated_at = $2
     where id = $1 and status = 'open'`,
    [intent.id, at],
  );
}

async function applyPayment(
  tx: Queryable,
  gateway: GatewayName,
  payment: GatewayPayment,
  at: Date,
  by: Actor,
): Promise<Applied> {
  const [intent] = payment.gatewayOrderId
    ? await tx.query<IntentRow>(
        'select * from payment_intent where gateway = $1 and gateway_order_id = $2 for update',
        [gateway, payment.gatewayOrderId],
      )
    : [];
  const [known] = await tx.query<PaymentRow>(
    'select id, status from payment where gateway = $1 and payment_id = $2 for update',
    [gateway, payment.paymentId],
  );
  const kind = intent ? payableKind(intent.kind) : undefined;
  const order = intent ? { kind: intent.kind, ref: intent.order_ref } : undefined;
  const change = { at, by };

  if (payment.status === 'failed') {
    if (known) return { outcome: 'payment already recorded', returnQueued: false, order };
    await recordPayment(tx, gateway, payment, intent, 'failed', at);
    if (!intent || !kind) {
      return { outcome: 'failed payment for an unknown order', returnQueued: false };
    }
    const moved =
      intent.status === 'open' &&
      (await kind.onPaymentFailed(tx, intent.order_ref, 'declined', change));
    await closeIntent(tx, intent, at);
    return {
      outcome: moved ? 'order failed' : 'failed attempt recorded',
      returnQueued: false,
      order,
    };
  }
  if (payment.status !== 'captured') {
    return { outcome: 'payment pending', returnQueued: false, order };
  }
  if (known?.status === 'captured') {
    return { outcome: 'payment already applied', returnQueued: false, order };
  }

  if (!intent || !kind) {
    await recordPayment(tx, gateway, payment, undefined, 'unmatched', at);
    return { outcome: 'captured payment for an unknown order; returning it', returnQueued: true };
  }
  if (payment.amountPaise !== intent.amount_paise || payment.currency !== intent.currency) {
    // Not what the order asked for: never honoured, the money goes back.
    await recordPayment(tx, gateway, payment, intent, 'mismatch', at);
    if (intent.status === 'open') {
      await kind.onPaymentFailed(tx, intent.order_ref, 'mismatch', change);
      await closeIntent(tx, intent, at);
    }
    await kind.flag(
      tx,
      intent.order_ref,
      `payment ${payment.paymentId} of ${payment.amountPaise} ${payment.currency} does not match ` +
        `${intent.amount_paise} ${intent.currency}; returned automatically`,
    );
    return { outcome: 'amount does not match; returning it', returnQueued: true, order };
  }
  const paid =
    intent.status !== 'paid' && (await kind.onCaptured(tx, intent.order_ref, payment, change));
  if (!paid) {
    // The order was already paid by another payment: the visitor paid twice.
    await recordPayment(tx, gateway, payment, intent, 'duplicate', at);
    await kind.flag(
      tx,
      intent.order_ref,
      `second payment ${payment.paymentId}; returned automatically`,
    );
    return {
      outcome: 'order already paid; returning the second payment',
      returnQueued: true,
      order,
    };
  }
  await tx.query(
    `update payment_intent set status = 'paid', payment_id = $2, paid_at = $3, updated_at = $3
     where id = $1`,
    [intent.id, payment.paymentId, at],
  );
  await recordPayment(tx, gateway, payment, intent, 'applied', at);
  return { outcome: 'order paid', returnQueued: false, order };
}

/**
 * Applies one gateway event exactly once: its id is recorded in the same transaction as its
 * effects, so a replay, a second replica or reconciliation finding the same payment changes
 * nothing. What it means for the order is the order's kind's to say (PayableKind).
 */
export async function applyGatewayEvent(
  db: Database,
  input: {
    gateway: GatewayName;
    eventId: string;
    event: GatewayEvent;
    payload: unknown;
    at: Date;
    by: Actor;
  },
): Promise<AppliedEvent> {
  const { event } = input;
  const eventName = event.type === 'ignored' ? event.name : event.type;
  try {
    return await applyOnce(db, input, eventName);
  } catch (error) {
    // Not recorded, so the gateway's retry or reconciliation in a process that knows the
    // kind applies it later; nothing changed here.
    if (!(error instanceof UnknownKindError)) throw error;
    return {
      duplicate: false,
      outcome: `order kind ${error.kind} is not handled here; left for reconciliation`,
      returnQueued: false,
    };
  }
}

async function applyOnce(
  db: Database,
  input: Parameters<typeof applyGatewayEvent>[1],
  eventName: string,
): Promise<AppliedEvent> {
  const { gateway, event, at, by } = input;
  return db.transaction(async (tx) => {
    const [recorded] = await tx.query<{ id: number }>(
      `insert into payment_event (gateway, event_id, event, payload, outcome, received_at)
       values ($1, $2, $3, $4, 'received', $5)
       on conflict (gateway, event_id) do nothing returning id`,
      [gateway, input.eventId, eventName, JSON.stringify(input.payload ?? null), at],
    );
    if (!recorded) return { duplicate: true, outcome: 'already applied', returnQueued: false };
    let result: Applied;
    if (event.type === 'payment.captured' || event.type === 'payment.failed') {
      result = await applyPayment(tx, gateway, event.payment, at, by);
    } else if (event.type === 'refund.processed' || event.type === 'refund.failed') {
      result = await applyRefundOutcome(tx, event.refund, at, by);
    } else {
      result = { outcome: 'ignored', returnQueued: false };
    }
    await tx.query(
      'update payment_event set outcome = $2, order_kind = $3, order_ref = $4 where id = $1',
      [recorded.id, result.outcome, result.order?.kind ?? null, result.order?.ref ?? null],
    );
    return { duplicate: false, outcome: result.outcome, returnQueued: result.returnQueued };
  });
}
