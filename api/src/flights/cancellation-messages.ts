import {
  type BookedItinerary,
  type CancelQuote,
  formatIndiaDate,
  formatInr,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';
import { enqueueSms } from '../messages/sms';
import type { SettledRefund } from '../payments/kinds';
import {
  type RefundMessageFacts,
  enqueueRefundCredited,
  enqueueRefundFailed,
  paymentMethodOf,
} from '../orders/refund-messages';
import { localTime } from './local-time';

/** What the e-mails tell of the booking (columns of flight_order). */
interface BookingFacts {
  order_id: string;
  pnr: string | null;
  from_city: string;
  to_city: string;
  departure_date: string;
  return_date: string | null;
  itineraries: unknown;
}

/** The first departure as the airport's clock reads it: '02 Dec 2026, 06:10'. */
function firstDeparture(order: BookingFacts): string {
  const depTime = (order.itineraries as BookedItinerary[])[0]?.depTime;
  return depTime ? localTime(depTime) : formatIndiaDate(order.departure_date);
}

const routeOf = (order: BookingFacts) => `${order.from_city} to ${order.to_city}`;

function bookingFacts(order: BookingFacts): [string, string][] {
  return [
    ['PNR', order.pnr ?? ''],
    ['Booking', order.order_id],
    ['Trip', `${routeOf(order)}${order.return_date ? ' and back' : ''}`],
  ];
}

/**
 * The e-mail when the visitor cancels travellers, kept in the cancellation's transaction: who
 * is cancelled, what each charge took, what comes back, by which route and by when.
 */
export async function enqueueBookingCancelled(
  tx: Queryable,
  order: BookingFacts & { contact_email: string; contact_mobile: string },
  refundId: string,
  quote: Pick<
    CancelQuote,
    | 'wholeBooking'
    | 'lines'
    | 'airlineFeePaise'
    | 'serviceFeePaise'
    | 'couponPartPaise'
    | 'refundPaise'
    | 'route'
    | 'expectedCreditBy'
  >,
  /** The credit note and the fee's tax invoice of this cancellation, attached. */
  documents: string[],
  at: Date,
): Promise<void> {
  const departs = firstDeparture(order);
  const what = quote.wholeBooking
    ? 'Booking cancelled'
    : quote.lines.length === 1
      ? 'Traveller cancelled'
      : 'Travellers cancelled';
  const fare = quote.lines.reduce((sum, line) => sum + line.farePaise, 0);
  const charge = (label: string, paise: number): [string, string][] =>
    paise > 0 ? [[label, formatInr(paise)]] : [];
  const refunding = quote.refundPaise > 0;
  await enqueueEmail(
    tx,
    {
      eventKey: `booking-cancelled:${refundId}`,
      kind: 'bookingCancelled',
      to: order.contact_email,
      subject: `${what}: PNR ${order.pnr ?? order.order_id}, ${routeOf(order)}, ${departs.slice(0, 11)}`,
      orderRef: order.order_id,
      attachments: documents.map((number) => ({ kind: 'taxDocument' as const, ref: number })),
      content: {
        greeting: 'Hello,',
        lead: quote.wholeBooking
          ? 'Your booking is cancelled. The seats are given back to the airline.'
          : `The ${quote.lines.length === 1 ? 'traveller below is' : 'travellers below are'} cancelled; everyone else on the booking stays booked and can fly as planned.`,
        facts: [
          ...bookingFacts(order),
          ['Departs', departs],
          ['Cancelled', quote.lines.map((line) => line.name).join(', ')],
          ['Fare paid for them', formatInr(fare)],
          ...charge('Airline cancellation fee', quote.airlineFeePaise),
          ...charge('Our cancellation fee', quote.serviceFeePaise),
          ...charge('Paid by coupon (not refunded in money)', quote.couponPartPaise),
          ['Refund', formatInr(quote.refundPaise)],
          ['Refund id', refundId],
          ...(refunding
            ? ([
                ['Refunded to', quote.route],
                ['Expected by', formatIndiaDate(quote.expectedCreditBy)],
              ] as [string, string][])
            : []),
        ],
        paragraphs: [
          refunding
            ? 'The refund is on its way. We will e-mail you again when it is complete, with the bank’s reference.'
            : 'The cancellation fees take the whole fare of these travellers, so there is no money to send back.',
          'Taxes and airport charges are refunded; the convenience fee is not. You can follow the refund under Flights Order on the site.',
          ...(documents.length === 0
            ? []
            : [
                documents.length === 1
                  ? 'Our credit note for the cancellation is attached.'
                  : 'Our credit note for the cancellation and the tax invoice of our cancellation fee are attached.',
              ]),
        ],
      },
    },
    at,
  );
  await enqueueSms(
    tx,
    {
      eventKey: `booking-cancelled:${refundId}`,
      kind: 'bookingCancelled',
      mobile: order.contact_mobile,
      orderRef: order.order_id,
      variables: {
        what: what.toLowerCase(),
        pnr: order.pnr ?? order.order_id,
        refund: formatInr(quote.refundPaise),
        by: formatIndiaDate(quote.expectedCreditBy),
      },
      text: ({ what: done, pnr, refund, by }) =>
        refunding
          ? `HegTravel: ${done} on PNR ${pnr}. Refund of ${refund} is on its way, expected by ${by}.`
          : `HegTravel: ${done} on PNR ${pnr}. The cancellation fees take the whole fare, so there is no refund.`,
    },
    at,
  );
}

/** What the outcome messages of the payment core say of a booking's refund. */
export async function bookingRefundFacts(
  tx: Queryable,
  refundId: string,
): Promise<RefundMessageFacts> {
  const [row] = await tx.query<
    BookingFacts & { contact_email: string; contact_mobile: string; amount_paise: number }
  >(
    `select r.amount_paise, o.order_id, o.pnr, o.from_city, o.to_city, o.departure_date,
            o.return_date, o.itineraries, o.contact_email, o.contact_mobile
     from flight_refund r join flight_order o on o.id = r.order_pk where r.refund_id = $1`,
    [refundId],
  );
  if (!row) throw new Error(`flight refund ${refundId} has no booking to tell of`);
  return {
    refundId,
    amountPaise: row.amount_paise,
    to: row.contact_email,
    mobile: row.contact_mobile,
    smsName: row.pnr ? `PNR ${row.pnr}` : `booking ${row.order_id}`,
    orderRef: row.order_id,
    orderName: `booking ${row.order_id}`,
    facts: bookingFacts(row),
    paymentMethod: await paymentMethodOf(tx, 'flight', row.order_id),
    failureNote: 'The cancellation itself stands: only the refund has to be sent again.',
  };
}

/** The gateway paid a booking's refund back: the "refund credited" e-mail, once per attempt. */
export async function enqueueBookingRefundCredited(
  tx: Queryable,
  settled: SettledRefund,
  at: Date,
): Promise<void> {
  const facts = await bookingRefundFacts(tx, settled.reference);
  delete facts.failureNote;
  await enqueueRefundCredited(tx, facts, settled, at);
}

/** The gateway could not pay a booking's refund back: the "refund not completed" e-mail. */
export async function enqueueBookingRefundFailed(
  tx: Queryable,
  settled: SettledRefund,
  at: Date,
): Promise<void> {
  await enqueueRefundFailed(tx, await bookingRefundFacts(tx, settled.reference), settled, at);
}
