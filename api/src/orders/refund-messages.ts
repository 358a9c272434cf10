import { formatIndiaDate, formatInr } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';
import type { EmailContent } from '../messages/layout';
import type { ByLocale, Locale } from '../messages/locale';
import { enqueueSms } from '../messages/sms';
import type { SettledRefund } from '../payments/kinds';
import { indiaDateOf } from './references';
import { REFUND_ROUTES, refundRoute } from './refund-view';

/** What a refund's outcome e-mail says of the refund and its order, whichever kind it is. */
export interface RefundMessageFacts {
  refundId: string;
  amountPaise: number;
  /** The account's address (coupon orders) or the booking's contact address. */
  to: string;
  /** The mobile the SMS of the outcome goes to: the account's or the booking's contact's. */
  mobile: string | null;
  /** The order as an SMS names it: 'booking FL…', 'coupon HEG-…'. */
  smsName: string;
  orderRef: string;
  /** How the subject names the order: 'coupon order CO…', 'booking FL…'. */
  orderName: string;
  /** The order's own facts, after the refund's: the coupon code, the PNR and trip. */
  facts: [label: string, value: string][];
  /** How the order was paid ('upi'): where the money goes back. */
  paymentMethod: string | null;
  /** What the failure means for the order, when it differs by kind (the coupon works again). */
  failureNote?: string;
  /** The customer's language (the account's): the names, facts and note above are in it. */
  locale?: Locale;
}

/** Where the money goes back, in Hindi, by how the order was paid. */
const HINDI_REFUND_ROUTES: Record<string, string> = {
  upi: 'UPI, जिस खाते से भुगतान हुआ था उसी में',
  card: 'कार्ड, जिस कार्ड से भुगतान हुआ था उसी में',
  netbanking: 'नेट बैंकिंग, जिस बैंक खाते से भुगतान हुआ था उसी में',
  wallet: 'वॉलेट, जिस वॉलेट से भुगतान हुआ था उसी में',
};

/** Where the money goes back, in the customer's language. */
export function refundRouteIn(paymentMethod: string | null, locale: Locale): string {
  if (locale === 'en-IN') return refundRoute(paymentMethod);
  return HINDI_REFUND_ROUTES[paymentMethod ?? 'upi'] ?? 'उसी तरीक़े से जिससे भुगतान हुआ था';
}

/** A route as the English refund view names it ('UPI, back to…'), in the customer's language. */
export function routeLabelIn(label: string, locale: Locale): string {
  if (locale === 'en-IN') return label;
  const method = Object.entries(REFUND_ROUTES).find(([, english]) => english === label)?.[0];
  return method ? refundRouteIn(method, locale) : label;
}

/** How the refund's outcome messages put it, in each language. */
interface RefundWords {
  refund: string;
  amount: string;
  refundedTo: string;
  sentTo: string;
  expectedBy: string;
  date: (isoDate: string) => string;
}

const REFUND_WORDS: ByLocale<RefundWords> = {
  'en-IN': {
    refund: 'Refund',
    amount: 'Amount',
    refundedTo: 'Refunded to',
    sentTo: 'Sent to',
    expectedBy: 'Expected by',
    date: (isoDate) => formatIndiaDate(isoDate),
  },
  'hi-IN': {
    refund: 'रिफ़ंड',
    amount: 'राशि',
    refundedTo: 'रिफ़ंड कहाँ',
    sentTo: 'कहाँ भेजा गया',
    expectedBy: 'कब तक मिलेगा',
    date: (isoDate) => formatIndiaDate(isoDate, 'short', 'hi-IN'),
  },
};

/** What a refund's outcome message is filled with. */
interface CreditedFacts {
  amount: string;
  orderName: string;
  bankReference: string | null;
  /** The lines of the refund, in the message's language. */
  facts: [string, string][];
  creditedOn: string;
}

