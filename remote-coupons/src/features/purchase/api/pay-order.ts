import { apiPost } from '@travel/shared';
import type { UpiPayment } from '@travel/shared';
import { useMutation } from '@travel/shared/query';

/** The same UPI payment of an open order again, e.g. from the order list. */
export function payCouponOrder(orderId: string): Promise<UpiPayment> {
  return apiPost('/travel/api/coupon/order/pay', { orderId });
}

export function usePayCouponOrder() {
  return useMutation({ mutationFn: payCouponOrder });
}
