import { apiPost } from '@travel/shared';
import type { CouponProduct } from '@travel/shared';
import { useQuery } from '@travel/shared/query';

export function fetchCouponProducts(signal?: AbortSignal): Promise<CouponProduct[]> {
  return apiPost('/travel/api/coupon/products', {}, { signal });
}

/** The server's catalogue: the only place a coupon's price comes from. */
export function useCouponProducts() {
  return useQuery({
    queryKey: ['coupon', 'products'],
    queryFn: ({ signal }) => fetchCouponProducts(signal),
  });
}
