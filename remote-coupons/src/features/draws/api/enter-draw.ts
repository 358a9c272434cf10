import { apiPost } from '@travel/shared';
import type { DrawEntryState } from '@travel/shared';

/** Enters a paid order into this month's draw, or answers with the entry it already has. */
export function enterPrizeDraw(orderId: string): Promise<DrawEntryState> {
  return apiPost('/travel/api/coupon/orders/prizeDraw', { orderId });
}
