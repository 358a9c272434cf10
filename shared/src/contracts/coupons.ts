import { z } from 'zod';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from './constants';
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

export type CouponProduct = {
  /** HEG-prefixed product code, e.g. HEG-0099-0350. */
  code: string;
  totalAmountPaise: number;
  backAmountPaise: number;
  /** yyyy-mm-dd, the last day the coupon can be used (end of day, Asia/Kolkata). */
  expirationDate: string;
  image: string;
  color: string;
  /** False once the product has expired: it can no longer be bought. */
  available: boolean;
};

export type CouponOrderAction = 'pay' | 'cancel' | 'refund' | 'refundDetails' | 'prizeDraw';

export type DrawEntryStatus = 'entered' | 'won' | 'not-won' | 'void';

export type DrawEntryState = {
  /** e.g. DR-2026-12. */
  drawId: string;
  /** e.g. "December 2026". */
  period: string;
  entryNumber: number;
  /** entered: waiting for the draw; void: the order was refunded or not valid at the draw. */
  status: DrawEntryStatus;
  /** When the draw is (or was) held: the end of its period. */
  closesAt: string;
  heldAt: string | null;
};

export type CouponOrder = {
  /** e.g. CO20261122K7M3Q9TX. */
  orderId: string;
  productCode: string;
  totalAmountPaise: number;
  backAmountPaise: number;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  /** When the UPI payment window closes; only status 1 before this time is payable. */
  paymentExpiresAt: string;
  /** The coupon's own unique code, once paid (HEG-XXXX-XXXX-XXXX). */
  couponCode: string | null;
  couponStatus: 'active' | 'used' | 'void' | null;
  couponExpirationDate: string;
  /** What the visitor may do with the order now, decided by the server. */
  actions: CouponOrderAction[];
  draw: DrawEntryState | null;
};

/** How the visitor pays an open order by UPI. */
export type UpiPayment = {
  orderId: string;
  amountPaise: number;
  /** upi://pay?pa=...&pn=...&am=...&cu=INR&tr=...&tn=... for UPI apps ("Pay with a UPI app"). */
  upiUri: string;
  /** The gateway's payment page (in the sandbox its Approve / Decline page); absolute URL. */
  payerUrl: string;
  /** What the QR code encodes: the payer page in the sandbox, the UPI intent otherwise. */
  qrText: string;
  /** True for the built-in sandbox gateway: no real money moves. */
  sandbox: boolean;
  expiresAt: string;
};

export type CreateCouponOrderResponse = { order: CouponOrder; payment: UpiPayment };

export type RefundStep = { status: RefundStatus; label: string; at: string };

export type RefundOrder = {
  /** e.g. RF20261122M4P7W2QA. */
  refundId: string;
  orderId: string;
  productCode: string;
  amountPaise: number;
  status: RefundStatus;
  /** What the visitor wrote when asking. */
  reason: string | null;
  createdAt: string;
  updatedAt: string;
};

export type RefundDetails = RefundOrder & {
  /** e.g. "UPI, back to the account that paid". */
  route: string;
  /** The bank's reference (RRN/ARN) when known, else the gateway's refund id; null until sent. */
  referenceNumber: string | null;
  /** Every status the refund has been in, oldest first. */
  steps: RefundStep[];
  /** yyyy-mm-dd: the money should be in the visitor's account by then; null until processing. */
  expectedCreditBy: string | null;
  /** Why the operator turned the request down (status 4 without processing). */
  rejectionReason: string | null;
  /** Why the gateway could not send the money back (status 4 after processing). */
  failureReason: string | null;
};

export type DrawStatus = 'upcoming' | 'open' | 'closed' | 'held';

export type PublicDraw = {
  drawId: string;
  period: string;
  status: DrawStatus;
  opensAt: string;
  closesAt: string;
  /** SHA-256 (hex) of the secret seed, published when the draw is opened. */
  seedHash: string;
  /** Revealed once the draw is held (64 hex characters). */
  seed: string | null;
  heldAt: string | null;
  /** Entries so far; once held, the valid entries that took part. */
  entryCount: number;
  /** Once held: the entry numbers that took part, in the order the winners are drawn from. */
  validEntryNumbers: number[] | null;
  winningEntryNumbers: number[];
  /** Winning order numbers, masked (e.g. CO2026••••Q9TX). */
  winners: string[];
  winnerCount: number;
};

