import { apiPost } from '@travel/shared';
import type { CouponProduct } from '@travel/shared';
import { useQuery } from '@travel/shared/query';
import { catalogueAnswer } from './catalogue-answer';

export function fetchCouponProducts(signal?: AbortSignal): Promise<CouponProduct[]> {
  return apiPost(catalogueAnswer.path, catalogueAnswer.body, { signal });
}

/** The server's catalogue: the only place a coupon's price comes from. */
export function useCouponProducts() {
  return useQuery({
    queryKey: catalogueAnswer.queryKey,
    queryFn: ({ signal }) => fetchCouponProducts(signal),
  });
}
