import { apiPost } from '@travel/shared';
import type { FlightOrder, UpiPayment } from '@travel/shared';

/** The booking's state for the payment dialog; never shows the global loading overlay. */
export function pollFlightOrder(orderId: string, signal?: AbortSignal): Promise<FlightOrder> {
  return apiPost('/travel/api/flights/orders/polling', { orderId }, { polling: true, signal });
}

/** The UPI payment of a booking still waiting for it, again (pay again within the window). */
export function payFlightOrder(orderId: string): Promise<UpiPayment> {
  return apiPost('/travel/api/flights/order/pay', { orderId });
}

/** Gives up an unpaid booking: its seats and coupon are released at once. */
export function cancelFlightPayment(orderId: string): Promise<FlightOrder> {
  return apiPost('/travel/api/flights/order/cancelPayment', { orderId });
}
