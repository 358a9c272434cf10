import { apiPost } from '@travel/shared';
import type { RefundDetails } from '@travel/shared';
import { useApiQuery } from './use-api-query';

export function fetchRefundDetails(orderId: string, signal?: AbortSignal): Promise<RefundDetails> {
  return apiPost('/travel/api/coupon/order/refundDetails', { orderId }, { signal });
}

export function useRefundDetails(orderId: string) {
  return useApiQuery(
    `refund:${orderId}`,
    (signal) => fetchRefundDetails(orderId, signal),
    'The refund details could not be loaded.',
  );
}
