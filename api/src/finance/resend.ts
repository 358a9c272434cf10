import {
  ORDER_STATUS,
  type OrderStatus,
  REFUND_CREDIT_BUSINESS_DAYS,
  REFUND_STATUS,
  type RefundStatus,
  orderStatusLabel,
  refundStatusLabel,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { OpsError } from '../http/ops-json';
import {
  type Actor,
  ORDER_TABLES,
  type OrderKindName,
  moveOrder,
  moveRefund,
} from '../orders/moves';
import { type RefundSendDeps, sendRefund, startRefund } from '../payments/refunds';
import { couponRefundFacts } from '../coupons/refund-messages';
import { bookingRefundFacts } from '../flights/cancellation-messages';
import { addBusinessDays } from '../orders/business-days';
import { enqueueRefundResent } from '../orders/refund-messages';

/**
 * Whether a refund of the queue (`r`, its order `o`) can be sent again, as SQL: the gateway
 * failed it (staff did not turn it down) and nothing stands in the way. A coupon refund must be
 * the order's latest, its order still Refund Failed and its coupon unused and free; a booking
 * must have no other refund on its way. resendRefund() checks the same, with the reasons.
 */
export const RESENDABLE: Record<OrderKindName, string> = {
  coupon: `(r.status = 4 and r.failure_reason is not null and r.rejection_reason is null
    and o.status = 6
    and not exists (select 1 from coupon_refund later where later.order_pk = r.order_pk
                    and later.id > r.id)
    and exists (select 1 from coupon c where c.order_pk = o.id and c.status = 'active')
    and not exists (select 1 from flight_coupon_hold h join coupon c on c.code = h.coupon_code
                    where c.order_pk = o.id and h.status = 'held'))`,
  flight: '(r.status = 4 and r.failure_reason is not null and o.status <> 4)',
};

/** The staff audit ledger's row of a refund sent again, in the transaction that moves it. */
export type ResendHook = (
  tx: Queryable,
  refund: { refundId: string; orderId: string; amountPaise: number; previousFailure: string },
) => Promise<void>;

interface RefundRow {
  id: number;
  refund_id: string;
  order_pk: number;
  amount_paise: number;
  status: RefundStatus;
  failure_reason: string | null;
  rejection_reason?: string | null;
}

const conflict = (message: string) => new OpsError(message, 'conflict');

/** Why a refund that is not in status 4 cannot be sent again, with who sent it last if so. */
async function notFailed(tx: Queryable, kind: OrderKindName, refund: RefundRow): Promise<string> {
  const [last] = await tx.query<{ from_status: number | null; at: Date; actor: string }>(
    `select from_status, at, actor from ${ORDER_TABLES[kind].refund}_event
     where refund_pk = $1 order by id desc limit 1`,
    [refund.id],
  );
  const resent =
    refund.status === REFUND_STATUS.processing && last?.from_status === REFUND_STATUS.failed
      ? ` (${last.actor} sent it again at ${last.at.toISOString()})`
      : '';
  return `${refund.refund_id} is not a failed refund: it is ${refundStatusLabel(refund.status)}${resent}.`;
}

/** What stands in the way of sending a coupon refund again, if anything. */
async function couponBlocker(
  tx: Queryable,
  refund: RefundRow,
  order: { id: number; order_id: string; status: OrderStatus },
): Promise<string | undefined> {
  const [latest] = await tx.query<{ refund_id: string }>(
    'select refund_id from coupon_refund where order_pk = $1 order by id desc limit 1',
    [order.id],
  );
  if (latest && latest.refund_id !== refund.refund_id) {
    return `${refund.refund_id} is not the latest refund of ${order.order_id}: the visitor asked again (${latest.refund_id}); look at that one.`;
  }
  if (order.status !== ORDER_STATUS.refundFailed) {
    return `${order.order_id} is ${orderStatusLabel(order.status)} now, not Refund Failed, so its refund cannot be sent again.`;
  }
  const [coupon] = await tx.query<{ status: string }>(
    'select status from coupon where order_pk = $1',
    [order.id],
  );
  if (coupon?.status === 'used') {
    return `The coupon of ${order.order_id} was used for a booking after the refund failed: there is nothing to refund.`;
  }
  if (coupon?.status !== 'active') {
    return `The coupon of ${order.order_id} is ${coupon?.status ?? 'missing'}: there is nothing to refund.`;
  }
  const [held] = await tx.query(
    `select 1 from flight_coupon_hold h join coupon c on c.code = h.coupon_code
     where c.order_pk = $1 and h.status = 'held'`,
    [order.id],
  );
  if (held) {
    return `The coupon of ${order.order_id} is held by a booking waiting for payment: if it is paid the coupon is used and nothing is owed. Try again once that booking ends.`;
  }
  return undefined;
}

/**
 * Finance sends a refund the gateway failed again, by the original route. Under the order's
 * lock, then the refund's: the refund moves 4 -> 2 only from 4 (a conditional update), the
 * order back to Processing Refund, a new attempt is made in the payment core and the ledger
 * row written, all in one transaction; the gateway is called after it commits. Of two finance
 * members pressing at once, one sends it; the other is told it is no longer a failed refund.
 */
export async function resendRefund(
  deps: RefundSendDeps,
  refundId: string,
  by: Actor,
  record: ResendHook,
): Promise<{ kind: OrderKindName; refundId: string }> {
  const at = deps.now();
  const sent = await deps.db.transaction(async (tx) => {
    const [found] = await tx.query<{ kind: OrderKindName; order_pk: number }>(
      `select 'coupon' as kind, order_pk from coupon_refund where refund_id = $1
       union all select 'flight', order_pk from flight_refund where refund_id = $1`,
      [refundId],
    );
    if (!found) throw new OpsError(`No refund is called ${refundId}.`, 'not-found');
    const { kind } = found;
    const tables = ORDER_TABLES[kind];
    const [order] = await tx.query<{ id: number; order_id: string; status: OrderStatus }>(
      `select id, order_id, status from ${tables.order} where id = $1 for update`,
      [found.order_pk],
    );
    const [refund] = await tx.query<RefundRow>(
      `select * from ${tables.refund} where refund_id = $1 for update`,
      [refundId],
    );
    if (!order || !refund) throw new Error(`refund ${refundId} vanished`);

    if (refund.status !== REFUND_STATUS.failed) throw conflict(await notFailed(tx, kind, refund));
    if (refund.rejection_reason) {
      throw conflict(
        `${refundId} was turned down by staff ("${refund.rejection_reason}"), not failed by the gateway: there is nothing to send again.`,
      );
    }
    const [attempts] = await tx.query<{ n: number; last_status: string | null }>(
      `select count(*)::int as n,
              (select status from payment_refund where kind = $1 and refund_ref = $2
               order by id desc limit 1) as last_status
       from payment_refund where kind = $1 and refund_ref = $2`,
      [kind, refundId],
    );
    if (!refund.failure_reason || !attempts || attempts.last_status !== 'failed') {
      throw conflict(`${refundId} never reached the gateway, so there is nothing to send again.`);
    }
    const blocker =
      kind === 'coupon'
        ? await couponBlocker(tx, refund, order)
        : order.status === ORDER_STATUS.processingRefund
          ? `${order.order_id} has another refund on its way; send ${refundId} again once that one is settled.`
          : undefined;
    if (blocker) throw conflict(blocker);

    const moved = await moveRefund(tx, kind, refund.id, REFUND_STATUS.processing, {
      at,
      by,
      from: [REFUND_STATUS.failed],
      set: { failure_reason: null, processing_at: at },
    });
    if (!moved) throw conflict(`${refundId} was changed by someone else just now; look again.`);
    if (order.status === ORDER_STATUS.refundFailed) {
      await moveOrder(tx, kind, order.id, ORDER_STATUS.processingRefund, {
        at,
        by,
        from: [ORDER_STATUS.refundFailed],
      });
    }
    const attempt = await startRefund(tx, {
      kind,
      orderRef: order.order_id,
      reference: `${refundId}-${attempts.n + 1}`,
      refundRef: refundId,
      amountPaise: refund.amount_paise,
      at,
    });
    await enqueueRefundResent(
      tx,
      kind === 'coupon'
        ? await couponRefundFacts(tx, refundId, false)
        : await bookingRefundFacts(tx, refundId),
      { number: attempts.n + 1, expectedBy: addBusinessDays(at, REFUND_CREDIT_BUSINESS_DAYS) },
      at,
    );
    await record(tx, {
      refundId,
      orderId: order.order_id,
      amountPaise: refund.amount_paise,
      previousFailure: refund.failure_reason,
    });
    return { kind, reference: attempt.reference };
  });

  try {
    await sendRefund(deps, sent.reference);
  } catch (error) {
    // Committed: reconciliation sends it if this call could not.
    deps.logger.error({ err: error, reference: sent.reference }, 'refund not sent; will retry');
  }
  return { kind: sent.kind, refundId };
}
