import { apiPost } from '@travel/shared';
import type { CouponOrder } from '@travel/shared';
import { COUPON_ORDERS_KEY } from './coupon-orders';
import { useMutation, useQueryClient } from '@travel/shared/query';

export function cancelCouponOrder(orderId: string): Promise<CouponOrder> {
  return apiPost('/travel/api/coupon/order/cancel', { orderId });
}

/** Cancels an unpaid order; the order list is refreshed whatever the answer. */
export function useCancelCouponOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCouponOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPON_ORDERS_KEY }),
  });
}
