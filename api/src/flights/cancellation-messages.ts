import {
  type BookedItinerary,
  type CancelQuote,
  formatIndiaDate,
  formatInr,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';
import { type ByLocale, type Locale, accountLocale } from '../messages/locale';
import { enqueueSms } from '../messages/sms';
import type { SettledRefund } from '../payments/kinds';
import {
  type RefundMessageFacts,
  enqueueRefundCredited,
  enqueueRefundFailed,
  paymentMethodOf,
  routeLabelIn,
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
function firstDeparture(order: BookingFacts, locale: Locale): string {
  const depTime = (order.itineraries as BookedItinerary[])[0]?.depTime;
  return depTime
    ? localTime(depTime, locale)
    : formatIndiaDate(order.departure_date, 'short', locale);
}

/** How a booking's messages name it and its trip, in each language. */
const BOOKING_WORDS: ByLocale<{
  route: (order: BookingFacts) => string;
  booking: string;
  trip: string;
  andBack: string;
  /** 'booking FL…' as a subject or an SMS names it. */
  orderName: (orderId: string) => string;
  failureNote: string;
}> = {
  'en-IN': {
    route: (order) => `${order.from_city} to ${order.to_city}`,
    booking: 'Booking',
    trip: 'Trip',
    andBack: ' and back',
    orderName: (orderId) => `booking ${orderId}`,
    failureNote: 'The cancellation itself stands: only the refund has to be sent again.',
  },
  'hi-IN': {
    route: (order) => `${order.from_city} से ${order.to_city}`,
    booking: 'बुकिंग',
    trip: 'यात्रा',
    andBack: ' और वापसी',
    orderName: (orderId) => `बुकिंग ${orderId}`,
    failureNote: 'रद्द करना अपनी जगह क़ायम है: सिर्फ़ रिफ़ंड फिर से भेजना है।',
  },
};

function bookingFacts(order: BookingFacts, locale: Locale): [string, string][] {
  const w = BOOKING_WORDS[locale];
  return [
    ['PNR', order.pnr ?? ''],
    [w.booking, order.order_id],
    [w.trip, `${w.route(order)}${order.return_date ? w.andBack : ''}`],
  ];
}

/** What the cancellation messages are filled with. */
interface CancelledFacts {
  wholeBooking: boolean;
  count: number;
  pnr: string;
  route: string;
  departs: string;
  refunding: boolean;
  documents: number;
}

/** The cancellation e-mail and SMS in each language, side by side. */
const BOOKING_CANCELLED: ByLocale<{
  what: (f: CancelledFacts) => string;
  subject: (f: CancelledFacts) => string;
  lead: (f: CancelledFacts) => string;
  departs: string;
  cancelled: string;
  farePaid: string;
  airlineFee: string;
  ourFee: string;
  couponPart: string;
  refund: string;
  refundId: string;
  refundedTo: string;
  expectedBy: string;
  paragraphs: (f: CancelledFacts) => string[];
  sms: (refunding: boolean) => (variables: Record<string, string>) => string;
}> = {
  'en-IN': {
    what: (f) =>
      f.wholeBooking
        ? 'Booking cancelled'
        : f.count === 1
          ? 'Traveller cancelled'
          : 'Travellers cancelled',
    subject: (f) =>
      `${BOOKING_CANCELLED['en-IN'].what(f)}: PNR ${f.pnr}, ${f.route}, ${f.departs.slice(0, 11)}`,
    lead: (f) =>
      f.wholeBooking
        ? 'Your booking is cancelled. The seats are given back to the airline.'
        : `The ${f.count === 1 ? 'traveller below is' : 'travellers below are'} cancelled; everyone else on the booking stays booked and can fly as planned.`,
    departs: 'Departs',
    cancelled: 'Cancelled',
    farePaid: 'Fare paid for them',
    airlineFee: 'Airline cancellation fee',
    ourFee: 'Our cancellation fee',
    couponPart: 'Paid by coupon (not refunded in money)',
    refund: 'Refund',
    refundId: 'Refund id',
    refundedTo: 'Refunded to',
    expectedBy: 'Expected by',
    paragraphs: (f) => [
      f.refunding
        ? 'The refund is on its way. We will e-mail you again when it is complete, with the bank’s reference.'
        : 'The cancellation fees take the whole fare of these travellers, so there is no money to send back.',
      'Taxes and airport charges are refunded; the convenience fee is not. You can follow the refund under Flights Order on the site.',
      ...(f.documents === 0
        ? []
        : [
            f.documents === 1
              ? 'Our credit note for the cancellation is attached.'
              : 'Our credit note for the cancellation and the tax invoice of our cancellation fee are attached.',
          ]),
    ],
    sms: (refunding) => (v) =>
      refunding
        ? `HegTravel: ${v.what} on PNR ${v.pnr}. Refund of ${v.refund} is on its way, expected by ${v.by}.`
        : `HegTravel: ${v.what} on PNR ${v.pnr}. The cancellation fees take the whole fare, so there is no refund.`,
  },
  'hi-IN': {
    what: (f) => (f.wholeBooking ? 'बुकिंग रद्द' : 'यात्री रद्द'),
    subject: (f) =>
      `${BOOKING_CANCELLED['hi-IN'].what(f)}: PNR ${f.pnr}, ${f.route}, ${f.departs.split(',')[0]}`,
    lead: (f) =>
      f.wholeBooking
        ? 'आपकी बुकिंग रद्द हो गई है। सीटें एयरलाइन को लौटा दी गई हैं।'
        : `नीचे ${f.count === 1 ? 'दिया गया यात्री रद्द हो गया है' : 'दिए गए यात्री रद्द हो गए हैं'}; बुकिंग के बाक़ी सभी यात्री बुक हैं और तय योजना के अनुसार यात्रा कर सकते हैं।`,
    departs: 'प्रस्थान',
    cancelled: 'रद्द',
    farePaid: 'उनके लिए दिया गया किराया',
    airlineFee: 'एयरलाइन का रद्द करने का शुल्क',
    ourFee: 'हमारा रद्द करने का शुल्क',
    couponPart: 'कूपन से भुगतान (पैसे के रूप में रिफ़ंड नहीं)',
    refund: 'रिफ़ंड',
    refundId: 'रिफ़ंड id',
    refundedTo: 'रिफ़ंड कहाँ',
    expectedBy: 'कब तक मिलेगा',
    paragraphs: (f) => [
      f.refunding
        ? 'रिफ़ंड भेज दिया गया है। पूरा होने पर हम आपको बैंक के रेफ़रेंस के साथ फिर ई-मेल करेंगे।'
        : 'रद्द करने के शुल्क में इन यात्रियों का पूरा किराया चला जाता है, इसलिए वापस भेजने को कोई राशि नहीं है।',
      'टैक्स और हवाई अड्डा शुल्क रिफ़ंड होते हैं; सुविधा शुल्क नहीं। आप साइट पर ‘मेरी फ़्लाइट बुकिंग’ में रिफ़ंड देख सकते हैं।',
      ...(f.documents === 0
        ? []
        : [
            f.documents === 1
              ? 'रद्द करने का हमारा क्रेडिट नोट साथ में है।'
              : 'रद्द करने का हमारा क्रेडिट नोट और हमारे रद्द करने के शुल्क का टैक्स इनवॉइस साथ में हैं।',
          ]),
    ],
    sms: (refunding) => (v) =>
      refunding
        ? `HegTravel: ${v.what}, PNR ${v.pnr}। ${v.refund} का रिफ़ंड भेज दिया गया है, ${v.by} तक मिल जाना चाहिए।`
        : `HegTravel: ${v.what}, PNR ${v.pnr}। रद्द करने के शुल्क में पूरा किराया चला गया, इसलिए कोई रिफ़ंड नहीं है।`,
  },
};

/**
 * The e-mail when the visitor cancels travellers, kept in the cancellation's transaction: who
 * is cancelled, what each charge took, what comes back, by which route and by when. In the
 * account's language, the credit note attached too.
 */
export async function enqueueBookingCancelled(
  tx: Queryable,
  order: BookingFacts & { user_id: number; contact_email: string; contact_mobile: string },
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
  const locale = await accountLocale(tx, order.user_id);
  const words = BOOKING_CANCELLED[locale];
  const departs = firstDeparture(order, locale);
  const refunding = quote.refundPaise > 0;
  const facts: CancelledFacts = {
    wholeBooking: quote.wholeBooking,
    count: quote.lines.length,
    pnr: order.pnr ?? order.order_id,
    route: BOOKING_WORDS[locale].route(order),
    departs,
    refunding,
    documents: documents.length,
  };
  const what = words.what(facts);
  const fare = quote.lines.reduce((sum, line) => sum + line.farePaise, 0);
  const charge = (label: string, paise: number): [string, string][] =>
    paise > 0 ? [[label, formatInr(paise)]] : [];
  const expectedBy = formatIndiaDate(quote.expectedCreditBy, 'short', locale);
  await enqueueEmail(
    tx,
    {
      eventKey: `booking-cancelled:${refundId}`,
      kind: 'bookingCancelled',
      to: order.contact_email,
      subject: words.subject(facts),
      orderRef: order.order_id,
      locale,
      attachments: documents.map((number) => ({ kind: 'taxDocument' as const, ref: number })),
      content: {
        greeting: locale === 'hi-IN' ? 'नमस्ते,' : 'Hello,',
        lead: words.lead(facts),
        facts: [
          ...bookingFacts(order, locale),
          [words.departs, departs],
          [words.cancelled, quote.lines.map((line) => line.name).join(', ')],
          [words.farePaid, formatInr(fare)],
          ...charge(words.airlineFee, quote.airlineFeePaise),
          ...charge(words.ourFee, quote.serviceFeePaise),
          ...charge(words.couponPart, quote.couponPartPaise),
          [words.refund, formatInr(quote.refundPaise)],
          [words.refundId, refundId],
          ...(refunding
            ? ([
                [words.refundedTo, routeLabelIn(quote.route, locale)],
                [words.expectedBy, expectedBy],
              ] as [string, string][])
            : []),
        ],
        paragraphs: words.paragraphs(facts),
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
      locale,
      variables: {
        what: locale === 'en-IN' ? what.toLowerCase() : what,
        pnr: order.pnr ?? order.order_id,
        refund: formatInr(quote.refundPaise),
        by: expectedBy,
      },
      text: words.sms(refunding),
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
    BookingFacts & {
      contact_email: string;
      contact_mobile: string;
      amount_paise: number;
      user_id: number;
    }
  >(
    `select r.amount_paise, o.order_id, o.pnr, o.from_city, o.to_city, o.departure_date,
            o.return_date, o.itineraries, o.contact_email, o.contact_mobile, o.user_id
     from flight_refund r join flight_order o on o.id = r.order_pk where r.refund_id = $1`,
    [refundId],
  );
  if (!row) throw new Error(`flight refund ${refundId} has no booking to tell of`);
  const locale = await accountLocale(tx, row.user_id);
  const w = BOOKING_WORDS[locale];
  return {
    refundId,
    amountPaise: row.amount_paise,
    to: row.contact_email,
    mobile: row.contact_mobile,
    smsName: row.pnr ? `PNR ${row.pnr}` : w.orderName(row.order_id),
    orderRef: row.order_id,
    orderName: w.orderName(row.order_id),
    facts: bookingFacts(row, locale),
    paymentMethod: await paymentMethodOf(tx, 'flight', row.order_id),
    failureNote: w.failureNote,
    locale,
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
