import { apiPost, isTransientError } from '@travel/shared';
import type { CreateCouponOrderRequest, CreateCouponOrderResponse } from '@travel/shared';
import { useMutation } from '@travel/shared/query';

/** Transport failures after which the order may or may not exist: safe to send again. */
export const isRetryable = isTransientError;

const RETRY_DELAYS_MS = [1_000, 2_000];

/**
 * Creates the order of one purchase attempt. The idempotency key belongs to the attempt: a retry
 * after a lost answer sends the same key, so the server hands back the order it already made
 * instead of making a second one.
 */
export function createCouponOrder(
  request: CreateCouponOrderRequest,
): Promise<CreateCouponOrderResponse> {
  return apiPost('/travel/api/coupon/order/create', request);
}

/** The create, sent again with the same key after 1 s and 2 s when its answer was lost. */
export function useCreateCouponOrder() {
  return useMutation({
    mutationFn: createCouponOrder,
    retry: (failures, error) => failures < RETRY_DELAYS_MS.length && isRetryable(error),
    retryDelay: (failures) => RETRY_DELAYS_MS[failures] ?? 0,
  });
}
