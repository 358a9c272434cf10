import { apiPost } from '@travel/shared';
import type { RefundDetails } from '@travel/shared';
import { useQuery } from '@travel/shared/query';

/** One refund of an order, or without refundId the order's latest. */
export type RefundOfOrder = { orderId: string; refundId?: string };

export function fetchRefundDetails(
  refund: RefundOfOrder,
  signal?: AbortSignal,
): Promise<RefundDetails> {
  return apiPost('/travel/api/coupon/order/refundDetails', refund, { signal });
}

/** A refund moves on its own (reviewed, sent, credited): each opening asks again. */
export function useRefundDetails(refund: RefundOfOrder) {
  return useQuery({
    queryKey: ['coupon', 'refund', refund.orderId, refund.refundId ?? 'latest'],
    queryFn: ({ signal }) => fetchRefundDetails(refund, signal),
    staleTime: 0,
  });
}
