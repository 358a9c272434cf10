import { apiPost } from '@travel/shared';
import type { CurrentCouponSeries } from '@travel/shared';
import { useQuery } from '@travel/shared/query';
import { seriesAnswer } from './series-answer';

export function fetchCouponSeries(signal?: AbortSignal): Promise<CurrentCouponSeries> {
  return apiPost(seriesAnswer.path, seriesAnswer.body, { signal });
}

/** Which coupon series is on sale (its dates), and the next one. */
export function useCouponSeries() {
  return useQuery({
    queryKey: seriesAnswer.queryKey,
    queryFn: ({ signal }) => fetchCouponSeries(signal),
  });
}
