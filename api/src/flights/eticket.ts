import {
  COMPANY_CONTACT,
  type ETicket,
  ETICKET_NOTES,
  type FlightOrder,
  SITE_NAME,
  formatInr,
  formatIst,
  orderStatusLabel,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import type { ByLocale, Locale } from '../messages/locale';
import { unicodeDocument, writeText } from '../pdf/unicode-text';
import { isPaid, orderView } from './booking-view';
import { findOwnBooking } from './bookings';
import { localTime } from './local-time';

/** The notes every e-ticket carries (the contract's, in its order). */
export const ETICKET_NOTE_TEXTS: string[] = Object.values(ETICKET_NOTES);

/** The e-ticket of the visitor's paid booking. */
export async function eTicketOf(
  db: Queryable,
  userId: number,
  orderId: string,
  at: Date,
): Promise<ETicket> {
  const row = await findOwnBooking(db, userId, orderId);
  if (!row.pnr || !isPaid(row) || !row.paid_at) throw new ApiError('bookingNotPaid');
  const order: FlightOrder = await orderView(db, row, at);
  return {
    orderId: order.orderId,
    pnr: row.pnr,
    status: order.status,
    issuedAt: row.paid_at.toISOString(),
    cabin: order.cabin,
    family: order.family,
    itineraries: order.itineraries,
    travellers: order.travellers,
    contact: order.contact,
    gst: order.gst,
    price: order.price,
    amountPaidPaise: order.amountPaidPaise,
    notes: ETICKET_NOTE_TEXTS,
  };
}

type TicketStatus = ETicket['status'];
type TravellerType = ETicket['travellers'][number]['type'];

/** The e-ticket's words in each language; the data (names, PNR, codes, amounts) as they are. */
interface ETicketWords {
  heading: string;
  pnr: string;
  order: string;
  statusLabel: string;
  status: (status: TicketStatus) => string;
  issued: string;
  direction: { outbound: string; return: string };
  route: (fromCity: string, from: string, toCity: string, to: string) => string;
  cabin: (cabin: ETicket['cabin']) => string;
  departs: string;
  arrives: string;
  travellers: string;
  travellerType: (type: TravellerType) => string;
  ticket: string;
  cancelled: string;
  confirmed: string;
  baggage: (cabin: string, checkIn: string) => string;
  fare: string;
  baseFare: string;
  taxes: string;
  convenienceFee: string;
  coupon: (code: string) => string;
  paidByUpi: string;
  notes: readonly string[];
}

const HINDI_STATUS: Record<TicketStatus, string> = {
  1: 'भुगतान प्रोसेस हो रहा है',
  2: 'भुगतान सफल',
  3: 'भुगतान नहीं हुआ',
  4: 'रिफ़ंड प्रोसेस हो रहा है',
  5: 'रिफ़ंड हो गया',
  6: 'रिफ़ंड नहीं हो सका',
  7: 'भुगतान रद्द',
};

const HINDI_CABINS: Record<string, string> = {
  economy: 'इकॉनमी',
  'premium-economy': 'प्रीमियम इकॉनमी',
  business: 'बिज़नेस',
  first: 'फ़र्स्ट',
};

const HINDI_TRAVELLER_TYPE: Record<TravellerType, string> = {
  adult: 'वयस्क',
  child: 'बच्चा',
  infant: 'शिशु',
};

export const ETICKET_WORDS: ByLocale<ETicketWords> = {
  'en-IN': {
    heading: `${SITE_NAME} e-ticket`,
    pnr: 'Booking reference (PNR)',
    order: 'Order',
    statusLabel: 'Status',
    status: (status) => orderStatusLabel(status),
    issued: 'Issued',
    direction: { outbound: 'Outbound', return: 'Return' },
    route: (fromCity, from, toCity, to) => `${fromCity} (${from}) to ${toCity} (${to})`,
    cabin: (cabin) => cabin,
    departs: 'Departs',
    arrives: 'Arrives',
    travellers: 'Travellers',
    travellerType: (type) => type,
    ticket: 'Ticket',
    cancelled: 'CANCELLED',
    confirmed: 'Confirmed',
    baggage: (cabin, checkIn) => `Baggage per traveller: cabin ${cabin}, check-in ${checkIn}`,
    fare: 'Fare',
    baseFare: 'Base fare',
    taxes: 'Taxes and charges',
    convenienceFee: 'Convenience fee',
    coupon: (code) => `Coupon ${code}`,
    paidByUpi: 'Paid by UPI',
    notes: ETICKET_NOTE_TEXTS,
  },
  'hi-IN': {
    heading: `${SITE_NAME} ई-टिकट`,
    pnr: 'बुकिंग रेफ़रेंस (PNR)',
    order: 'ऑर्डर',
    statusLabel: 'स्थिति',
    status: (status) => HINDI_STATUS[status],
    issued: 'जारी',
    direction: { outbound: 'प्रस्थान', return: 'वापसी' },
    route: (fromCity, from, toCity, to) => `${fromCity} (${from}) से ${toCity} (${to})`,
    cabin: (cabin) => HINDI_CABINS[cabin] ?? cabin,
    departs: 'प्रस्थान',
    arrives: 'आगमन',
    travellers: 'यात्री',
    travellerType: (type) => HINDI_TRAVELLER_TYPE[type],
    ticket: 'टिकट',
    cancelled: 'रद्द',
    confirmed: 'कन्फ़र्म',
    baggage: (cabin, checkIn) => `हर यात्री का सामान: केबिन ${cabin}, चेक-इन ${checkIn}`,
    fare: 'किराया',
    baseFare: 'मूल किराया',
    taxes: 'टैक्स और शुल्क',
    convenienceFee: 'सुविधा शुल्क',
    coupon: (code) => `कूपन ${code}`,
    paidByUpi: 'UPI से भुगतान',
    notes: [
      'घरेलू फ़्लाइट में चेक-इन प्रस्थान से 45 मिनट पहले और अंतरराष्ट्रीय फ़्लाइट में 60 मिनट पहले बंद हो जाता है।',
      'यात्री के नाम वाला सरकारी फ़ोटो ID साथ रखें (अंतरराष्ट्रीय फ़्लाइट के लिए पासपोर्ट)।',
      'पहली फ़्लाइट के प्रस्थान से 2 घंटे पहले तक आप एक यात्री या पूरी बुकिंग ऑनलाइन रद्द कर सकते हैं।',
    ],
  },
};

/**
 * The e-ticket as a PDF (A4, Noto Sans): PNR, travellers, segments, baggage and fare, its
 * labels in the customer's language.
 */
export function eTicketPdf(ticket: ETicket, locale: Locale = 'en-IN'): Promise<Buffer> {
  const w = ETICKET_WORDS[locale];
  const { doc, done } = unicodeDocument({
    Title: `E-ticket ${ticket.pnr}`,
    Author: SITE_NAME,
    Subject: ticket.orderId,
  });
  const heading = (value: string, size: number) => writeText(doc.fontSize(size), value, 'bold');
  const text = (value: string) => writeText(doc, value);
  // English keeps the notes the ticket carries (the spec's); another language its own.
  const notes = locale === 'en-IN' ? ticket.notes : w.notes;

  heading(w.heading, 20);
  doc.fontSize(11);
  text(`${w.pnr}: ${ticket.pnr}`);
  text(`${w.order}: ${ticket.orderId}    ${w.statusLabel}: ${w.status(ticket.status)}`);
  text(`${w.issued}: ${formatIst(ticket.issuedAt, locale)}`);
  doc.moveDown();

  for (const it of ticket.itineraries) {
    heading(
      `${w.direction[it.direction === 'outbound' ? 'outbound' : 'return']}: ${w.route(it.fromCity, it.from, it.toCity, it.to)}`,
      13,
    );
    doc.fontSize(10);
    for (const s of it.segments) {
      text(
        `${s.flightNumber}  ${s.carrierName}  ${s.aircraft}  ${w.cabin(ticket.cabin)}  ${ticket.family.name}`,
      );
      text(
        `  ${w.departs} ${s.from}${s.fromTerminal ? ` T${s.fromTerminal}` : ''}  ${localTime(s.depTime, locale)}` +
          `   ${w.arrives} ${s.to}${s.toTerminal ? ` T${s.toTerminal}` : ''}  ${localTime(s.arrTime, locale)}`,
      );
    }
    doc.moveDown(0.5);
  }

  heading(w.travellers, 13);
  doc.fontSize(10);
  for (const t of ticket.travellers) {
    text(
      `${t.travellerId}. ${t.title} ${t.firstName} ${t.lastName} (${w.travellerType(t.type)})  ` +
        `${w.ticket} ${t.ticketNumber ?? '-'}  ${t.status === 'cancelled' ? w.cancelled : w.confirmed}`,
    );
  }
  doc.moveDown(0.5);
  text(w.baggage(ticket.family.cabinBaggage, ticket.family.checkInBaggage));
  doc.moveDown();

  heading(w.fare, 13);
  doc.fontSize(10);
  const p = ticket.price;
  text(`${w.baseFare}: ${formatInr(p.basePaise)}`);
  text(`${w.taxes}: ${formatInr(p.taxesPaise)}`);
  text(`${w.convenienceFee}: ${formatInr(p.convenienceFeePaise)}`);
  if (p.couponCode) text(`${w.coupon(p.couponCode)}: −${formatInr(p.couponAppliedPaise)}`);
  writeText(doc, `${w.paidByUpi}: ${formatInr(ticket.amountPaidPaise)}`, 'bold');
  if (ticket.gst) text(`GSTIN ${ticket.gst.gstin}, ${ticket.gst.companyName}`);
  doc.moveDown();

  doc.fontSize(9);
  for (const note of notes) text(`• ${note}`);
  doc.moveDown();
  text(`${COMPANY_CONTACT.name}, ${COMPANY_CONTACT.phone}, ${COMPANY_CONTACT.email}`);
  doc.end();
  return done;
}

/** The e-ticket of a booking as an e-mail attachment (the booking found by its id alone). */
export async function eTicketAttachment(
  db: Queryable,
  orderId: string,
  at: Date,
  locale: Locale = 'en-IN',
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const [row] = await db.query<{ user_id: number }>(
    'select user_id from flight_order where order_id = $1',
    [orderId],
  );
  if (!row) throw new Error(`flight order ${orderId} vanished`);
  const ticket = await eTicketOf(db, row.user_id, orderId, at);
  return {
    filename: `e-ticket-${ticket.pnr}.pdf`,
    content: await eTicketPdf(ticket, locale),
    contentType: 'application/pdf',
  };
}
