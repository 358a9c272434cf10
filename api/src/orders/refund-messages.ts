import { formatIndiaDate, formatInr } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';
import { enqueueSms } from '../messages/sms';
import type { SettledRefund } from '../payments/kinds';
import { indiaDateOf } from './references';
import { refundRoute } from './refund-view';

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
}

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
 * writes none, and a refund sent again that succeeds has its own.
 */
export async function enqueueRefundCredited(
  tx: Queryable,
  refund: RefundMessageFacts,
  settled: Pick<SettledRefund, 'attempt' | 'bankReference'>,
  at: Date,
): Promise<void> {
  const amount = formatInr(refund.amountPaise);
  await enqueueEmail(
    tx,
    {
      eventKey: `refund-processed:${refund.refundId}:${settled.attempt}`,
      kind: 'refundCredited',
      to: refund.to,
      subject: `Refund credited: ${amount} for ${refund.orderName}`,
      orderRef: refund.orderRef,
      content: {
        greeting: 'Hello,',
        lead: `Your refund is complete: ${amount} has been paid back by the route you paid with.`,
        facts: [
          ['Refund', refund.refundId],
          ['Amount', amount],
          ['Refunded to', refundRoute(refund.paymentMethod)],
          ...(settled.bankReference
            ? [['Bank reference (RRN/ARN)', settled.bankReference] as [string, string]]
            : []),
          ['Refunded on', formatIndiaDate(indiaDateOf(at))],
          ...refund.facts,
        ],
        paragraphs: [
          settled.bankReference
            ? 'Your bank may take a little time to show the credit. If you do not see it, give your bank the reference above: it identifies this payment to them.'
            : 'Your bank may take a little time to show the credit. If you do not see it, write to us with the refund id and we will give you the bank’s reference.',
        ],
      },
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
        variables: { amount, order: refund.smsName, reference: settled.bankReference ?? '-' },
        text: ({ amount: money, order, reference }) =>
          `HegTravel: refund of ${money} for ${order} is credited to your account. Bank ref ${reference}.`,
      },
      at,
    );
  }
}

/**
 * The e-mail when the gateway could not return the money, kept in the transaction that marks the
 * refund failed: one per attempt. It says what happened and what we do next; the customer has
 * nothing to do.
 */
export async function enqueueRefundFailed(
  tx: Queryable,
  refund: RefundMessageFacts,
  settled: Pick<SettledRefund, 'attempt' | 'failureReason'>,
  at: Date,
): Promise<void> {
  const amount = formatInr(refund.amountPaise);
  await enqueueEmail(
    tx,
    {
      eventKey: `refund-failed:${refund.refundId}:${settled.attempt}`,
      kind: 'refundFailed',
      to: refund.to,
      subject: `Refund not completed: ${amount} for ${refund.orderName}`,
      orderRef: refund.orderRef,
      content: {
        greeting: 'Hello,',
        lead: `Your refund of ${amount} did not go through, so the money has not come back to you yet.`,
        facts: [
          ['Refund', refund.refundId],
          ['Amount', amount],
          ['Sent to', refundRoute(refund.paymentMethod)],
          ['Reason given', settled.failureReason ?? 'The bank could not return the money.'],
          ...refund.facts,
        ],
        paragraphs: [
          'Our finance team sees every refund that does not go through. They will send it again, or contact you if it has to be paid another way. You do not need to do anything.',
          ...(refund.failureNote ? [refund.failureNote] : []),
          'To ask about it, write to us or call with the refund id; our contact details are below.',
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
        variables: { amount, order: refund.smsName },
        text: ({ amount: money, order }) =>
          `HegTravel: refund of ${money} for ${order} did not go through. We will send it again; you need not do anything.`,
      },
      at,
    );
  }
}

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
  const amount = formatInr(refund.amountPaise);
  await enqueueEmail(
    tx,
    {
      eventKey: `refund-resent:${refund.refundId}:${attempt.number}`,
      kind: 'refundResent',
      to: refund.to,
      subject: `Refund sent again: ${amount} for ${refund.orderName}`,
      orderRef: refund.orderRef,
      content: {
        greeting: 'Hello,',
        lead: `We have sent your refund of ${amount} again, after the last attempt did not go through.`,
        facts: [
          ['Refund', refund.refundId],
          ['Amount', amount],
          ['Refunded to', refundRoute(refund.paymentMethod)],
          ['Expected by', formatIndiaDate(attempt.expectedBy)],
          ...refund.facts,
        ],
        paragraphs: [
          'We will e-mail you again when the bank confirms it, with its reference. You do not need to do anything.',
        ],
      },
    },
    at,
  );
}
