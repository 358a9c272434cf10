import { BUSINESS_ERRORS, type BusinessErrorName } from './business-errors';
import { ORDER_STATUS, REFUND_STATUS, type OrderStatus, type RefundStatus } from './statuses';

/**
 * The coupon business: products, orders, payments, refunds and the free-flight draw.
 * Money is integer paise; times are UTC ISO strings; dates (yyyy-mm-dd) are India dates.
 */

/** How long a new order can be paid by UPI. */
export const PAYMENT_WINDOW_MINUTES = 10;
export const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;

/** How often the payment modal asks for the order's state. */
export const ORDER_POLL_INTERVAL_MS = 3_000;

/** Business days (Mon-Fri, India) from the start of processing to the latest credit date. */
export const REFUND_CREDIT_BUSINESS_DAYS = 7;

const couponErrors = [
  'orderNotFound',
  'unknownProduct',
  'productExpired',
  'idempotencyKeyReused',
  'paymentWindowClosed',
  'orderNotPayable',
  'orderNotCancellable',
  'refundUnpaid',
  'refundAlreadyRequested',
  'refundAlreadyDone',
  'refundCouponUsed',
  'refundCouponExpired',
  'noRefund',
  'drawNeedsPaidOrder',
  'drawRefunded',
  'gatewayUnavailable',
  'operatorNotConfigured',
  'operatorKeyInvalid',
] as const satisfies readonly BusinessErrorName[];

/** The coupon business's error messages, from BUSINESS_ERRORS. */
export const COUPON_MESSAGES = Object.fromEntries(
  couponErrors.map((name) => [name, BUSINESS_ERRORS[name].message]),
) as { [Name in (typeof couponErrors)[number]]: (typeof BUSINESS_ERRORS)[Name]['message'] };

/**
 * The order's state machine: a status only ever moves along these edges. A verified payment
 * that arrives after a failed attempt (3) or after the order was cancelled or expired (7) is
 * honoured: the visitor paid, so they get the coupon. 4 -> 2 is a refund the operator rejected;
 * 6 -> 4 a new refund request after one failed.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  [ORDER_STATUS.processingPayment]: [
    ORDER_STATUS.paymentSuccessful,
    ORDER_STATUS.paymentFailed,
    ORDER_STATUS.paymentCancelled,
  ],
  [ORDER_STATUS.paymentSuccessful]: [ORDER_STATUS.processingRefund],
  [ORDER_STATUS.paymentFailed]: [ORDER_STATUS.paymentSuccessful],
  [ORDER_STATUS.processingRefund]: [
    ORDER_STATUS.refundSuccessful,
    ORDER_STATUS.refundFailed,
    ORDER_STATUS.paymentSuccessful,
  ],
  [ORDER_STATUS.refundSuccessful]: [],
  [ORDER_STATUS.refundFailed]: [ORDER_STATUS.processingRefund],
  [ORDER_STATUS.paymentCancelled]: [ORDER_STATUS.paymentSuccessful],
};

/**
 * 1 -> 4 is a rejection by the operator; 2 -> 4 a refund the gateway could not send; 4 -> 2
 * finance sending a refund the gateway failed again (never one staff turned down: the
 * database's guard allows it only with the gateway's failure reason and no rejection).
 */
export const REFUND_TRANSITIONS: Record<RefundStatus, readonly RefundStatus[]> = {
  [REFUND_STATUS.pending]: [REFUND_STATUS.processing, REFUND_STATUS.failed],
  [REFUND_STATUS.processing]: [REFUND_STATUS.successful, REFUND_STATUS.failed],
  [REFUND_STATUS.successful]: [],
  [REFUND_STATUS.failed]: [REFUND_STATUS.processing],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function canMoveRefund(from: RefundStatus, to: RefundStatus): boolean {
  return REFUND_TRANSITIONS[from].includes(to);
}

/** The statuses an order may come from to reach `to`. */
export function orderStatusesInto(to: OrderStatus): OrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS).map(Number) as OrderStatus[]).filter((from) =>
    canMoveOrder(from, to),
  );
}

/** The statuses a refund may come from to reach `to`. */
export function refundStatusesInto(to: RefundStatus): RefundStatus[] {
  return (Object.keys(REFUND_TRANSITIONS).map(Number) as RefundStatus[]).filter((from) =>
    canMoveRefund(from, to),
  );
}

/** CO20261122K7M3Q9TX -> CO2026••••Q9TX: enough for a winner to recognise, not to guess. */
export function maskOrderId(orderId: string): string {
  return `${orderId.slice(0, 6)}••••${orderId.slice(-4)}`;
}
