import { apiPost } from '@travel/shared';
import type { PublicDraw } from '@travel/shared';
import { useApiQuery } from '../../../api/use-api-query';

export function fetchPublicDraws(signal?: AbortSignal): Promise<PublicDraw[]> {
  return apiPost('/travel/api/coupon/draws', {}, { signal });
}

export function usePublicDraws() {
  return useApiQuery('draws', fetchPublicDraws, 'The draws could not be loaded.');
}