const REFUND_CREDITED: ByLocale<{
  subject: (f: CreditedFacts) => string;
  content: (f: CreditedFacts) => EmailContent;
  referenceLabel: string;
  creditedOnLabel: string;
  sms: (variables: Record<string, string>) => string;
}> = {
  'en-IN': {
    subject: (f) => `Refund credited: ${f.amount} for ${f.orderName}`,
    referenceLabel: 'Bank reference (RRN/ARN)',
    creditedOnLabel: 'Refunded on',
    content: (f) => ({
      greeting: 'Hello,',
      lead: `Your refund is complete: ${f.amount} has been paid back by the route you paid with.`,
      facts: f.facts,
      paragraphs: [
        f.bankReference
          ? 'Your bank may take a little time to show the credit. If you do not see it, give your bank the reference above: it identifies this payment to them.'
          : 'Your bank may take a little time to show the credit. If you do not see it, write to us with the refund id and we will give you the bank’s reference.',
      ],
    }),
    sms: ({ amount, order, reference }) =>
      `HegTravel: refund of ${amount} for ${order} is credited to your account. Bank ref ${reference}.`,
  },
  'hi-IN': {
    subject: (f) => `रिफ़ंड जमा हो गया: ${f.orderName} के लिए ${f.amount}`,
    referenceLabel: 'बैंक रेफ़रेंस (RRN/ARN)',
    creditedOnLabel: 'रिफ़ंड की तारीख़',
    content: (f) => ({
      greeting: 'नमस्ते,',
      lead: `आपका रिफ़ंड पूरा हो गया है: ${f.amount} उसी तरीक़े से वापस भेज दिए गए हैं जिससे आपने भुगतान किया था।`,
      facts: f.facts,
      paragraphs: [
        f.bankReference
          ? 'बैंक को यह राशि दिखाने में थोड़ा समय लग सकता है। अगर आपको यह न दिखे, तो अपने बैंक को ऊपर दिया गया रेफ़रेंस बताएँ: इससे वे इस भुगतान को पहचान लेंगे।'
          : 'बैंक को यह राशि दिखाने में थोड़ा समय लग सकता है। अगर आपको यह न दिखे, तो रिफ़ंड id के साथ हमें लिखें; हम आपको बैंक का रेफ़रेंस बता देंगे।',
      ],
    }),
    sms: ({ amount, order, reference }) =>
      `HegTravel: ${order} के लिए ${amount} का रिफ़ंड आपके खाते में जमा हो गया है। बैंक रेफ़ ${reference}।`,
  },
};

/** How the orders' facts are passed (English by default, as before any language was kept). */
const localeOf = (refund: RefundMessageFacts): Locale => refund.locale ?? 'en-IN';

/** How the order was paid, by the payment of its paid intent. */
export async function paymentMethodOf(
  tx: Queryable,
  kind: string,
  orderRef: string,
): Promise<string | null> {
  const [row] = await tx.query<{ method: string | null }>(
    `select pay.method from payment_intent i
     join payment pay on pay.gateway = i.gateway and pay.payment_id = i.payment_id
     where i.kind = $1 and i.order_ref = $2 and i.status = 'paid'`,
    [kind, orderRef],
  );
  return row?.method ?? null;
}

/**
 * The e-mail when the gateway says the money went back, kept in the transaction that marks the
 * refund successful: one per refund and attempt, so a duplicate webhook (which changes nothing)
 * writes none, and a refund sent again that succeeds has its own. In the customer's language.
 */
