import { apiPost } from '@travel/shared';
import type { CouponProduct } from '@travel/shared';
import { useApiQuery } from '../../../api/use-api-query';

export function fetchCouponProducts(signal?: AbortSignal): Promise<CouponProduct[]> {
  return apiPost('/travel/api/coupon/products', {}, { signal });
}

/** The server's catalogue: the only place a coupon's price comes from. */
export function useCouponProducts() {
  return useApiQuery('products', fetchCouponProducts, 'The coupons could not be loaded.');
}
