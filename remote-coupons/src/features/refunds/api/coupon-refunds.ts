import { DEFAULT_PAGE_SIZE, apiPost } from '@travel/shared';
import type { PageResult, RefundOrder } from '@travel/shared';
import { useApiQuery } from '../../../api/use-api-query';

export function fetchCouponRefunds(
  pageNumber: number,
  signal?: AbortSignal,
): Promise<PageResult<RefundOrder>> {
  return apiPost(
    '/travel/api/coupon/refunds/pageList',
    { pageNumber, pageSize: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

/** One page of the visitor's refunds, newest first. */
export function useCouponRefunds(pageNumber: number) {
  return useApiQuery(
    `refunds:${pageNumber}`,
    (signal) => fetchCouponRefunds(pageNumber, signal),
    'Your refunds could not be loaded.',
  );
}
