import { apiPost } from '@travel/shared';
import { fareCalendarKey } from '../../../api/query-keys';
import type { FareCalendarRequest, FareCalendarResponse } from '@travel/shared';
import { useQuery } from '@travel/shared/query';

// Loads beside the results: no full-page overlay.
export function fetchFareCalendar(
  request: FareCalendarRequest,
  signal?: AbortSignal,
): Promise<FareCalendarResponse> {
  return apiPost('/travel/api/flights/calendar', request, { signal, polling: true });
}

/** The lowest fare of the chosen day and three days each side. */
export function useFareCalendar(request: FareCalendarRequest | null) {
  return useQuery({
    queryKey: request === null ? ['flights', 'calendar', null] : fareCalendarKey(request),
    queryFn: ({ signal }) => fetchFareCalendar(request as FareCalendarRequest, signal),
    enabled: request !== null,
    staleTime: 60 * 1000,
    retry: false,
  });
}
