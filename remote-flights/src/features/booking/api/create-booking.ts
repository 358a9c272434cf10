import { apiPost, isTransientError } from '@travel/shared';
import type { CreateBookingRequest, CreateBookingResponse } from '@travel/shared';
import { useMutation } from '@travel/shared/query';

const RETRY_DELAYS_MS = [1_000, 2_000];

/**
 * Books the trip: the server prices it again, holds the seats and the coupon, and opens the UPI
 * payment. The idempotency key belongs to the attempt, so a retry after a lost answer gets the
 * same booking back instead of a second one.
 */
export function createBooking(request: CreateBookingRequest): Promise<CreateBookingResponse> {
  return apiPost('/travel/api/flights/booking/create', request);
}

/** The create, sent again with the same key after 1 s and 2 s when its answer was lost. */
export function useCreateBooking() {
  return useMutation({
    mutationFn: createBooking,
    retry: (failures, error) => failures < RETRY_DELAYS_MS.length && isTransientError(error),
    retryDelay: (failures) => RETRY_DELAYS_MS[failures] ?? 0,
  });
}
