import { apiPost } from '@travel/shared';
import type { FlightOrder, PageResult } from '@travel/shared';
import { keepPreviousData, useQuery } from '@travel/shared/query';
import { FLIGHT_ORDERS_KEY, flightOrderKey } from './query-keys';

export { FLIGHT_ORDERS_KEY };
export const FLIGHT_ORDERS_PAGE_SIZE = 10;

export function fetchFlightOrders(
  pageNumber: number,
  signal?: AbortSignal,
): Promise<PageResult<FlightOrder>> {
  return apiPost(
    '/travel/api/flights/orders/pageList',
    { pageNumber, pageSize: FLIGHT_ORDERS_PAGE_SIZE },
    { signal },
  );
}

/** The visitor's bookings, newest first, one page at a time. */
export function useFlightOrders(pageNumber: number) {
  return useQuery({
    queryKey: [...FLIGHT_ORDERS_KEY, 'page', pageNumber],
    queryFn: ({ signal }) => fetchFlightOrders(pageNumber, signal),
    placeholderData: keepPreviousData,
  });
}

export function fetchFlightOrder(orderId: string, signal?: AbortSignal): Promise<FlightOrder> {
  return apiPost('/travel/api/flights/order/detail', { orderId }, { signal });
}

/** Everything about one booking; another visitor's booking is answered as not found. */
export function useFlightOrder(orderId: string) {
  return useQuery({
    queryKey: flightOrderKey(orderId),
    queryFn: ({ signal }) => fetchFlightOrder(orderId, signal),
    retry: false,
  });
}
