import { type CheckoutCoupon, ORDER_STATUS } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';

// The visitor's coupons at checkout: which can be used, and the one chosen, checked and locked.

interface CouponRow {
  code: string;
  status: 'active' | 'used' | 'void';
  user_id: number;
  order_status: number;
  order_id: string;
  back_amount_paise: number;
  expires_at: Date;
  expiration_date: string;
}

const COUPON_SELECT = `
  select c.code, c.status, o.user_id, o.status as order_status, o.order_id, o.back_amount_paise,
         p.expires_at, to_char(p.expiration_date, 'YYYY-MM-DD') as expiration_date
  from coupon c join coupon_order o on o.id = c.order_pk
  join coupon_product p on p.code = o.product_code`;

/** The visitor's coupons usable now, worth most first. */
export async function usableCoupons(
  db: Queryable,
  userId: number,
  at: Date,
  basePaise: number,
): Promise<CheckoutCoupon[]> {
  const rows = await db.query<CouponRow>(
    `${COUPON_SELECT}
     where o.user_id = $1 and c.status = 'active' and o.status in (2, 6) and p.expires_at > $2
       and not exists (select 1 from flight_coupon_hold h
                       where h.coupon_code = c.code and h.status in ('held', 'used'))
     order by o.back_amount_paise desc, p.expires_at, c.code`,
    [userId, at],
  );
  return rows.map((row) => ({
    code: row.code,
    orderId: row.order_id,
    valuePaise: row.back_amount_paise,
    expirationDate: row.expiration_date,
    appliedPaise: Math.min(row.back_amount_paise, basePaise),
  }));
}

/**
 * The visitor's own coupon, if it can be used now; with `lock`, its row and its order's are
 * locked, so a coupon refund or another booking waits for this transaction.
 */
export async function checkCoupon(
  db: Queryable,
  userId: number,
  code: string,
  at: Date,
  lock: boolean,
): Promise<{ code: string; valuePaise: number }> {
  const [row] = await db.query<CouponRow>(
    `${COUPON_SELECT} where c.code = $1 ${lock ? 'for update of c, o' : ''}`,
    [code],
  );
  if (!row || row.user_id !== userId) throw new ApiError('couponNotFound');
  if (row.status === 'void' || row.order_status === ORDER_STATUS.refundSuccessful) {
    throw new ApiError('couponRefunded');
  }
  if (row.order_status === ORDER_STATUS.processingRefund) {
    throw new ApiError('couponRefundPending');
  }
  // A separate statement: it must see holds committed while this one waited for the lock.
  const holds = await db.query<{ status: string }>(
    `select status from flight_coupon_hold where coupon_code = $1 and status in ('held', 'used')`,
    [code],
  );
  if (row.status === 'used' || holds.some((h) => h.status === 'used')) {
    throw new ApiError('couponUsed');
  }
  if (row.order_status !== ORDER_STATUS.paymentSuccessful && row.order_status !== 6) {
    throw new ApiError('couponUnpaid');
  }
  if (at >= row.expires_at) throw new ApiError('couponExpiredForBooking');
  if (holds.length > 0) throw new ApiError('couponHeld');
  return { code: row.code, valuePaise: row.back_amount_paise };
}
