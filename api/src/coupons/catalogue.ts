import type { CouponProduct } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';

export interface ProductRow {
  code: string;
  total_amount_paise: number;
  back_amount_paise: number;
  currency: string;
  expiration_date: string;
  /** The first instant the coupon is expired (midnight after expiration_date, India). */
  expires_at: Date;
  image: string;
  color: string;
}

const PRODUCT_COLUMNS = `code, total_amount_paise, back_amount_paise, currency,
  to_char(expiration_date, 'YYYY-MM-DD') as expiration_date, expires_at, image, color`;

export async function listProducts(db: Queryable, now: Date): Promise<CouponProduct[]> {
  const rows = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from coupon_product order by sort_order`,
  );
  return rows.map((row) => toProduct(row, now));
}

export async function findProduct(db: Queryable, code: string): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from coupon_product where code = $1`,
    [code],
  );
  return row;
}

export function isExpired(product: Pick<ProductRow, 'expires_at'>, now: Date): boolean {
  return now >= product.expires_at;
}

function toProduct(row: ProductRow, now: Date): CouponProduct {
  return {
    code: row.code,
    totalAmountPaise: row.total_amount_paise,
    backAmountPaise: row.back_amount_paise,
    expirationDate: row.expiration_date,
    image: row.image,
    color: row.color,
    available: !isExpired(row, now),
  };
}
