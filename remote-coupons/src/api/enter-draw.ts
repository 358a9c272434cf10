import { apiPost } from '@travel/shared';
import type { DrawEntryState } from '@travel/shared';
import { useMutation, useQueryClient } from '@travel/shared/query';

/** Enters a paid order into this month's draw, or answers with the entry it already has. */
export function enterPrizeDraw(orderId: string): Promise<DrawEntryState> {
  return apiPost('/travel/api/coupon/orders/prizeDraw', { orderId });
}

/** The entry shows on the order's card, so the order list is refreshed once it is made. */
export function useEnterPrizeDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterPrizeDraw,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coupon', 'orders'] }),
  });
}
