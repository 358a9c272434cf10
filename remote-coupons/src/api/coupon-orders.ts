import { DEFAULT_PAGE_SIZE } from '@travel/shared/contracts/plain';
import { apiPost } from '@travel/shared';
import type { CouponOrder, PageResult } from '@travel/shared';
import { keepPreviousData, useQuery } from '@travel/shared/query';

/** The key of every page of the visitor's orders, to refresh them after a change. */
export const COUPON_ORDERS_KEY = ['coupon', 'orders'] as const;

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

/**
 * One page of the visitor's orders, newest first. The last page shown stays while the next one
 * loads; a page seen before shows at once and is refreshed, since an order changes on its own.
 */
export function useCouponOrders(pageNumber: number) {
  return useQuery({
    queryKey: [...COUPON_ORDERS_KEY, pageNumber],
    queryFn: ({ signal }) => fetchCouponOrders(pageNumber, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
