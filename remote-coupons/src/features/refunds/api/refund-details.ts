import { apiPost } from '@travel/shared';
import type { RefundDetails } from '@travel/shared';
import { useApiQuery } from '../../../api/use-api-query';

/** One refund of an order, or without refundId the order's latest. */
export type RefundOfOrder = { orderId: string; refundId?: string };

export function fetchRefundDetails(
  refund: RefundOfOrder,
  signal?: AbortSignal,
): Promise<RefundDetails> {
  return apiPost('/travel/api/coupon/order/refundDetails', refund, { signal });
}

export function useRefundDetails(refund: RefundOfOrder) {
  return useApiQuery(
    `refund:${refund.orderId}:${refund.refundId ?? 'latest'}`,
    (signal) => fetchRefundDetails(refund, signal),
    'The refund details could not be loaded.',
  );
}
