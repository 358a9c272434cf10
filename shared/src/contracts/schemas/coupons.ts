import { z } from 'zod';
import { COUPON_MESSAGES } from '../coupons';
import { ORDER_STATUS, REFUND_STATUS, type OrderStatus, type RefundStatus } from '../statuses';
import { pageRequestSchema } from './envelope';

/**
 * The coupon business: products, orders, payments, refunds and the free-flight draw.
 * Money is integer paise; times are UTC ISO strings; dates (yyyy-mm-dd) are India dates.
 */

const utcTime = z.iso.datetime({ offset: true });
const indiaDate = z.iso.date();

const orderStatusSchema = z.union(
  Object.values(ORDER_STATUS).map((status) => z.literal(status)) as [
    z.ZodLiteral<OrderStatus>,
    ...z.ZodLiteral<OrderStatus>[],
  ],
);
const refundStatusSchema = z.union(
  Object.values(REFUND_STATUS).map((status) => z.literal(status)) as [
    z.ZodLiteral<RefundStatus>,
    ...z.ZodLiteral<RefundStatus>[],
  ],
);

export const couponProductSchema = z.object({
  /** HEG-prefixed product code, e.g. HEG-0099-0350. */
  code: z.string(),
  totalAmountPaise: z.number().int(),
  backAmountPaise: z.number().int(),
  /** yyyy-mm-dd, the last day the coupon can be used (end of day, Asia/Kolkata). */
  expirationDate: indiaDate,
  image: z.string(),
  color: z.string(),
  /** False once the product has expired: it can no longer be bought. */
  available: z.boolean(),
});
export type CouponProduct = z.infer<typeof couponProductSchema>;

/** A coupon series: its tiers sell from saleFrom to saleUntil; its coupons are used until expirationDate. */
export const couponSeriesSummarySchema = z.object({
  /** e.g. 2027 */
  name: z.string(),
  /** yyyy-mm-dd, India dates: the first and the last day on sale. */
  saleFrom: indiaDate,
  saleUntil: indiaDate,
  /** yyyy-mm-dd: the last day the coupons of this series can be used. */
  expirationDate: indiaDate,
});
export type CouponSeriesSummary = z.infer<typeof couponSeriesSummarySchema>;

export const currentCouponSeriesSchema = z.object({
  /** The series on sale now; null when none is (the coupon page then sells nothing). */
  current: couponSeriesSummarySchema.nullable(),
  /** The next series to go on sale, if one is planned. */
  next: couponSeriesSummarySchema.nullable(),
});
export type CurrentCouponSeries = z.infer<typeof currentCouponSeriesSchema>;

export const couponOrderActionSchema = z.enum([
  'pay',
  'cancel',
  'refund',
  'refundDetails',
  'prizeDraw',
]);
export type CouponOrderAction = z.infer<typeof couponOrderActionSchema>;

export const drawEntryStatusSchema = z.enum(['entered', 'won', 'not-won', 'void']);
export type DrawEntryStatus = z.infer<typeof drawEntryStatusSchema>;

export const drawEntryStateSchema = z.object({
  /** e.g. DR-2026-12. */
  drawId: z.string(),
  /** e.g. "December 2026". */
  period: z.string(),
  entryNumber: z.number().int(),
  /** entered: waiting for the draw; void: the order was refunded or not valid at the draw. */
  status: drawEntryStatusSchema,
  /** When the draw is (or was) held: the end of its period. */
  closesAt: utcTime,
  heldAt: utcTime.nullable(),
});
export type DrawEntryState = z.infer<typeof drawEntryStateSchema>;

export const couponOrderSchema = z.object({
  /** e.g. CO20261122K7M3Q9TX. */
  orderId: z.string(),
  productCode: z.string(),
  totalAmountPaise: z.number().int(),
  backAmountPaise: z.number().int(),
  status: orderStatusSchema,
  createdAt: utcTime,
  paidAt: utcTime.nullable(),
  /** When the UPI payment window closes; only status 1 before this time is payable. */
  paymentExpiresAt: utcTime,
  /** The coupon's own unique code, once paid (HEG-XXXX-XXXX-XXXX). */
  couponCode: z.string().nullable(),
  couponStatus: z.enum(['active', 'used', 'void']).nullable(),
  couponExpirationDate: indiaDate,
  /** What the visitor may do with the order now, decided by the server. */
  actions: z.array(couponOrderActionSchema),
  draw: drawEntryStateSchema.nullable(),
});
export type CouponOrder = z.infer<typeof couponOrderSchema>;

