import { DEFAULT_PAGE_SIZE } from '@travel/shared/contracts/plain';
import { apiPost } from '@travel/shared';
import type { PageResult, RefundOrder } from '@travel/shared';
import { keepPreviousData, useQuery } from '@travel/shared/query';
import { COUPON_REFUNDS_KEY } from './refunds-answer';

export { COUPON_REFUNDS_KEY };

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

/** One page of the visitor's refunds, newest first; the last page shown stays while it loads. */
export function useCouponRefunds(pageNumber: number) {
  return useQuery({
    queryKey: [...COUPON_REFUNDS_KEY, pageNumber],
    queryFn: ({ signal }) => fetchCouponRefunds(pageNumber, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
