import { type BookedItinerary, formatIndiaDate, formatInr } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';
import type { EmailContent } from '../messages/layout';
import { type ByLocale, type MessageWords, type Locale, accountLocale } from '../messages/locale';
import { enqueueSms } from '../messages/sms';
import type { UnpaidEnd } from '../orders/lifecycle';
import { localTime } from './local-time';

/** What the booking confirmation tells, ready to be put in words. */
interface ConfirmedFacts {
  pnr: string;
  orderId: string;
  fromCity: string;
  toCity: string;
  roundTrip: boolean;
  departs: string;
  flights: string[];
  travellers: string;
  paid: string;
  invoiceNumber: string;
}

/** The booking confirmation in each language: subject, e-mail and SMS side by side. */
const BOOKING_CONFIRMED: ByLocale<MessageWords<ConfirmedFacts>> = {
  'en-IN': {
    subject: (f) => `Booking confirmed: PNR ${f.pnr}, ${f.fromCity} to ${f.toCity}, ${f.departs}`,
    content: (f) => ({
      greeting: 'Hello,',
      lead: 'Your flight is booked. Your e-ticket is attached: show it with a photo ID at the airport. Our GST tax invoice is attached too.',
      facts: [
        ['PNR', f.pnr],
        ['Booking', f.orderId],
        ['Trip', `${f.fromCity} to ${f.toCity}${f.roundTrip ? ' and back' : ''}`],
        ...f.flights.map((flight, index): [string, string] => [`Flight ${index + 1}`, flight]),
        ['Travellers', f.travellers],
        ['Paid', f.paid],
        ['Tax invoice', f.invoiceNumber],
      ],
      paragraphs: [
        'Check-in closes 45 minutes before departure on domestic flights and 60 minutes before international flights.',
        'Your booking, its e-ticket and cancellation are under Flights Order on the site, signed in with the account you booked with.',
      ],
    }),
    sms: ({ pnr, route, departs }) =>
      `HegTravel: booking confirmed, PNR ${pnr}, ${route} ${departs}. E-ticket in Flights Order; a copy is on its way by e-mail.`,
  },
  'hi-IN': {
    subject: (f) => `बुकिंग कन्फ़र्म: PNR ${f.pnr}, ${f.fromCity} से ${f.toCity}, ${f.departs}`,
    content: (f) => ({
      greeting: 'नमस्ते,',
      lead: 'आपकी फ़्लाइट बुक हो गई है। आपका ई-टिकट साथ में है: एयरपोर्ट पर इसे फ़ोटो ID के साथ दिखाएँ। हमारा GST टैक्स इनवॉइस भी साथ में है।',
      facts: [
        ['PNR', f.pnr],
        ['बुकिंग', f.orderId],
        ['यात्रा', `${f.fromCity} से ${f.toCity}${f.roundTrip ? ' और वापसी' : ''}`],
        ...f.flights.map((flight, index): [string, string] => [`फ़्लाइट ${index + 1}`, flight]),
        ['यात्री', f.travellers],
        ['भुगतान', f.paid],
        ['टैक्स इनवॉइस', f.invoiceNumber],
      ],
      paragraphs: [
        'घरेलू फ़्लाइट में चेक-इन प्रस्थान से 45 मिनट पहले और अंतरराष्ट्रीय फ़्लाइट में 60 मिनट पहले बंद हो जाता है।',
        'आपकी बुकिंग, उसका ई-टिकट और उसे रद्द करने का विकल्प साइट पर ‘मेरी फ़्लाइट बुकिंग’ में है। उसी खाते से साइन इन करें जिससे आपने बुक किया था।',
      ],
    }),
    sms: ({ pnr, route, departs }) =>
      `HegTravel: बुकिंग कन्फ़र्म, PNR ${pnr}, ${route} ${departs}। ई-टिकट ‘मेरी फ़्लाइट बुकिंग’ में है; एक कॉपी ई-मेल से आ रही है।`,
  },
};

/**
 * The booking confirmation e-mail, kept in the transaction that marks the booking paid: the PNR
 * in the subject, the trip and travellers in the body, the e-ticket PDF attached when it is sent.
 * In the account's language, the attachments too.
 */
