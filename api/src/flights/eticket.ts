import {
  COMPANY_CONTACT,
  type ETicket,
  FLIGHT_CANCELLATION_TERMS,
  type FlightOrder,
  SITE_NAME,
  formatInr,
  formatIst,
  orderStatusLabel,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { unicodeDocument, writeText } from '../pdf/unicode-text';
import { isPaid, orderView } from './booking-view';
import { findOwnBooking } from './bookings';
import { localTime } from './local-time';

export const ETICKET_NOTES = [
  'Check-in closes 45 minutes before departure on domestic flights and 60 minutes before international flights.',
  'Carry a government photo ID (passport for international flights) matching the traveller’s name.',
  ...FLIGHT_CANCELLATION_TERMS.slice(0, 1),
];

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
    notes: ETICKET_NOTES,
  };
}

/** The e-ticket as a PDF (A4, Noto Sans): PNR, travellers, segments, baggage and fare. */
export function eTicketPdf(ticket: ETicket): Promise<Buffer> {
  const { doc, done } = unicodeDocument({
    Title: `E-ticket ${ticket.pnr}`,
    Author: SITE_NAME,
    Subject: ticket.orderId,
  });
  const heading = (value: string, size: number) => writeText(doc.fontSize(size), value, 'bold');
  const text = (value: string) => writeText(doc, value);

  heading(`${SITE_NAME} e-ticket`, 20);
  doc.fontSize(11);
  text(`Booking reference (PNR): ${ticket.pnr}`);
  text(`Order: ${ticket.orderId}    Status: ${orderStatusLabel(ticket.status)}`);
  text(`Issued: ${formatIst(ticket.issuedAt)}`);
  doc.moveDown();

  for (const it of ticket.itineraries) {
    heading(
      `${it.direction === 'outbound' ? 'Outbound' : 'Return'}: ${it.fromCity} (${it.from}) to ${it.toCity} (${it.to})`,
      13,
    );
    doc.fontSize(10);
    for (const s of it.segments) {
      text(
        `${s.flightNumber}  ${s.carrierName}  ${s.aircraft}  ${ticket.cabin}  ${ticket.family.name}`,
      );
      text(
        `  Departs ${s.from}${s.fromTerminal ? ` T${s.fromTerminal}` : ''}  ${localTime(s.depTime)}` +
          `   Arrives ${s.to}${s.toTerminal ? ` T${s.toTerminal}` : ''}  ${localTime(s.arrTime)}`,
      );
    }
    doc.moveDown(0.5);
  }

  heading('Travellers', 13);
  doc.fontSize(10);
  for (const t of ticket.travellers) {
    text(
      `${t.travellerId}. ${t.title} ${t.firstName} ${t.lastName} (${t.type})  ` +
        `Ticket ${t.ticketNumber ?? '-'}  ${t.status === 'cancelled' ? 'CANCELLED' : 'Confirmed'}`,
    );
  }
  doc.moveDown(0.5);
  text(
    `Baggage per traveller: cabin ${ticket.family.cabinBaggage}, check-in ${ticket.family.checkInBaggage}`,
  );
  doc.moveDown();

  heading('Fare', 13);
  doc.fontSize(10);
  const p = ticket.price;
  text(`Base fare: ${formatInr(p.basePaise)}`);
  text(`Taxes and charges: ${formatInr(p.taxesPaise)}`);
  text(`Convenience fee: ${formatInr(p.convenienceFeePaise)}`);
  if (p.couponCode) text(`Coupon ${p.couponCode}: −${formatInr(p.couponAppliedPaise)}`);
  writeText(doc, `Paid by UPI: ${formatInr(ticket.amountPaidPaise)}`, 'bold');
  if (ticket.gst) text(`GSTIN ${ticket.gst.gstin}, ${ticket.gst.companyName}`);
  doc.moveDown();

  doc.fontSize(9);
  for (const note of ticket.notes) text(`• ${note}`);
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
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const [row] = await db.query<{ user_id: number }>(
    'select user_id from flight_order where order_id = $1',
    [orderId],
  );
  if (!row) throw new Error(`flight order ${orderId} vanished`);
  const ticket = await eTicketOf(db, row.user_id, orderId, at);
  return {
    filename: `e-ticket-${ticket.pnr}.pdf`,
    content: await eTicketPdf(ticket),
    contentType: 'application/pdf',
  };
}
