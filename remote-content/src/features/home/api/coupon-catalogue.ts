import { apiPost } from '@travel/shared';
import type { CouponProduct } from '@travel/shared';
import { COUPON_CATALOGUE_ANSWER } from '@travel/shared/contracts/plain';
import { useQuery } from '@travel/shared/query';

/**
 * The server's coupon catalogue, as the coupon page sells it: the home page's HTML carries it
 * (screens.ts), so the grid is drawn with the first paint and a new series shows without a
 * release of this remote.
 */
export function useCouponCatalogue() {
  return useQuery({
    queryKey: COUPON_CATALOGUE_ANSWER.queryKey,
    queryFn: ({ signal }): Promise<CouponProduct[]> =>
      apiPost(COUPON_CATALOGUE_ANSWER.path, COUPON_CATALOGUE_ANSWER.body, { signal }),
  });
}

/** The coupons that can be bought now (the catalogue also lists ended ones). */
export const onSale = (products: readonly CouponProduct[]): CouponProduct[] =>
  products.filter((product) => product.available);

/** The lowest price of a coupon on sale; undefined while unknown or when none is on sale. */
export function cheapestOnSale(products: readonly CouponProduct[] | undefined): number | undefined {
  const prices = onSale(products ?? []).map((product) => product.totalAmountPaise);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}
