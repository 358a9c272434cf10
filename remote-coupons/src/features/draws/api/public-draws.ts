import { apiPost } from '@travel/shared';
import type { PublicDraw } from '@travel/shared';
import { useQuery } from '@travel/shared/query';
import { drawsAnswer } from './draws-answer';

export function fetchPublicDraws(signal?: AbortSignal): Promise<PublicDraw[]> {
  return apiPost(drawsAnswer.path, drawsAnswer.body, { signal });
}

export function usePublicDraws() {
  return useQuery({
    queryKey: drawsAnswer.queryKey,
    queryFn: ({ signal }) => fetchPublicDraws(signal),
  });
}
