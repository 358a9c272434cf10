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
  /** The sale window of its series. */
  sale_opens_at: Date;
  sale_closes_at: Date;
}

const PRODUCT_COLUMNS = `p.code, p.total_amount_paise, p.back_amount_paise, p.currency,
  to_char(p.expiration_date, 'YYYY-MM-DD') as expiration_date, p.expires_at, p.image, p.color,
  s.sale_opens_at, s.sale_closes_at`;

/**
 * The tiers of the series on sale now; with none on sale, those of the last series that was
 * (shown as no longer available), so a page never offers a coupon the server would refuse.
 */
export async function listProducts(db: Queryable, now: Date): Promise<CouponProduct[]> {
  const rows = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from coupon_product p join coupon_series s on s.id = p.series_id
     where s.id = (select id from coupon_series where sale_opens_at <= $1
                   order by sale_opens_at desc limit 1)
     order by p.sort_order`,
    [now],
  );
  return rows.map((row) => toProduct(row, now));
}

export async function findProduct(db: Queryable, code: string): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from coupon_product p join coupon_series s on s.id = p.series_id
     where p.code = $1`,
    [code],
  );
  return row;
}

export function isExpired(product: Pick<ProductRow, 'expires_at'>, now: Date): boolean {
  return now >= product.expires_at;
}

export function isOnSale(
  product: Pick<ProductRow, 'sale_opens_at' | 'sale_closes_at'>,
  now: Date,
): boolean {
  return product.sale_opens_at <= now && now < product.sale_closes_at;
}

function toProduct(row: ProductRow, now: Date): CouponProduct {
  return {
    code: row.code,
    totalAmountPaise: row.total_amount_paise,
    backAmountPaise: row.back_amount_paise,
    expirationDate: row.expiration_date,
    image: row.image,
    color: row.color,
    available: isOnSale(row, now) && !isExpired(row, now),
  };
}
