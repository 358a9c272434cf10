import { apiPost } from '@travel/shared';
import type { CouponProduct } from '@travel/shared';
import { useQuery } from '@travel/shared/query';
import { COUPON_CATALOGUE_ANSWER } from '@travel/shared/contracts/plain';

export function fetchCouponProducts(signal?: AbortSignal): Promise<CouponProduct[]> {
  return apiPost(COUPON_CATALOGUE_ANSWER.path, COUPON_CATALOGUE_ANSWER.body, { signal });
}

/** The server's catalogue: the only place a coupon's price comes from. */
export function useCouponProducts() {
  return useQuery({
    queryKey: COUPON_CATALOGUE_ANSWER.queryKey,
    queryFn: ({ signal }) => fetchCouponProducts(signal),
  });
}
