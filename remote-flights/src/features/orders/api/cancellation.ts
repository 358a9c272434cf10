import { apiPost } from '@travel/shared';
import type { CancelQuote, CancelRequest, CancelResponse, FlightRefund } from '@travel/shared';
import { FLIGHT_ORDERS_KEY, flightRefundsKey } from '../../../api/query-keys';
import { useMutation, useQuery, useQueryClient } from '@travel/shared/query';

export function fetchCancelQuote(
  request: CancelRequest,
  signal?: AbortSignal,
): Promise<CancelQuote> {
  return apiPost('/travel/api/flights/order/cancelQuote', request, { signal });
}

/** What cancelling these travellers (none named: the whole booking) would refund, now. */
export function useCancelQuote(request: CancelRequest | null) {
  return useQuery({
    queryKey: [...FLIGHT_ORDERS_KEY, 'cancel-quote', request],
    queryFn: ({ signal }) => fetchCancelQuote(request as CancelRequest, signal),
    enabled: request !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function cancelTravellers(request: CancelRequest): Promise<CancelResponse> {
  return apiPost('/travel/api/flights/order/cancel', request);
}

/** Cancels, then refreshes the booking, its refunds and the order list. */
export function useCancelTravellers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTravellers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FLIGHT_ORDERS_KEY }),
  });
}

export function fetchRefunds(orderId: string, signal?: AbortSignal): Promise<FlightRefund[]> {
  return apiPost('/travel/api/flights/order/refunds', { orderId }, { signal });
}

/** One booking's refunds, each with every step it went through. */
export function useRefunds(orderId: string) {
  return useQuery({
    queryKey: flightRefundsKey(orderId),
    queryFn: ({ signal }) => fetchRefunds(orderId, signal),
    retry: false,
  });
}
