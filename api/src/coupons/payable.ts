import { ORDER_STATUS, REFUND_STATUS } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { type PayableKind, registerPayableKind } from '../payments/kinds';
import { lockOrder, unpaidOutcomes } from '../orders/lifecycle';
import { type Actor, moveOrder, moveRefund } from '../orders/moves';
import { issueCoupon } from './coupon-codes';
import { enqueueCouponPurchased } from './coupon-messages';
import { COUPON_ORDERS } from './orders';
import { enqueueCouponRefundCredited, enqueueCouponRefundFailed } from './refund-messages';

export const COUPON_KIND = COUPON_ORDERS.name;

async function orderPk(tx: Queryable, orderId: string): Promise<number> {
  return (await lockOrder(tx, COUPON_ORDERS, orderId)).id;
}

/** Refund 2 -> 4 with the bank's reason, and the order 4 -> 6 (the visitor may ask again). */
export async function failRefund(
  tx: Queryable,
  refund: { id: number; order_pk: number },
  reason: string,
  at: Date,
  by: Actor,
): Promise<boolean> {
  const failed = await moveRefund(tx, 'coupon', refund.id, REFUND_STATUS.failed, {
    at,
    by,
    from: [REFUND_STATUS.processing],
    set: { failure_reason: reason },
  });
  if (!failed) return false;
  await moveOrder(tx, 'coupon', refund.order_pk, ORDER_STATUS.refundFailed, { at, by });
  return true;
}

/** What a payment outcome means for a coupon order: its status, its coupon, its draw entry. */
export const couponPayable: PayableKind = registerPayableKind({
  kind: COUPON_KIND,

  async onCaptured(tx, orderId, _payment, { at, by }) {
    const pk = await orderPk(tx, orderId);
    const paid = await moveOrder(tx, 'coupon', pk, ORDER_STATUS.paymentSuccessful, {
      at,
      by,
      set: { paid_at: at },
    });
    if (!paid) return false;
    await issueCoupon(tx, pk, at);
    await enqueueCouponPurchased(tx, pk, at);
    return true;
  },

  ...unpaidOutcomes(COUPON_ORDERS),

  async onRefundSettled(tx, settled, { at, by }) {
    const [row] = await tx.query<{ id: number; order_pk: number }>(
      'select id, order_pk from coupon_refund where refund_id = $1 for update',
      [settled.reference],
    );
    if (!row) return 'unknown refund';
    if (settled.status === 'failed') {
      const failed = await failRefund(
        tx,
        row,
        settled.failureReason ?? 'The bank could not return the money.',
        at,
        by,
      );
      if (!failed) return 'refund not in processing';
      await enqueueCouponRefundFailed(tx, settled, at);
      return 'refund failed';
    }
    const done = await moveRefund(tx, 'coupon', row.id, REFUND_STATUS.successful, {
      at,
      by,
      from: [REFUND_STATUS.processing],
    });
    if (!done) return 'refund not in processing';
    await moveOrder(tx, 'coupon', row.order_pk, ORDER_STATUS.refundSuccessful, { at, by });
    // The money is back: the coupon stops working and the draw entry no longer counts.
    await tx.query(
      "update coupon set status = 'void', voided_at = $2 where order_pk = $1 and status = 'active'",
      [row.order_pk, at],
    );
    await tx.query("update draw_entry set status = 'void' where order_pk = $1", [row.order_pk]);
    await enqueueCouponRefundCredited(tx, settled, at);
    return 'refund successful';
  },
});
