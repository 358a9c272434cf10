import { apiPost } from '@travel/shared';
import { flightSearchKey } from '../../../api/query-keys';
import type { FlightSearchRequest, FlightSearchResponse } from '@travel/shared';
import { keepPreviousData, useQuery } from '@travel/shared/query';

// The last results stay on screen, dimmed, while the next load: no full-page overlay.
export function fetchFlightSearch(
  request: FlightSearchRequest,
  signal?: AbortSignal,
): Promise<FlightSearchResponse> {
  return apiPost('/travel/api/flights/search', request, { signal, polling: true });
}

/** One page of results, sorted and filtered by the server; the last page stays while it loads. */
export function useFlightSearch(request: FlightSearchRequest | null) {
  return useQuery({
    queryKey: request === null ? ['flights', 'search', null] : flightSearchKey(request),
    queryFn: ({ signal }) => fetchFlightSearch(request as FlightSearchRequest, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
    retry: false,
  });
}
