import {
  REFUND_REVIEW_BUSINESS_DAYS,
  REFUND_STATUS,
  type AttentionOrder,
  type QueuedRefund,
  type RefundStatus,
  refundStatusLabel,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { indiaDateOf } from '../orders/references';
import { RESENDABLE } from './resend';

/** The policy's promise, "reviewed within 1-2 business days": its upper bound. */
export const REVIEW_DAYS = Number(REFUND_REVIEW_BUSINESS_DAYS.split('-').at(-1));

/** Whole Monday-Friday days between two India dates (from exclusive, to inclusive). */
export function businessDaysBetween(from: Date, to: Date): number {
  let days = 0;
  const day = new Date(`${indiaDateOf(from)}T00:00:00Z`);
  const last = indiaDateOf(to);
  for (;;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.toISOString().slice(0, 10) > last) return days;
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
}

interface QueueRow {
  kind: 'coupon' | 'flight';
  refund_id: string;
  order_id: string;
  email: string;
  amount_paise: number;
  status: number;
  reason: string | null;
  created_at: Date;
  can_resend: boolean;
}

/** Refunds of both kinds as the queue shows them, those `where` picks (r: the refund). */
async function queueRows(
  db: Queryable,
  where: { coupon: string; flight: string },
  params: unknown[],
): Promise<QueueRow[]> {
  return db.query<QueueRow>(
    `select 'coupon' as kind, r.refund_id, o.order_id, u.email, r.amount_paise, r.status,
            coalesce(r.failure_reason, r.reason) as reason, r.created_at,
            ${RESENDABLE.coupon} as can_resend
     from coupon_refund r join coupon_order o on o.id = r.order_pk join app_user u on u.id = r.user_id
     where ${where.coupon}
     union all
     select 'flight', r.refund_id, o.order_id, u.email, r.amount_paise, r.status,
            r.failure_reason, r.created_at, ${RESENDABLE.flight}
     from flight_refund r join flight_order o on o.id = r.order_pk join app_user u on u.id = o.user_id
     where ${where.flight}
     order by created_at, refund_id limit 500`,
    params,
  );
}

function toQueuedRefund(row: QueueRow, now: Date): QueuedRefund {
  const age = businessDaysBetween(row.created_at, now);
  return {
    kind: row.kind,
    refundId: row.refund_id,
    orderId: row.order_id,
    customerEmail: row.email,
    amountPaise: row.amount_paise,
    status: refundStatusLabel(row.status as RefundStatus),
    reason: row.reason,
    requestedAt: row.created_at.toISOString(),
    ageBusinessDays: age,
    overdue: age > REVIEW_DAYS,
    canDecide: row.kind === 'coupon' && row.status === REFUND_STATUS.pending,
    canResend: row.can_resend,
  };
}

/**
 * The finance queue, oldest first: coupon refund requests waiting for review (1), approved ones
 * not yet settled (2) and ones the gateway failed (4, not rejected); flight cancellations not yet
 * refunded (1, 2) or failed at the gateway.
 */
export async function refundQueue(db: Queryable, now: Date): Promise<QueuedRefund[]> {
  const rows = await queueRows(
    db,
    {
      coupon: 'r.status in (1, 2) or (r.status = 4 and r.rejection_reason is null)',
      flight: 'r.status in (1, 2, 4)',
    },
    [],
  );
  return rows.map((row) => toQueuedRefund(row, now));
}

/** One refund of either kind as the queue shows it, whatever its status. */
export async function queuedRefund(
  db: Queryable,
  refundId: string,
  now: Date,
): Promise<QueuedRefund | undefined> {
  const [row] = await queueRows(db, { coupon: 'r.refund_id = $1', flight: 'r.refund_id = $1' }, [
    refundId,
  ]);
  return row && toQueuedRefund(row, now);
}

/** Orders of both kinds with something a person must look at (a payment we did not honour...). */
export async function attentionOrders(db: Queryable): Promise<AttentionOrder[]> {
  const rows = await db.query<{
    kind: 'coupon' | 'flight';
    order_id: string;
    email: string;
    status: number;
    attention: string;
    updated_at: Date;
  }>(
    `select 'coupon' as kind, o.order_id, u.email, o.status, o.attention, o.updated_at
     from coupon_order o join app_user u on u.id = o.user_id where o.attention is not null
     union all
     select 'flight', o.order_id, u.email, o.status, o.attention, o.updated_at
     from flight_order o join app_user u on u.id = o.user_id where o.attention is not null
     order by updated_at desc limit 200`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    orderId: row.order_id,
    customerEmail: row.email,
    status: row.status,
    attention: row.attention,
    updatedAt: row.updated_at.toISOString(),
  }));
}
