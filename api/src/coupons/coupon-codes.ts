import type { Queryable } from '../db/database';
import { randomCode } from '../orders/references';

/** HEG-XXXX-XXXX-XXXX: 12 random characters, about 59 bits. */
export function newCouponCode(): string {
  return `HEG-${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;
}

export const COUPON_CODE_PATTERN = /^HEG-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** Issues the order's coupon once; a second call returns the code already issued. */
export async function issueCoupon(tx: Queryable, orderPk: number, at: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [issued] = await tx.query<{ code: string }>(
      `insert into coupon (code, order_pk, issued_at) values ($1, $2, $3)
       on conflict do nothing returning code`,
      [newCouponCode(), orderPk, at],
    );
    if (issued) return issued.code;
    const [existing] = await tx.query<{ code: string }>(
      'select code from coupon where order_pk = $1',
      [orderPk],
    );
    if (existing) return existing.code;
  }
  throw new Error('could not find a free coupon code');
}

export type RedeemResult = { ok: true; orderId: string } | { ok: false; message: string };

/** Marks a coupon used, as the airline desk does when it is applied to a booking. */
export async function redeemCoupon(tx: Queryable, code: string, at: Date): Promise<RedeemResult> {
  const [row] = await tx.query<{
    order_pk: number;
    status: string;
    order_id: string;
    order_status: number;
    expires_at: Date;
  }>(
    `select c.order_pk, c.status, o.order_id, o.status as order_status, p.expires_at
     from coupon c join coupon_order o on o.id = c.order_pk
     join coupon_product p on p.code = o.product_code
     where c.code = $1 for update of c`,
    [code.trim().toUpperCase()],
  );
  if (!row) return { ok: false, message: 'No coupon has that code.' };
  if (row.status === 'used') return { ok: false, message: 'This coupon has already been used.' };
  if (row.status === 'void') return { ok: false, message: 'This coupon was refunded and is void.' };
  if (row.order_status !== 2) {
    return { ok: false, message: 'A refund of this coupon is under way; it cannot be used.' };
  }
  if (at >= row.expires_at) return { ok: false, message: 'This coupon has expired.' };
  await tx.query(
    "update coupon set status = 'used', used_at = $2 where order_pk = $1 and status = 'active'",
    [row.order_pk, at],
  );
  return { ok: true, orderId: row.order_id };
}
