import type { CouponOrder } from '@travel/shared';
import { usePaymentPolling } from '@travel/shared/payment';
import type { PaymentPolling } from '@travel/shared/payment';
import { pollCouponOrder } from './api/poll-order';

export { isAwaitingPayment } from '@travel/shared/payment';

export type OrderPolling = PaymentPolling<CouponOrder>;

const POLLING_KEY = ['coupon', 'order-polling'] as const;

/** The coupon order's state while its payment dialog is open (see usePaymentPolling). */
export function useOrderPolling(orderId: string | null, expiresAt: string | null): OrderPolling {
  return usePaymentPolling({ queryKey: POLLING_KEY, orderId, expiresAt, poll: pollCouponOrder });
}
