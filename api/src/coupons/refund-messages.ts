import {
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_REVIEW_BUSINESS_DAYS,
  type RefundDetails,
  formatIndiaDate,
  formatInr,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';
import type { SettledRefund } from '../payments/kinds';
import {
  type RefundMessageFacts,
  enqueueRefundCredited,
  enqueueRefundFailed,
  paymentMethodOf,
} from '../orders/refund-messages';

interface CouponRefundFacts {
  refund_id: string;
  amount_paise: number;
  reason: string | null;
  rejection_reason: string | null;
  order_id: string;
  email: string;
  mobile_no: string | null;
  code: string | null;
  use_by: string;
}

/** A coupon refund with what its e-mails say: the account's address, the coupon, its last day. */
async function couponRefund(tx: Queryable, refundId: string): Promise<CouponRefundFacts> {
  const [row] = await tx.query<CouponRefundFacts>(
    `select r.refund_id, r.amount_paise, r.reason, r.rejection_reason, o.order_id, u.email,
            u.mobile_no, c.code,
            to_char(p.expiration_date, 'FMDD Mon YYYY') as use_by
     from coupon_refund r
     join coupon_order o on o.id = r.order_pk
     join app_user u on u.id = o.user_id
     join coupon_product p on p.code = o.product_code
     left join coupon c on c.order_pk = o.id
     where r.refund_id = $1`,
    [refundId],
  );
  if (!row) throw new Error(`coupon refund ${refundId} has no order to tell of`);
  return row;
}

const orderName = (row: CouponRefundFacts) => `coupon order ${row.order_id}`;

function orderFacts(row: CouponRefundFacts): [string, string][] {
  return [
    ['Order', row.order_id],
    ...(row.code ? [['Coupon code', row.code] as [string, string]] : []),
  ];
}

/**
 * The e-mail when the visitor asks for a coupon's money back, kept in the transaction that
 * makes the refund: what we have, what comes back, and what happens next (as the policy says).
 */
export async function enqueueCouponRefundRequested(
  tx: Queryable,
  refundId: string,
  at: Date,
): Promise<void> {
  const row = await couponRefund(tx, refundId);
  const amount = formatInr(row.amount_paise);
  await enqueueEmail(
    tx,
    {
      eventKey: `coupon-refund-requested:${row.refund_id}`,
      kind: 'couponRefundRequested',
      to: row.email,
      subject: `Refund requested: ${amount} for ${orderName(row)}`,
      orderRef: row.order_id,
      content: {
        greeting: 'Hello,',
        lead: `We have your request for a refund of ${amount}, the price you paid for the coupon.`,
        facts: [
          ['Refund', row.refund_id],
          ['Amount', amount],
          ...orderFacts(row),
          ...(row.reason ? [['Your reason', row.reason] as [string, string]] : []),
        ],
        paragraphs: [
          `We review each request within ${REFUND_REVIEW_BUSINESS_DAYS} business days and e-mail you our decision. Once approved, the money goes back to the account that paid within ${REFUND_PROCESSING_BUSINESS_DAYS} business days.`,
          'Until we decide, the coupon cannot be used for a booking.',
          'You can follow the refund under Coupons Order on the site.',
        ],
      },
    },
    at,
  );
}

/**
 * The e-mail when staff approve a coupon refund, kept in the approval's transaction: the money
 * is on its way, by which route, and the latest day it should arrive (the refund view's date).
 */
export async function enqueueCouponRefundApproved(
  tx: Queryable,
  details: Pick<RefundDetails, 'refundId' | 'route' | 'expectedCreditBy'>,
  at: Date,
): Promise<void> {
  const row = await couponRefund(tx, details.refundId);
  const amount = formatInr(row.amount_paise);
  await enqueueEmail(
    tx,
    {
      eventKey: `coupon-refund-approved:${row.refund_id}`,
      kind: 'couponRefundApproved',
      to: row.email,
      subject: `Refund approved: ${amount} for ${orderName(row)}`,
      orderRef: row.order_id,
      content: {
        greeting: 'Hello,',
        lead: `Your refund is approved and the money is on its way: ${amount} goes back by the route you paid with.`,
        facts: [
          ['Refund', row.refund_id],
          ['Amount', amount],
          ['Refunded to', details.route],
          ...(details.expectedCreditBy
            ? [['Expected by', formatIndiaDate(details.expectedCreditBy)] as [string, string]]
            : []),
          ...orderFacts(row),
        ],
        paragraphs: [
          'We will e-mail you again when the refund is complete, with the bank’s reference.',
          'The coupon cannot be used for a booking while the refund is on its way. Once the money is back, the coupon is cancelled and its draw entry no longer counts.',
        ],
      },
    },
    at,
  );
}

/**
 * The e-mail when staff turn a coupon refund down, kept in the rejection's transaction: the
 * reason they gave, and that the coupon works again until its expiry.
 */
export async function enqueueCouponRefundRejected(
  tx: Queryable,
  refundId: string,
  at: Date,
): Promise<void> {
  const row = await couponRefund(tx, refundId);
  const amount = formatInr(row.amount_paise);
  await enqueueEmail(
    tx,
    {
      eventKey: `coupon-refund-rejected:${row.refund_id}`,
      kind: 'couponRefundRejected',
      to: row.email,
      subject: `Refund not approved: ${orderName(row)}`,
      orderRef: row.order_id,
      content: {
        greeting: 'Hello,',
        lead: `We have reviewed your refund request of ${amount} and could not approve it.`,
        facts: [
          ['Refund', row.refund_id],
          ['Reason', row.rejection_reason ?? ''],
          ...orderFacts(row),
          ['Coupon valid until', row.use_by],
        ],
        paragraphs: [
          `Your coupon is valid again: you can use it for a booking until ${row.use_by}.`,
          'To ask about this decision, write to us through the contact page or at the help address below, quoting the refund id.',
        ],
      },
    },
    at,
  );
}

/** What the outcome messages of the payment core say of a coupon refund. */
export async function couponRefundFacts(
  tx: Queryable,
  refundId: string,
  failed: boolean,
): Promise<RefundMessageFacts> {
  const row = await couponRefund(tx, refundId);
  return {
    refundId: row.refund_id,
    amountPaise: row.amount_paise,
    to: row.email,
    mobile: row.mobile_no,
    smsName: row.code ? `coupon ${row.code}` : `coupon order ${row.order_id}`,
    orderRef: row.order_id,
    orderName: orderName(row),
    facts: orderFacts(row),
    paymentMethod: await paymentMethodOf(tx, 'coupon', row.order_id),
    ...(failed && row.code
      ? {
          failureNote: `Meanwhile your coupon can be used for a booking again, until ${row.use_by}; if you book with it, there is nothing left to refund.`,
        }
      : {}),
  };
}

/** The gateway paid a coupon refund back: the "refund credited" e-mail, once per attempt. */
export async function enqueueCouponRefundCredited(
  tx: Queryable,
  settled: SettledRefund,
  at: Date,
): Promise<void> {
  await enqueueRefundCredited(
    tx,
    await couponRefundFacts(tx, settled.reference, false),
    settled,
    at,
  );
}

/** The gateway could not pay a coupon refund back: the "refund not completed" e-mail. */
export async function enqueueCouponRefundFailed(
  tx: Queryable,
  settled: SettledRefund,
  at: Date,
): Promise<void> {
  await enqueueRefundFailed(tx, await couponRefundFacts(tx, settled.reference, true), settled, at);
}
