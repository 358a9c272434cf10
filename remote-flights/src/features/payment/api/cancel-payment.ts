import { apiPost } from '@travel/shared';
import type { FlightOrder } from '@travel/shared';

/** Gives up an unpaid booking: its seats and coupon are released at once. */
export function cancelFlightPayment(orderId: string): Promise<FlightOrder> {
  return apiPost('/travel/api/flights/order/cancelPayment', { orderId });
}
