import { apiPost } from '@travel/shared';
import type { CabinClass, ItineraryDetails } from '@travel/shared';
import { useQuery } from '@travel/shared/query';
import { itineraryKey } from './query-keys';

export function fetchItinerary(
  itineraryId: string,
  cabin: CabinClass,
  signal?: AbortSignal,
): Promise<ItineraryDetails> {
  return apiPost('/travel/api/flights/itinerary', { itineraryId, cabin }, { signal });
}

/** Every segment and layover of one itinerary, re-priced by the server; '' asks nothing. */
export function useItinerary(itineraryId: string, cabin: CabinClass) {
  return useQuery({
    queryKey: itineraryKey(itineraryId, cabin),
    queryFn: ({ signal }) => fetchItinerary(itineraryId, cabin, signal),
    enabled: itineraryId !== '',
    staleTime: 60 * 1000,
    retry: false,
  });
}