export async function enqueueRefundCredited(
  tx: Queryable,
  refund: RefundMessageFacts,
  settled: Pick<SettledRefund, 'attempt' | 'bankReference'>,
  at: Date,
): Promise<void> {
  const locale = localeOf(refund);
  const words = REFUND_CREDITED[locale];
  const w = REFUND_WORDS[locale];
  const amount = formatInr(refund.amountPaise);
  const facts: CreditedFacts = {
    amount,
    orderName: refund.orderName,
    bankReference: settled.bankReference ?? null,
    creditedOn: w.date(indiaDateOf(at)),
    facts: [
      [w.refund, refund.refundId],
      [w.amount, amount],
      [w.refundedTo, refundRouteIn(refund.paymentMethod, locale)],
      ...(settled.bankReference
        ? [[words.referenceLabel, settled.bankReference] as [string, string]]
        : []),
      [words.creditedOnLabel, w.date(indiaDateOf(at))],
      ...refund.facts,
    ],
  };
  await enqueueEmail(
    tx,
    {
      eventKey: `refund-processed:${refund.refundId}:${settled.attempt}`,
      kind: 'refundCredited',
      to: refund.to,
      subject: words.subject(facts),
      orderRef: refund.orderRef,
      locale,
      content: words.content(facts),
    },
    at,
  );
  if (refund.mobile) {
    await enqueueSms(
      tx,
      {
        eventKey: `refund-processed:${refund.refundId}:${settled.attempt}`,
        kind: 'refundCredited',
        mobile: refund.mobile,
        orderRef: refund.orderRef,
        locale,
        variables: { amount, order: refund.smsName, reference: settled.bankReference ?? '-' },
        text: words.sms,
      },
      at,
    );
  }
}

const REFUND_FAILED: ByLocale<{
  subject: (amount: string, orderName: string) => string;
  lead: (amount: string) => string;
  reasonLabel: string;
  defaultReason: string;
  nextSteps: string;
  askUs: string;
  sms: (variables: Record<string, string>) => string;
}> = {
  'en-IN': {
    subject: (amount, orderName) => `Refund not completed: ${amount} for ${orderName}`,
    lead: (amount) =>
      `Your refund of ${amount} did not go through, so the money has not come back to you yet.`,
    reasonLabel: 'Reason given',
    defaultReason: 'The bank could not return the money.',
    nextSteps:
      'Our finance team sees every refund that does not go through. They will send it again, or contact you if it has to be paid another way. You do not need to do anything.',
    askUs:
      'To ask about it, write to us or call with the refund id; our contact details are below.',
    sms: ({ amount, order }) =>
      `HegTravel: refund of ${amount} for ${order} did not go through. We will send it again; you need not do anything.`,
  },
  'hi-IN': {
    subject: (amount, orderName) => `रिफ़ंड पूरा नहीं हुआ: ${orderName} के लिए ${amount}`,
    lead: (amount) => `आपका ${amount} का रिफ़ंड नहीं हो सका, इसलिए पैसे अभी आपके पास वापस नहीं आए हैं।`,
    reasonLabel: 'बताई गई वजह',
    defaultReason: 'बैंक पैसे वापस नहीं भेज सका।',
    nextSteps:
      'जो भी रिफ़ंड नहीं हो पाता, हमारी फ़ाइनेंस टीम उसे देखती है। वे इसे फिर से भेजेंगे, या अगर किसी और तरीक़े से भुगतान करना हो तो आपसे संपर्क करेंगे। आपको कुछ करने की ज़रूरत नहीं है।',
    askUs: 'इसके बारे में पूछने के लिए रिफ़ंड id के साथ हमें लिखें या कॉल करें; हमारे संपर्क की जानकारी नीचे है।',
    sms: ({ amount, order }) =>
      `HegTravel: ${order} के लिए ${amount} का रिफ़ंड नहीं हो सका। हम इसे फिर से भेजेंगे; आपको कुछ नहीं करना है।`,
  },
};

/**
 * The e-mail when the gateway could not return the money, kept in the transaction that marks the
 * refund failed: one per attempt. It says what happened and what we do next; the customer has
 * nothing to do. In the customer's language.
 */
