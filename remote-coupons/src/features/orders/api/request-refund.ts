import { apiPost } from '@travel/shared';
import type { RefundOrder } from '@travel/shared';

export function requestRefund(orderId: string, reason: string): Promise<RefundOrder> {
  const trimmed = reason.trim();
  return apiPost(
    '/travel/api/coupon/order/refund',
    trimmed ? { orderId, reason: trimmed } : { orderId },
  );
}
