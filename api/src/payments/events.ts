import { ORDER_STATUS } from '@travel/shared/contracts';
import { issueCoupon } from '../coupons/coupon-codes';
import type { OrderRow } from '../coupons/orders';
import { applyRefundOutcome } from '../coupons/refunds';
import { type Actor, moveOrder } from '../coupons/transitions';
import type { Database, Queryable } from '../db/database';
import type { GatewayName, GatewayPayment, GatewayRefund } from './gateway';

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

interface PaymentRow {
  id: number;
  status: 'captured' | 'failed';
}

type Disposition = 'applied' | 'failed' | 'mismatch' | 'duplicate' | 'unmatched';

async function recordPayment(
  tx: Queryable,
  gateway: GatewayName,
  payment: GatewayPayment,
  order: OrderRow | undefined,
  disposition: Disposition,
  at: Date,
): Promise<void> {
  const returning =
    disposition === 'mismatch' || disposition === 'duplicate' || disposition === 'unmatched';
  await tx.query(
    `insert into coupon_payment (gateway, payment_id, gateway_order_id, order_pk, amount_paise,
       currency, status, method, vpa, rrn, error_description, disposition, return_status,
       created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
     on conflict (gateway, payment_id) do update set
       status = excluded.status, order_pk = excluded.order_pk, amount_paise = excluded.amount_paise,
       currency = excluded.currency, method = excluded.method, vpa = excluded.vpa,
       rrn = excluded.rrn, error_description = excluded.error_description,
       disposition = excluded.disposition, return_status = excluded.return_status,
       updated_at = excluded.updated_at`,
    [
      gateway,
      payment.paymentId,
      payment.gatewayOrderId,
      order?.id ?? null,
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

async function flag(tx: Queryable, order: OrderRow, note: string): Promise<void> {
  await tx.query(
    `update coupon_order set attention = concat_ws(' | ', attention, $2::text) where id = $1`,
    [order.id, note],
  );
}

async function applyPayment(
  tx: Queryable,
  gateway: GatewayName,
  payment: GatewayPayment,
  at: Date,
  by: Actor,
): Promise<{ outcome: string; returnQueued: boolean }> {
  const [order] = payment.gatewayOrderId
    ? await tx.query<OrderRow>(
        'select * from coupon_order where gateway = $1 and gateway_order_id = $2 for update',
        [gateway, payment.gatewayOrderId],
      )
    : [];
  const [known] = await tx.query<PaymentRow>(
    'select id, status from coupon_payment where gateway = $1 and payment_id = $2 for update',
    [gateway, payment.paymentId],
  );

  if (payment.status === 'failed') {
    if (known) return { outcome: 'payment already recorded', returnQueued: false };
    await recordPayment(tx, gateway, payment, order, 'failed', at);
    if (!order) return { outcome: 'failed payment for an unknown order', returnQueued: false };
    const moved = await moveOrder(tx, order.id, ORDER_STATUS.paymentFailed, {
      at,
      by,
      from: [ORDER_STATUS.processingPayment],
    });
    return { outcome: moved ? 'order failed' : 'failed attempt recorded', returnQueued: false };
  }
  if (payment.status !== 'captured') return { outcome: 'payment pending', returnQueued: false };
  if (known?.status === 'captured')
    return { outcome: 'payment already applied', returnQueued: false };

  if (!order) {
    await recordPayment(tx, gateway, payment, undefined, 'unmatched', at);
    return { outcome: 'captured payment for an unknown order; returning it', returnQueued: true };
  }
  if (payment.amountPaise !== order.amount_paise || payment.currency !== order.currency) {
    // Not what the catalogue asked for: never honoured, the money goes back.
    await recordPayment(tx, gateway, payment, order, 'mismatch', at);
    await moveOrder(tx, order.id, ORDER_STATUS.paymentFailed, {
      at,
      by,
      from: [ORDER_STATUS.processingPayment],
    });
    await flag(
      tx,
      order,
      `payment ${payment.paymentId} of ${payment.amountPaise} ${payment.currency} does not match ` +
        `${order.amount_paise} ${order.currency}; returned automatically`,
    );
    return { outcome: 'amount does not match; returning it', returnQueued: true };
  }
  const paid = await moveOrder(tx, order.id, ORDER_STATUS.paymentSuccessful, {
    at,
    by,
    set: { paid_at: at, gateway_payment_id: payment.paymentId },
  });
  if (!paid) {
    // The order was already paid by another payment: the visitor paid twice.
    await recordPayment(tx, gateway, payment, order, 'duplicate', at);
    await flag(tx, order, `second payment ${payment.paymentId}; returned automatically`);
    return { outcome: 'order already paid; returning the second payment', returnQueued: true };
  }
  await recordPayment(tx, gateway, payment, order, 'applied', at);
  await issueCoupon(tx, order.id, at);
  return { outcome: 'order paid', returnQueued: false };
}

/**
 * Applies one gateway event exactly once: its id is recorded in the same transaction as its
 * effects, so a replay, a second replica or reconciliation finding the same payment changes
 * nothing. Orders only move forward along ORDER_TRANSITIONS.
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
  const { gateway, event, at, by } = input;
  const eventName = event.type === 'ignored' ? event.name : event.type;
  return db.transaction(async (tx) => {
    const [recorded] = await tx.query<{ id: number }>(
      `insert into payment_event (gateway, event_id, event, payload, outcome, received_at)
       values ($1, $2, $3, $4, 'received', $5)
       on conflict (gateway, event_id) do nothing returning id`,
      [gateway, input.eventId, eventName, JSON.stringify(input.payload ?? null), at],
    );
    if (!recorded) return { duplicate: true, outcome: 'already applied', returnQueued: false };
    let result: { outcome: string; returnQueued: boolean };
    if (event.type === 'payment.captured' || event.type === 'payment.failed') {
      result = await applyPayment(tx, gateway, event.payment, at, by);
    } else if (event.type === 'refund.processed' || event.type === 'refund.failed') {
      result = { outcome: await applyRefundOutcome(tx, event.refund, at, by), returnQueued: false };
    } else {
      result = { outcome: 'ignored', returnQueued: false };
    }
    await tx.query('update payment_event set outcome = $2 where id = $1', [
      recorded.id,
      result.outcome,
    ]);
    return { duplicate: false, ...result };
  });
}
