import { ApiError, apiPost } from '@travel/shared';
import type { CreateCouponOrderResponse } from '@travel/shared';

/** Transport failures after which the order may or may not exist: safe to send again. */
const RETRYABLE = new Set(['network', 'timeout', 'aborted', 'bad-response']);
const RETRY_DELAYS_MS = [1_000, 2_000];

export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && RETRYABLE.has(error.kind);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates the order of one purchase attempt. The idempotency key belongs to the attempt: a retry
 * after a lost answer sends the same key, so the server hands back the order it already made
 * instead of making a second one.
 */
export async function createCouponOrder(
  productCode: string,
  idempotencyKey: string,
): Promise<CreateCouponOrderResponse> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await apiPost('/travel/api/coupon/order/create', { productCode, idempotencyKey });
    } catch (error) {
      const delay = RETRY_DELAYS_MS[retry];
      if (delay === undefined || !isRetryable(error)) throw error;
      await pause(delay);
    }
  }
}
