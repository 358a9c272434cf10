import { DEFAULT_PAGE_SIZE, apiPost } from '@travel/shared';
import type { CouponOrder, PageResult } from '@travel/shared';
import { useApiQuery } from '../../../api/use-api-query';

export function fetchCouponOrders(
  pageNumber: number,
  signal?: AbortSignal,
): Promise<PageResult<CouponOrder>> {
  return apiPost(
    '/travel/api/coupon/orders/pageList',
    { pageNumber, pageSize: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

/** One page of the visitor's orders, newest first. */
export function useCouponOrders(pageNumber: number) {
  return useApiQuery(
    `orders:${pageNumber}`,
    (signal) => fetchCouponOrders(pageNumber, signal),
    'Your orders could not be loaded.',
  );
}