export async function enqueueRefundFailed(
  tx: Queryable,
  refund: RefundMessageFacts,
  settled: Pick<SettledRefund, 'attempt' | 'failureReason'>,
  at: Date,
): Promise<void> {
  const locale = localeOf(refund);
  const words = REFUND_FAILED[locale];
  const w = REFUND_WORDS[locale];
  const amount = formatInr(refund.amountPaise);
  await enqueueEmail(
    tx,
    {
      eventKey: `refund-failed:${refund.refundId}:${settled.attempt}`,
      kind: 'refundFailed',
      to: refund.to,
      subject: words.subject(amount, refund.orderName),
      orderRef: refund.orderRef,
      locale,
      content: {
        greeting: locale === 'hi-IN' ? 'नमस्ते,' : 'Hello,',
        lead: words.lead(amount),
        facts: [
          [w.refund, refund.refundId],
          [w.amount, amount],
          [w.sentTo, refundRouteIn(refund.paymentMethod, locale)],
          // The gateway's reason is its own text, shown as given.
          [words.reasonLabel, settled.failureReason ?? words.defaultReason],
          ...refund.facts,
        ],
        paragraphs: [
          words.nextSteps,
          ...(refund.failureNote ? [refund.failureNote] : []),
          words.askUs,
        ],
      },
    },
    at,
  );
  if (refund.mobile) {
    await enqueueSms(
      tx,
      {
        eventKey: `refund-failed:${refund.refundId}:${settled.attempt}`,
        kind: 'refundFailed',
        mobile: refund.mobile,
        orderRef: refund.orderRef,
        locale,
        variables: { amount, order: refund.smsName },
        text: words.sms,
      },
      at,
    );
  }
}

const REFUND_RESENT: ByLocale<{
  subject: (amount: string, orderName: string) => string;
  lead: (amount: string) => string;
  next: string;
}> = {
  'en-IN': {
    subject: (amount, orderName) => `Refund sent again: ${amount} for ${orderName}`,
    lead: (amount) =>
      `We have sent your refund of ${amount} again, after the last attempt did not go through.`,
    next: 'We will e-mail you again when the bank confirms it, with its reference. You do not need to do anything.',
  },
  'hi-IN': {
    subject: (amount, orderName) => `रिफ़ंड फिर से भेजा गया: ${orderName} के लिए ${amount}`,
    lead: (amount) => `पिछली कोशिश नहीं हो पाई थी, इसलिए हमने आपका ${amount} का रिफ़ंड फिर से भेजा है।`,
    next: 'बैंक के पुष्टि करने पर हम आपको उसके रेफ़रेंस के साथ फिर ई-मेल करेंगे। आपको कुछ करने की ज़रूरत नहीं है।',
  },
};

/**
 * The e-mail when finance sends a failed refund again, kept in the transaction that starts the
 * new attempt: the money is on its way again, by the same route; its outcome is told as well.
 */
export async function enqueueRefundResent(
  tx: Queryable,
  refund: RefundMessageFacts,
  attempt: { number: number; expectedBy: string },
  at: Date,
): Promise<void> {
  const locale = localeOf(refund);
  const words = REFUND_RESENT[locale];
  const w = REFUND_WORDS[locale];
  const amount = formatInr(refund.amountPaise);
  await enqueueEmail(
    tx,
    {
      eventKey: `refund-resent:${refund.refundId}:${attempt.number}`,
      kind: 'refundResent',
      to: refund.to,
      subject: words.subject(amount, refund.orderName),
      orderRef: refund.orderRef,
      locale,
      content: {
        greeting: locale === 'hi-IN' ? 'नमस्ते,' : 'Hello,',
        lead: words.lead(amount),
        facts: [
          [w.refund, refund.refundId],
          [w.amount, amount],
          [w.refundedTo, refundRouteIn(refund.paymentMethod, locale)],
          [w.expectedBy, w.date(attempt.expectedBy)],
          ...refund.facts,
        ],
        paragraphs: [words.next],
      },
    },
    at,
  );
}
