import { apiPost } from '@travel/shared';
import type { AirportLookupResponse } from '@travel/shared';
import { useQuery } from '@travel/shared/query';
import { allAirportsAnswer } from './airports-answer';

// Suggestions load beside the text box: no full-page overlay.
export function fetchAirports(
  query: string,
  limit: number,
  signal?: AbortSignal,
): Promise<AirportLookupResponse> {
  return apiPost('/travel/api/flights/airports', { query, limit }, { signal, polling: true });
}

/** Airports matching what the visitor typed, from the first letter; the list barely changes. */
export function useAirportLookup(query: string) {
  return useQuery({
    queryKey: ['flights', 'airports', query.trim().toLowerCase()],
    queryFn: ({ signal }) => fetchAirports(query.trim(), 8, signal),
    enabled: query.trim().length > 0,
    staleTime: 60 * 60 * 1000,
  });
}

/** Every airport served, to name the codes a URL carries. */
export function useAllAirports() {
  return useQuery({
    queryKey: allAirportsAnswer.queryKey,
    queryFn: ({ signal }) =>
      apiPost(allAirportsAnswer.path, allAirportsAnswer.body, { signal, polling: true }),
    staleTime: 60 * 60 * 1000,
  });
}
