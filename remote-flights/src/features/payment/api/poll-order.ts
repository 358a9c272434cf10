import { apiPost } from '@travel/shared';
import type { FlightOrder } from '@travel/shared';

/** The booking's state for the payment dialog; never shows the global loading overlay. */
export function pollFlightOrder(orderId: string, signal?: AbortSignal): Promise<FlightOrder> {
  return apiPost('/travel/api/flights/orders/polling', { orderId }, { polling: true, signal });
}
