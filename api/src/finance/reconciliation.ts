import {
  REFUND_CREDIT_BUSINESS_DAYS,
  type ReconciliationItem,
  type ReconciliationItems,
  type ReconciliationStatus,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { addBusinessDays } from '../orders/business-days';
import { indiaDateOf } from '../orders/references';
import { recentRuns } from '../payments/reconcile';

/** How many of each kind of open item the status lists (the oldest). */
export const LISTED_ITEMS = 50;
/** How many of the latest runs it shows. */
export const SHOWN_RUNS = 10;

const DAY_MS = 24 * 60 * 60_000;

const listed = (items: ReconciliationItem[], total = items.length): ReconciliationItems => ({
  total,
  items: items.slice(0, LISTED_ITEMS),
});

async function paymentsPastWindow(db: Queryable, now: Date): Promise<ReconciliationItems> {
  const rows = await db.query<{
    kind: 'coupon' | 'flight';
    order_ref: string;
    amount_paise: number;
    expires_at: Date;
    total: number;
  }>(
    `select kind, order_ref, amount_paise, expires_at, count(*) over ()::int as total
     from payment_intent where status = 'open' and expires_at <= $1
     order by expires_at limit $2`,
    [now, LISTED_ITEMS],
  );
  return listed(
    rows.map((row) => ({
      kind: row.kind,
      id: row.order_ref,
      orderId: row.order_ref,
      amountPaise: row.amount_paise,
      since: row.expires_at.toISOString(),
      note: 'still waiting for payment after its window ended; the next run closes it',
    })),
    rows[0]?.total ?? 0,
  );
}

/** Refunds with the gateway past the date the policy promises the money by. */
async function refundsProcessingLong(db: Queryable, now: Date): Promise<ReconciliationItems> {
  // 7 business days are at least 7 calendar days: only those can be late.
  const rows = await db.query<{
    kind: 'coupon' | 'flight';
    refund_id: string;
    order_id: string;
    amount_paise: number;
    processing_at: Date;
  }>(
    `select 'coupon' as kind, r.refund_id, o.order_id, r.amount_paise,
            coalesce(r.processing_at, r.updated_at) as processing_at
     from coupon_refund r join coupon_order o on o.id = r.order_pk
     where r.status = 2 and coalesce(r.processing_at, r.updated_at) <= $1
     union all
     select 'flight', r.refund_id, o.order_id, r.amount_paise,
            coalesce(r.processing_at, r.updated_at)
     from flight_refund r join flight_order o on o.id = r.order_pk
     where r.status = 2 and coalesce(r.processing_at, r.updated_at) <= $1
     order by processing_at limit 1000`,
    [new Date(now.getTime() - REFUND_CREDIT_BUSINESS_DAYS * DAY_MS)],
  );
  const today = indiaDateOf(now);
  const late = rows.flatMap((row) => {
    const due = addBusinessDays(row.processing_at, REFUND_CREDIT_BUSINESS_DAYS);
    return today > due
      ? [
          {
            kind: row.kind,
            id: row.refund_id,
            orderId: row.order_id,
            amountPaise: row.amount_paise,
            since: row.processing_at.toISOString(),
            note: `with the gateway since ${indiaDateOf(row.processing_at)}; the money was due by ${due}`,
          },
        ]
      : [];
  });
  return listed(late);
}

/** Refunds the gateway failed that are still the order's word on its money. */
async function refundsFailedAtGateway(db: Queryable): Promise<ReconciliationItems> {
  const rows = await db.query<{
    kind: 'coupon' | 'flight';
    refund_id: string;
    order_id: string;
    amount_paise: number;
    updated_at: Date;
    failure_reason: string;
    total: number;
  }>(
    `select kind, refund_id, order_id, amount_paise, updated_at, failure_reason,
            count(*) over ()::int as total
     from (
       select 'coupon' as kind, r.refund_id, o.order_id, r.amount_paise, r.updated_at,
              r.failure_reason
       from coupon_refund r join coupon_order o on o.id = r.order_pk
       where r.status = 4 and r.failure_reason is not null and r.rejection_reason is null
         and o.status = 6
         and not exists (select 1 from coupon_refund later where later.order_pk = r.order_pk
                         and later.id > r.id)
       union all
       select 'flight', r.refund_id, o.order_id, r.amount_paise, r.updated_at,
              coalesce(r.failure_reason, 'failed at the gateway')
       from flight_refund r join flight_order o on o.id = r.order_pk
       where r.status = 4
     ) failed
     order by updated_at, refund_id limit $1`,
    [LISTED_ITEMS],
  );
  return listed(
    rows.map((row) => ({
      kind: row.kind,
      id: row.refund_id,
      orderId: row.order_id,
      amountPaise: row.amount_paise,
      since: row.updated_at.toISOString(),
      note: row.failure_reason,
    })),
    rows[0]?.total ?? 0,
  );
}

/** When reconciliation last ran, what it did, whether it runs by itself, and what is open. */
export async function reconciliationStatus(
  db: Queryable,
  now: Date,
  intervalMs: number,
): Promise<ReconciliationStatus> {
  const runs = await recentRuns(db, SHOWN_RUNS);
  return {
    schedule: {
      enabled: intervalMs > 0,
      everySeconds: intervalMs > 0 ? Math.round(intervalMs / 1000) : null,
    },
    lastRun: runs[0] ?? null,
    recentRuns: runs,
    open: {
      paymentsPastWindow: await paymentsPastWindow(db, now),
      refundsProcessingLong: await refundsProcessingLong(db, now),
      refundsFailedAtGateway: await refundsFailedAtGateway(db),
    },
  };
}