/** How the visitor pays an open order by UPI. */
export const upiPaymentSchema = z.object({
  orderId: z.string(),
  amountPaise: z.number().int(),
  /** upi://pay?pa=...&pn=...&am=...&cu=INR&tr=...&tn=... for UPI apps ("Pay with a UPI app"). */
  upiUri: z.string(),
  /** The gateway's payment page (in the sandbox its Approve / Decline page); absolute URL. */
  payerUrl: z.string(),
  /** What the QR code encodes: the payer page in the sandbox, the UPI intent otherwise. */
  qrText: z.string(),
  /** True for the built-in sandbox gateway: no real money moves. */
  sandbox: z.boolean(),
  expiresAt: utcTime,
});
export type UpiPayment = z.infer<typeof upiPaymentSchema>;

export const createCouponOrderResponseSchema = z.object({
  order: couponOrderSchema,
  payment: upiPaymentSchema,
});
export type CreateCouponOrderResponse = z.infer<typeof createCouponOrderResponseSchema>;

export const refundStepSchema = z.object({
  status: refundStatusSchema,
  label: z.string(),
  at: utcTime,
});
export type RefundStep = z.infer<typeof refundStepSchema>;

export const refundOrderSchema = z.object({
  /** e.g. RF20261122M4P7W2QA. */
  refundId: z.string(),
  orderId: z.string(),
  productCode: z.string(),
  amountPaise: z.number().int(),
  status: refundStatusSchema,
  /** What the visitor wrote when asking. */
  reason: z.string().nullable(),
  createdAt: utcTime,
  updatedAt: utcTime,
});
export type RefundOrder = z.infer<typeof refundOrderSchema>;

export const refundDetailsSchema = refundOrderSchema.extend({
  /** e.g. "UPI, back to the account that paid". */
  route: z.string(),
  /** The bank's reference (RRN/ARN) when known, else the gateway's refund id; null until sent. */
  referenceNumber: z.string().nullable(),
  /** Every status the refund has been in, oldest first. */
  steps: z.array(refundStepSchema),
  /** yyyy-mm-dd: the money should be in the visitor's account by then; null until processing. */
  expectedCreditBy: indiaDate.nullable(),
  /** Why the operator turned the request down (status 4 without processing). */
  rejectionReason: z.string().nullable(),
  /** Why the gateway could not send the money back (status 4 after processing). */
  failureReason: z.string().nullable(),
});
export type RefundDetails = z.infer<typeof refundDetailsSchema>;

export const drawStatusSchema = z.enum(['upcoming', 'open', 'closed', 'held']);
export type DrawStatus = z.infer<typeof drawStatusSchema>;

export const publicDrawSchema = z.object({
  drawId: z.string(),
  period: z.string(),
  status: drawStatusSchema,
  opensAt: utcTime,
  closesAt: utcTime,
  /** SHA-256 (hex) of the secret seed, published when the draw is opened. */
  seedHash: z.string(),
  /** Revealed once the draw is held (64 hex characters). */
  seed: z.string().nullable(),
  heldAt: utcTime.nullable(),
  /** Entries so far; once held, the valid entries that took part. */
  entryCount: z.number().int(),
  /** Once held: the entry numbers that took part, in the order the winners are drawn from. */
  validEntryNumbers: z.array(z.number().int()).nullable(),
  winningEntryNumbers: z.array(z.number().int()),
  /** Winning order numbers, masked (e.g. CO2026••••Q9TX). */
  winners: z.array(z.string()),
  winnerCount: z.number().int(),
});
export type PublicDraw = z.infer<typeof publicDrawSchema>;

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

export const couponPageListSchema = pageRequestSchema;

export type CouponOrderRef = z.input<typeof orderRefSchema>;
export type CreateCouponOrderRequest = z.input<typeof createCouponOrderSchema>;
export type RefundRequest = z.input<typeof refundRequestSchema>;
export type RefundDetailsRequest = z.input<typeof refundDetailsRequestSchema>;
export type CouponPageRequest = z.input<typeof couponPageListSchema>;
