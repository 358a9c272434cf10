import { apiPost } from '@travel/shared';
import type { PublicDraw } from '@travel/shared';
import { useQuery } from '@travel/shared/query';

export function fetchPublicDraws(signal?: AbortSignal): Promise<PublicDraw[]> {
  return apiPost('/travel/api/coupon/draws', {}, { signal });
}

export function usePublicDraws() {
  return useQuery({
    queryKey: ['coupon', 'draws'],
    queryFn: ({ signal }) => fetchPublicDraws(signal),
  });
}
