import { type BookedItinerary, formatInr } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';
import { enqueueSms } from '../messages/sms';
import type { UnpaidEnd } from '../orders/lifecycle';
import { localTime } from './local-time';

/**
 * The booking confirmation e-mail, kept in the transaction that marks the booking paid: the PNR
 * in the subject, the trip and travellers in the body, the e-ticket PDF attached when it is sent.
 */
export async function enqueueBookingConfirmed(
  tx: Queryable,
  order: {
    id: number;
    order_id: string;
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
  const travellers = await tx.query<{ name: string }>(
    `select title || ' ' || first_name || ' ' || last_name as name
     from flight_order_traveller where order_pk = $1 order by traveller_no`,
    [order.id],
  );
  const itineraries = order.itineraries as BookedItinerary[];
  const flights = itineraries.flatMap((itinerary) =>
    itinerary.segments.map(
      (segment) =>
        `${segment.flightNumber} ${segment.from} ${localTime(segment.depTime)} → ${segment.to} ${localTime(segment.arrTime)}`,
    ),
  );
  const route = `${order.from_city} to ${order.to_city}`;
  const departs = itineraries[0]?.depTime
    ? localTime(itineraries[0].depTime)
    : order.departure_date;
  await enqueueEmail(
    tx,
    {
      eventKey: `booking-confirmed:${order.order_id}`,
      kind: 'bookingConfirmed',
      to: order.contact_email,
      subject: `Booking confirmed: PNR ${pnr}, ${route}, ${departs}`,
      attachments: [
        { kind: 'eTicket', ref: order.order_id },
        { kind: 'taxDocument', ref: invoiceNumber },
      ],
      orderRef: order.order_id,
      content: {
        greeting: 'Hello,',
        lead: 'Your flight is booked. Your e-ticket is attached: show it with a photo ID at the airport. Our GST tax invoice is attached too.',
        facts: [
          ['PNR', pnr],
          ['Booking', order.order_id],
          ['Trip', `${route}${order.return_date ? ' and back' : ''}`],
          ...flights.map((flight, index): [string, string] => [`Flight ${index + 1}`, flight]),
          ['Travellers', travellers.map((traveller) => traveller.name).join(', ')],
          ['Paid', formatInr(order.amount_paise)],
          ['Tax invoice', invoiceNumber],
        ],
        paragraphs: [
          'Check-in closes 45 minutes before departure on domestic flights and 60 minutes before international flights.',
          'Your booking, its e-ticket and cancellation are under Flights Order on the site, signed in with the account you booked with.',
        ],
      },
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
      variables: {
        pnr,
        route: `${first?.segments[0]?.from ?? order.from_city}-${first?.segments.at(-1)?.to ?? order.to_city}`,
        departs,
      },
      text: ({ pnr: code, route: trip, departs: when }) =>
        `HegTravel: booking confirmed, PNR ${code}, ${trip} ${when}. E-ticket in Flights Order; a copy is on its way by e-mail.`,
    },
    at,
  );
}

/** '2 Dec 2026' from '2026-12-02'. */
function travelDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** How the messages of an unpaid booking's end open, by why it ended. */
const UNPAID_LEADS: Record<UnpaidEnd, string> = {
  failed: 'Your payment did not go through',
  lapsed: 'The time to pay ran out before your payment arrived',
  cancelled: 'You cancelled the payment',
};

const UNPAID_SMS: Record<UnpaidEnd, string> = {
  failed: 'did not go through',
  lapsed: 'was not made in time',
  cancelled: 'was cancelled',
};

/**
 * The e-mail and SMS when a booking ended unpaid (its payment failed, its window ran out or the
 * visitor cancelled it), kept in the transaction that ends it: nothing is booked, the seats and
 * coupon held for it are free again.
 */
export async function enqueueBookingPaymentFailed(
  tx: Queryable,
  order: {
    order_id: string;
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
  const route = `${order.from_city} to ${order.to_city}`;
  await enqueueEmail(
    tx,
    {
      eventKey: `booking-payment-failed:${order.order_id}`,
      kind: 'bookingPaymentFailed',
      to: order.contact_email,
      subject: `Payment not completed: booking ${order.order_id}, ${route}`,
      orderRef: order.order_id,
      content: {
        greeting: 'Hello,',
        lead: `${UNPAID_LEADS[cause]}, so your flight is not booked. If any money left your account for it, it comes back to the same account.`,
        facts: [
          ['Booking', order.order_id],
          ['Trip', route],
          ['Travel date', travelDate(order.departure_date)],
          ['Amount', formatInr(order.amount_paise)],
        ],
        paragraphs: [
          'The seats and any coupon held for this booking are free again. You can book again on the site; the fare may have changed.',
        ],
      },
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
      variables: {
        order: order.order_id,
        route: `${order.from_code}-${order.to_code}`,
        outcome: UNPAID_SMS[cause],
      },
      text: ({ order: id, route: trip, outcome }) =>
        `HegTravel: payment for booking ${id} (${trip}) ${outcome}, so nothing is booked. Any money taken comes back to your account.`,
    },
    at,
  );
}
