import { apiPost } from '@travel/shared';
import type { UpiPayment } from '@travel/shared';

/** The UPI payment of a booking still waiting for it, again (pay again within the window). */
export function payFlightOrder(orderId: string): Promise<UpiPayment> {
  return apiPost('/travel/api/flights/order/pay', { orderId });
}