export async function enqueueBookingConfirmed(
  tx: Queryable,
  order: {
    id: number;
    order_id: string;
    user_id: number;
    from_city: string;
    to_city: string;
    departure_date: string;
    return_date: string | null;
    itineraries: unknown;
    amount_paise: number;
    contact_email: string;
    contact_mobile: string;
  },
  pnr: string,
  invoiceNumber: string,
  at: Date,
): Promise<void> {
  const locale = await accountLocale(tx, order.user_id);
  const words = BOOKING_CONFIRMED[locale];
  const travellers = await tx.query<{ name: string }>(
    `select title || ' ' || first_name || ' ' || last_name as name
     from flight_order_traveller where order_pk = $1 order by traveller_no`,
    [order.id],
  );
  const itineraries = order.itineraries as BookedItinerary[];
  const flights = itineraries.flatMap((itinerary) =>
    itinerary.segments.map(
      (segment) =>
        `${segment.flightNumber} ${segment.from} ${localTime(segment.depTime, locale)} → ${segment.to} ${localTime(segment.arrTime, locale)}`,
    ),
  );
  const departs = itineraries[0]?.depTime
    ? localTime(itineraries[0].depTime, locale)
    : order.departure_date;
  const facts: ConfirmedFacts = {
    pnr,
    orderId: order.order_id,
    fromCity: order.from_city,
    toCity: order.to_city,
    roundTrip: order.return_date !== null,
    departs,
    flights,
    travellers: travellers.map((traveller) => traveller.name).join(', '),
    paid: formatInr(order.amount_paise),
    invoiceNumber,
  };
  await enqueueEmail(
    tx,
    {
      eventKey: `booking-confirmed:${order.order_id}`,
      kind: 'bookingConfirmed',
      to: order.contact_email,
      subject: words.subject(facts),
      attachments: [
        { kind: 'eTicket', ref: order.order_id },
        { kind: 'taxDocument', ref: invoiceNumber },
      ],
      orderRef: order.order_id,
      locale,
      content: words.content(facts),
    },
    at,
  );
  // The same news by SMS to the booking's mobile: the PNR is what the airport asks for.
  const [first] = itineraries;
  await enqueueSms(
    tx,
    {
      eventKey: `booking-confirmed:${order.order_id}`,
      kind: 'bookingConfirmed',
      mobile: order.contact_mobile,
      orderRef: order.order_id,
      locale,
      variables: {
        pnr,
        route: `${first?.segments[0]?.from ?? order.from_city}-${first?.segments.at(-1)?.to ?? order.to_city}`,
        departs,
      },
      text: words.sms,
    },
    at,
  );
}