export const COUPON_MESSAGES = {
  orderNotFound: 'We could not find that order.',
  unknownProduct: 'Please choose one of our coupons.',
  productExpired: 'This coupon has expired.',
  idempotencyKeyReused:
    'This purchase was already started for a different coupon. Please reload the page and try again.',
  paymentWindowClosed: 'The time to pay for this order has run out. Please start a new order.',
  orderNotPayable: 'This order can no longer be paid.',
  orderNotCancellable: 'Only an order that is waiting for payment can be cancelled.',
  refundUnpaid: 'This order has not been paid, so there is nothing to refund.',
  refundAlreadyRequested: 'A refund has already been requested for this order.',
  refundAlreadyDone: 'This order has already been refunded.',
  refundCouponUsed: 'This coupon has been used and cannot be refunded.',
  refundCouponExpired: 'This coupon has expired and can no longer be refunded.',
  noRefund: 'No refund has been requested for this order.',
  drawNeedsPaidOrder: 'Only a paid order can enter the prize draw.',
  drawRefunded: 'This order was refunded, so its draw entry is void.',
  gatewayUnavailable: 'The payment service is not answering. Please try again in a minute.',
  operatorNotConfigured: 'Operator access is not configured.',
  operatorKeyInvalid: 'The operator key is not valid.',
} as const;

const orderIdField = z
  .string({ error: 'Please choose an order.' })
  .trim()
  .min(1, 'Please choose an order.')
  .max(40, COUPON_MESSAGES.orderNotFound);

export const orderRefSchema = z.object({ orderId: orderIdField });

export const createCouponOrderSchema = z.object({
  productCode: z
    .string({ error: COUPON_MESSAGES.unknownProduct })
    .trim()
    .regex(/^HEG-[0-9A-Z-]{4,20}$/, COUPON_MESSAGES.unknownProduct),
  /** A fresh UUID per purchase attempt; a retried call with the same key gets the same order. */
  idempotencyKey: z.uuid({ error: 'Please reload the page and try again.' }),
});

/** Without refundId: the order's latest refund. */
export const refundDetailsRequestSchema = orderRefSchema.extend({
  refundId: z.string().trim().min(1).max(40).optional(),
});

export const refundRequestSchema = orderRefSchema.extend({
  reason: z
    .string({ error: 'Please write the reason as text.' })
    .trim()
    .max(500, 'Please keep the reason under 500 characters.')
    .optional(),
});

const pageField = (name: string, max: number, fallback: number) =>
  z
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(1, `${name} must be at least 1.`)
    .max(max, `${name} must be at most ${max}.`)
    .default(fallback);

export const couponPageListSchema = z.object({
  pageNumber: pageField('pageNumber', 1_000_000, DEFAULT_PAGE_NUMBER),
  pageSize: pageField('pageSize', 100, DEFAULT_PAGE_SIZE),
});

export type CouponOrderRef = z.input<typeof orderRefSchema>;
export type CreateCouponOrderRequest = z.input<typeof createCouponOrderSchema>;
export type RefundRequest = z.input<typeof refundRequestSchema>;
export type RefundDetailsRequest = z.input<typeof refundDetailsRequestSchema>;
export type CouponPageRequest = z.input<typeof couponPageListSchema>;

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

/** 1 -> 4 is a rejection by the operator; 2 -> 4 a refund the gateway could not send. */
export const REFUND_TRANSITIONS: Record<RefundStatus, readonly RefundStatus[]> = {
  [REFUND_STATUS.pending]: [REFUND_STATUS.processing, REFUND_STATUS.failed],
  [REFUND_STATUS.processing]: [REFUND_STATUS.successful, REFUND_STATUS.failed],
  [REFUND_STATUS.successful]: [],
  [REFUND_STATUS.failed]: [],
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
