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
