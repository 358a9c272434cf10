import { apiPost } from '@travel/shared';
import type { CouponOrder } from '@travel/shared';

export function cancelCouponOrder(orderId: string): Promise<CouponOrder> {
  return apiPost('/travel/api/coupon/order/cancel', { orderId });
}
