import { apiPost } from '@travel/shared';
import type { RefundOrder } from '@travel/shared';
import { COUPON_ORDERS_KEY } from '../../../api/coupon-orders';
import { useMutation, useQueryClient } from '@travel/shared/query';

export type RefundRequest = { orderId: string; reason: string };

export function requestRefund({ orderId, reason }: RefundRequest): Promise<RefundOrder> {
  const trimmed = reason.trim();
  return apiPost(
    '/travel/api/coupon/order/refund',
    trimmed ? { orderId, reason: trimmed } : { orderId },
  );
}

/** Asks for a refund; the orders and refunds lists are refreshed once it is made. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COUPON_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['coupon', 'refunds'] }),
      ]),
  });
}
