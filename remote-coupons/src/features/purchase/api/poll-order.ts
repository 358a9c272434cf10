import { apiPost } from '@travel/shared';
import type { CouponOrder } from '@travel/shared';

/** The order's state for the payment modal; never shows the global loading overlay. */
export function pollCouponOrder(orderId: string, signal?: AbortSignal): Promise<CouponOrder> {
  return apiPost('/travel/api/coupon/orders/polling', { orderId }, { polling: true, signal });
}
