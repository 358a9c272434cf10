import {
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_REVIEW_BUSINESS_DAYS,
  type RefundDetails,
  formatIndiaDate,
  formatInr,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';
import { type ByLocale, storedLocale } from '../messages/locale';
import type { SettledRefund } from '../payments/kinds';
import {
  type RefundMessageFacts,
  enqueueRefundCredited,
  enqueueRefundFailed,
  paymentMethodOf,
  routeLabelIn,
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
  use_by_day: string;
  locale: string;
}

/** A coupon refund with what its e-mails say: the account's address, the coupon, its last day. */
async function couponRefund(tx: Queryable, refundId: string): Promise<CouponRefundFacts> {
  const [row] = await tx.query<CouponRefundFacts>(
    `select r.refund_id, r.amount_paise, r.reason, r.rejection_reason, o.order_id, u.email,
            u.mobile_no, c.code, u.locale,
            to_char(p.expiration_date, 'FMDD Mon YYYY') as use_by,
            to_char(p.expiration_date, 'YYYY-MM-DD') as use_by_day
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

/** How a coupon refund's messages put it, in each language, side by side. */
const COUPON_REFUND: ByLocale<{
  hello: string;
  orderName: (orderId: string) => string;
  couponName: (code: string) => string;
  order: string;
  couponCode: string;
  refund: string;
  amount: string;
  refundedTo: string;
  expectedBy: string;
  date: (isoDate: string) => string;
  requested: {
    subject: (amount: string, orderName: string) => string;
    lead: (amount: string) => string;
    yourReason: string;
    paragraphs: string[];
  };
  approved: {
    subject: (amount: string, orderName: string) => string;
    lead: (amount: string) => string;
    paragraphs: string[];
  };
  rejected: {
    subject: (orderName: string) => string;
    lead: (amount: string) => string;
    reason: string;
    validUntil: string;
    paragraphs: (useBy: string) => string[];
  };
  failureNote: (useBy: string) => string;
}> = {
  'en-IN': {
    hello: 'Hello,',
    orderName: (orderId) => `coupon order ${orderId}`,
    couponName: (code) => `coupon ${code}`,
    order: 'Order',
    couponCode: 'Coupon code',
    refund: 'Refund',
    amount: 'Amount',
    refundedTo: 'Refunded to',
    expectedBy: 'Expected by',
    date: (isoDate) => formatIndiaDate(isoDate),
    requested: {
      subject: (amount, orderName) => `Refund requested: ${amount} for ${orderName}`,
      lead: (amount) =>
        `We have your request for a refund of ${amount}, the price you paid for the coupon.`,
      yourReason: 'Your reason',
      paragraphs: [
        `We review each request within ${REFUND_REVIEW_BUSINESS_DAYS} business days and e-mail you our decision. Once approved, the money goes back to the account that paid within ${REFUND_PROCESSING_BUSINESS_DAYS} business days.`,
        'Until we decide, the coupon cannot be used for a booking.',
        'You can follow the refund under Coupons Order on the site.',
      ],
    },
    approved: {
      subject: (amount, orderName) => `Refund approved: ${amount} for ${orderName}`,
      lead: (amount) =>
        `Your refund is approved and the money is on its way: ${amount} goes back by the route you paid with.`,
      paragraphs: [
        'We will e-mail you again when the refund is complete, with the bank’s reference.',
        'The coupon cannot be used for a booking while the refund is on its way. Once the money is back, the coupon is cancelled and its draw entry no longer counts.',
      ],
    },
    rejected: {
      subject: (orderName) => `Refund not approved: ${orderName}`,
      lead: (amount) =>
        `We have reviewed your refund request of ${amount} and could not approve it.`,
      reason: 'Reason',
      validUntil: 'Coupon valid until',
      paragraphs: (useBy) => [
        `Your coupon is valid again: you can use it for a booking until ${useBy}.`,
        'To ask about this decision, write to us through the contact page or at the help address below, quoting the refund id.',
      ],
    },
    failureNote: (useBy) =>
      `Meanwhile your coupon can be used for a booking again, until ${useBy}; if you book with it, there is nothing left to refund.`,
  },
  'hi-IN': {
    hello: 'नमस्ते,',
    orderName: (orderId) => `कूपन ऑर्डर ${orderId}`,
    couponName: (code) => `कूपन ${code}`,
    order: 'ऑर्डर',
    couponCode: 'कूपन कोड',
    refund: 'रिफ़ंड',
    amount: 'राशि',
    refundedTo: 'रिफ़ंड कहाँ',
    expectedBy: 'कब तक मिलेगा',
    date: (isoDate) => formatIndiaDate(isoDate, 'short', 'hi-IN'),
    requested: {
      subject: (amount, orderName) => `रिफ़ंड का अनुरोध मिला: ${orderName} के लिए ${amount}`,
      lead: (amount) =>
        `हमें ${amount} के रिफ़ंड का आपका अनुरोध मिल गया है; यह वही राशि है जो आपने कूपन के लिए दी थी।`,
      yourReason: 'आपकी वजह',
      paragraphs: [
        `हम हर अनुरोध ${REFUND_REVIEW_BUSINESS_DAYS} कामकाजी दिनों में देखकर आपको अपना फ़ैसला ई-मेल करते हैं। मंज़ूरी मिलने पर पैसे ${REFUND_PROCESSING_BUSINESS_DAYS} कामकाजी दिनों में उसी खाते में वापस जाते हैं जिससे भुगतान हुआ था।`,
        'फ़ैसला होने तक यह कूपन बुकिंग में इस्तेमाल नहीं हो सकता।',
        'आप साइट पर ‘मेरे कूपन ऑर्डर’ में रिफ़ंड देख सकते हैं।',
      ],
    },
    approved: {
      subject: (amount, orderName) => `रिफ़ंड मंज़ूर: ${orderName} के लिए ${amount}`,
      lead: (amount) =>
        `आपका रिफ़ंड मंज़ूर हो गया है और पैसे भेज दिए गए हैं: ${amount} उसी तरीक़े से वापस आएँगे जिससे आपने भुगतान किया था।`,
      paragraphs: [
        'रिफ़ंड पूरा होने पर हम आपको बैंक के रेफ़रेंस के साथ फिर ई-मेल करेंगे।',
        'रिफ़ंड के दौरान यह कूपन बुकिंग में इस्तेमाल नहीं हो सकता। पैसे वापस आने पर कूपन रद्द हो जाता है और उसकी ड्रॉ एंट्री नहीं गिनी जाती।',
      ],
    },
    rejected: {
      subject: (orderName) => `रिफ़ंड मंज़ूर नहीं हुआ: ${orderName}`,
      lead: (amount) => `हमने ${amount} के रिफ़ंड का आपका अनुरोध देखा, पर उसे मंज़ूर नहीं कर सके।`,
      reason: 'वजह',
      validUntil: 'कूपन इस तारीख़ तक मान्य',
      paragraphs: (useBy) => [
        `आपका कूपन फिर से मान्य है: आप ${useBy} तक इसे बुकिंग में इस्तेमाल कर सकते हैं।`,
        'इस फ़ैसले के बारे में पूछने के लिए रिफ़ंड id के साथ संपर्क पेज से या नीचे दिए सहायता पते पर हमें लिखें।',
      ],
    },
    failureNote: (useBy) =>
      `तब तक आपका कूपन ${useBy} तक फिर से बुकिंग में इस्तेमाल हो सकता है; अगर आप उससे बुक करते हैं, तो रिफ़ंड के लिए कुछ नहीं बचता।`,
  },
};

/** The refund's coupon facts in its language, and its last day as that language writes it. */
function inLanguage(row: CouponRefundFacts) {
  const locale = storedLocale(row.locale);
  const words = COUPON_REFUND[locale];
  const useBy = locale === 'en-IN' ? row.use_by : words.date(row.use_by_day);
  const facts: [string, string][] = [
    [words.order, row.order_id],
    ...(row.code ? [[words.couponCode, row.code] as [string, string]] : []),
  ];
  return { locale, words, useBy, facts, orderName: words.orderName(row.order_id) };
}

/**
 * The e-mail when the visitor asks for a coupon's money back, kept in the transaction that
 * makes the refund: what we have, what comes back, and what happens next (as the policy says).
 * In the account's language, as are the other coupon refund messages.
 */
export async function enqueueCouponRefundRequested(
  tx: Queryable,
  refundId: string,
  at: Date,
): Promise<void> {
  const row = await couponRefund(tx, refundId);
  const { locale, words, facts, orderName } = inLanguage(row);
  const amount = formatInr(row.amount_paise);
  await enqueueEmail(
    tx,
    {
      eventKey: `coupon-refund-requested:${row.refund_id}`,
      kind: 'couponRefundRequested',
      to: row.email,
      subject: words.requested.subject(amount, orderName),
      orderRef: row.order_id,
      locale,
      content: {
        greeting: words.hello,
        lead: words.requested.lead(amount),
        facts: [
          [words.refund, row.refund_id],
          [words.amount, amount],
          ...facts,
          ...(row.reason ? [[words.requested.yourReason, row.reason] as [string, string]] : []),
        ],
        paragraphs: words.requested.paragraphs,
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
  const { locale, words, facts, orderName } = inLanguage(row);
  const amount = formatInr(row.amount_paise);
  await enqueueEmail(
    tx,
    {
      eventKey: `coupon-refund-approved:${row.refund_id}`,
      kind: 'couponRefundApproved',
      to: row.email,
      subject: words.approved.subject(amount, orderName),
      orderRef: row.order_id,
      locale,
      content: {
        greeting: words.hello,
        lead: words.approved.lead(amount),
        facts: [
          [words.refund, row.refund_id],
          [words.amount, amount],
          [words.refundedTo, routeLabelIn(details.route, locale)],
          ...(details.expectedCreditBy
            ? [[words.expectedBy, words.date(details.expectedCreditBy)] as [string, string]]
            : []),
          ...facts,
        ],
        paragraphs: words.approved.paragraphs,
      },
    },
    at,
  );
}

/**
 * The e-mail when staff turn a coupon refund down, kept in the rejection's transaction: the
 * reason they gave (as they wrote it), and that the coupon works again until its expiry.
 */
export async function enqueueCouponRefundRejected(
  tx: Queryable,
  refundId: string,
  at: Date,
): Promise<void> {
  const row = await couponRefund(tx, refundId);
  const { locale, words, facts, orderName, useBy } = inLanguage(row);
  const amount = formatInr(row.amount_paise);
  await enqueueEmail(
    tx,
    {
      eventKey: `coupon-refund-rejected:${row.refund_id}`,
      kind: 'couponRefundRejected',
      to: row.email,
      subject: words.rejected.subject(orderName),
      orderRef: row.order_id,
      locale,
      content: {
        greeting: words.hello,
        lead: words.rejected.lead(amount),
        facts: [
          [words.refund, row.refund_id],
          [words.rejected.reason, row.rejection_reason ?? ''],
          ...facts,
          [words.rejected.validUntil, useBy],
        ],
        paragraphs: words.rejected.paragraphs(useBy),
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
  const { locale, words, facts, orderName, useBy } = inLanguage(row);
  return {
    refundId: row.refund_id,
    amountPaise: row.amount_paise,
    to: row.email,
    mobile: row.mobile_no,
    smsName: row.code ? words.couponName(row.code) : orderName,
    orderRef: row.order_id,
    orderName,
    facts,
    paymentMethod: await paymentMethodOf(tx, 'coupon', row.order_id),
    ...(failed && row.code ? { failureNote: words.failureNote(useBy) } : {}),
    locale,
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
