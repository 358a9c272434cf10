import { apiPost } from '@travel/shared';
import type { BookingQuoteRequest, BookingQuoteResponse } from '@travel/shared';
import { keepPreviousData, queryOptions, useQuery } from '@travel/shared/query';
import { BOOKING_QUOTE_KEY, bookingQuoteKey } from '../../../api/query-keys';

export { BOOKING_QUOTE_KEY };

export function fetchBookingQuote(
  request: BookingQuoteRequest,
  signal?: AbortSignal,
): Promise<BookingQuoteResponse> {
  return apiPost('/travel/api/flights/booking/quote', request, { signal });
}

/**
 * The chosen fare re-priced by the server for these travellers, the visitor's usable coupons
 * and the price with the picked one.
 */
export function bookingQuoteOptions(request: BookingQuoteRequest) {
  return queryOptions({
    queryKey: bookingQuoteKey(request),
    queryFn: ({ signal }) => fetchBookingQuote(request, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

/** The booking's price; the previous answer stays on screen while it is asked again. */
export function useBookingQuote(request: BookingQuoteRequest | null) {
  return useQuery({
    ...bookingQuoteOptions(request ?? ({} as BookingQuoteRequest)),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