/** '2 Dec 2026' from '2026-12-02'; '2 दिसंबर 2026' in Hindi. */
function travelDate(day: string, locale: Locale): string {
  if (locale === 'hi-IN') return formatIndiaDate(day, 'short', 'hi-IN');
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** What the message of an unpaid booking's end tells. */
interface UnpaidFacts {
  orderId: string;
  fromCity: string;
  toCity: string;
  travelDate: string;
  amount: string;
}

/**
 * The messages of an unpaid booking's end in each language, by why it ended: how the e-mail
 * opens, and what the SMS says of the payment.
 */
const BOOKING_PAYMENT_FAILED: ByLocale<{
  subject: (facts: UnpaidFacts) => string;
  content: (facts: UnpaidFacts, cause: UnpaidEnd) => EmailContent;
  outcome: Record<UnpaidEnd, string>;
  sms: (variables: Record<string, string>) => string;
}> = {
  'en-IN': {
    subject: (f) => `Payment not completed: booking ${f.orderId}, ${f.fromCity} to ${f.toCity}`,
    content: (f, cause) => ({
      greeting: 'Hello,',
      lead: `${
        {
          failed: 'Your payment did not go through',
          lapsed: 'The time to pay ran out before your payment arrived',
          cancelled: 'You cancelled the payment',
        }[cause]
      }, so your flight is not booked. If any money left your account for it, it comes back to the same account.`,
      facts: [
        ['Booking', f.orderId],
        ['Trip', `${f.fromCity} to ${f.toCity}`],
        ['Travel date', f.travelDate],
        ['Amount', f.amount],
      ],
      paragraphs: [
        'The seats and any coupon held for this booking are free again. You can book again on the site; the fare may have changed.',
      ],
    }),
    outcome: {
      failed: 'did not go through',
      lapsed: 'was not made in time',
      cancelled: 'was cancelled',
    },
    sms: ({ order, route, outcome }) =>
      `HegTravel: payment for booking ${order} (${route}) ${outcome}, so nothing is booked. Any money taken comes back to your account.`,
  },
  'hi-IN': {
    subject: (f) => `भुगतान पूरा नहीं हुआ: बुकिंग ${f.orderId}, ${f.fromCity} से ${f.toCity}`,
    content: (f, cause) => ({
      greeting: 'नमस्ते,',
      lead: `${
        {
          failed: 'आपका भुगतान नहीं हो सका',
          lapsed: 'आपका भुगतान आने से पहले भुगतान का समय ख़त्म हो गया',
          cancelled: 'आपने भुगतान रद्द कर दिया',
        }[cause]
      }, इसलिए आपकी फ़्लाइट बुक नहीं हुई है। अगर इसके लिए आपके खाते से पैसे कटे हैं, तो वे उसी खाते में वापस आ जाएँगे।`,
      facts: [
        ['बुकिंग', f.orderId],
        ['यात्रा', `${f.fromCity} से ${f.toCity}`],
        ['यात्रा की तारीख़', f.travelDate],
        ['राशि', f.amount],
      ],
      paragraphs: [
        'इस बुकिंग के लिए रोकी गई सीटें और कूपन फिर से उपलब्ध हैं। आप साइट पर दोबारा बुक कर सकते हैं; किराया बदल सकता है।',
      ],
    }),
    outcome: {
      failed: 'नहीं हो सका',
      lapsed: 'समय पर नहीं हुआ',
      cancelled: 'रद्द कर दिया गया',
    },
    sms: ({ order, route, outcome }) =>
      `HegTravel: बुकिंग ${order} (${route}) का भुगतान ${outcome}, इसलिए कुछ बुक नहीं हुआ। कटे हुए पैसे आपके खाते में वापस आएँगे।`,
  },
};

/**
 * The e-mail and SMS when a booking ended unpaid (its payment failed, its window ran out or the
 * visitor cancelled it), kept in the transaction that ends it: nothing is booked, the seats and
 * coupon held for it are free again. In the account's language.
 */
export async function enqueueBookingPaymentFailed(
  tx: Queryable,
  order: {
    order_id: string;
    user_id: number;
    from_city: string;
    to_city: string;
    departure_date: string;
    amount_paise: number;
    contact_email: string;
    contact_mobile: string;
    from_code: string;
    to_code: string;
  },
  cause: UnpaidEnd,
  at: Date,
): Promise<void> {
  const locale = await accountLocale(tx, order.user_id);
  const words = BOOKING_PAYMENT_FAILED[locale];
  const facts: UnpaidFacts = {
    orderId: order.order_id,
    fromCity: order.from_city,
    toCity: order.to_city,
    travelDate: travelDate(order.departure_date, locale),
    amount: formatInr(order.amount_paise),
  };
  await enqueueEmail(
    tx,
    {
      eventKey: `booking-payment-failed:${order.order_id}`,
      kind: 'bookingPaymentFailed',
      to: order.contact_email,
      subject: words.subject(facts),
      orderRef: order.order_id,
      locale,
      content: words.content(facts, cause),
    },
    at,
  );
  await enqueueSms(
    tx,
    {
      eventKey: `booking-payment-failed:${order.order_id}`,
      kind: 'bookingPaymentFailed',
      mobile: order.contact_mobile,
      orderRef: order.order_id,
      locale,
      variables: {
        order: order.order_id,
        route: `${order.from_code}-${order.to_code}`,
        outcome: words.outcome[cause],
      },
      text: words.sms,
    },
    at,
  );
}
