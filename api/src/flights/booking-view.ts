import {
  type BookedItinerary,
  type BookedTraveller,
  type FlightOrder,
  type FlightOrderAction,
  ORDER_STATUS,
  type PriceBreakdown,
  type TravellerType,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { messageStatus } from '../messages/outbox';
import type { FlightOrderRow } from './booking-payable';

async function eTicketEmailOf(
  db: Queryable,
  orderId: string,
): Promise<FlightOrder['eTicketEmail']> {
  const message = await messageStatus(db, orderId, 'bookingConfirmed', 'email');
  return message ? { status: message.status, to: message.recipient } : null;
}

/** Bookings close for sale (and cancellation online) this long before the first departure. */
export const CANCEL_CUTOFF_MS = 2 * 60 * 60_000;

// A booking as the visitor sees it: travellers, price, coupon, refunds so far, what they can do.

interface TravellerRow {
  traveller_no: number;
  type: TravellerType;
  title: BookedTraveller['title'];
  first_name: string;
  last_name: string;
  gender: BookedTraveller['gender'];
  date_of_birth: string | null;
  nationality: string | null;
  passport_number: string | null;
  passport_expiry: string | null;
  base_paise: number;
  taxes_paise: number;
  coupon_share_paise: number;
  ticket_number: string | null;
  status: 'booked' | 'cancelled';
  cancelled_at: Date | null;
  refund_id: string | null;
}

export async function travellersOf(db: Queryable, orderPk: number): Promise<BookedTraveller[]> {
  const rows = await db.query<TravellerRow>(
    `select t.*, r.refund_id from flight_order_traveller t
     left join flight_refund r on r.id = t.refund_pk
     where t.order_pk = $1 order by t.traveller_no`,
    [orderPk],
  );
  return rows.map((t) => ({
    travellerId: t.traveller_no,
    type: t.type,
    title: t.title,
    firstName: t.first_name,
    lastName: t.last_name,
    gender: t.gender,
    dateOfBirth: t.date_of_birth,
    nationality: t.nationality,
    passportNumber: t.passport_number ? `•••••${t.passport_number.slice(-4)}` : null,
    passportExpiry: t.passport_expiry,
    status: t.status,
    ticketNumber: t.ticket_number,
    basePaise: t.base_paise,
    taxesPaise: t.taxes_paise,
    couponSharePaise: t.coupon_share_paise,
    cancelledAt: t.cancelled_at?.toISOString() ?? null,
    refundId: t.refund_id,
  }));
}

export function priceOf(row: FlightOrderRow): PriceBreakdown {
  return {
    basePaise: row.base_paise,
    taxesPaise: row.taxes_paise,
    taxes: row.taxes as PriceBreakdown['taxes'],
    convenienceFeePaise: row.convenience_fee_paise,
    totalFarePaise: row.total_fare_paise,
    couponCode: row.coupon_code,
    couponValuePaise: row.coupon_value_paise,
    couponAppliedPaise: row.coupon_applied_paise,
    amountToPayPaise: row.amount_paise,
  };
}

const PAID_STATUSES: readonly number[] = [
  ORDER_STATUS.paymentSuccessful,
  ORDER_STATUS.processingRefund,
  ORDER_STATUS.refundSuccessful,
  ORDER_STATUS.refundFailed,
];

export function isPaid(row: FlightOrderRow): boolean {
  return PAID_STATUSES.includes(row.status);
}

export async function orderView(
  db: Queryable,
  row: FlightOrderRow,
  at: Date,
): Promise<FlightOrder> {
  const travellers = await travellersOf(db, row.id);
  const [extra] = await db.query<{
    hold: 'held' | 'used' | 'released' | null;
    refunded: number;
    refunds: number;
    documents: {
      number: string;
      kind: 'invoice' | 'creditNote';
      purpose: 'booking' | 'cancellationFee' | 'cancellation';
      issuedAt: string;
      totalPaise: number;
    }[];
  }>(
    `select (select status from flight_coupon_hold where order_pk = $1 order by id desc limit 1)
              as hold,
            (select coalesce(sum(amount_paise), 0)::int from flight_refund
              where order_pk = $1 and status = 3) as refunded,
            (select count(*)::int from flight_refund where order_pk = $1) as refunds,
            (select coalesce(json_agg(json_build_object('number', number, 'kind', kind,
                      'purpose', purpose, 'issuedAt', issued_at, 'totalPaise', total_paise)
                      order by id), '[]'::json)
              from tax_document where order_pk = $1) as documents`,
    [row.id],
  );
  const actions: FlightOrderAction[] = [];
  if (row.status === ORDER_STATUS.processingPayment && at < row.payment_expires_at) {
    actions.push('pay', 'cancelPayment');
  }
  const cancellable =
    (row.status === ORDER_STATUS.paymentSuccessful || row.status === ORDER_STATUS.refundFailed) &&
    travellers.some((t) => t.status === 'booked') &&
    at.getTime() < row.first_departure_at.getTime() - CANCEL_CUTOFF_MS;
  if (cancellable) actions.push('cancel');
  if (row.pnr && isPaid(row)) actions.push('eTicket');
  if ((extra?.refunds ?? 0) > 0) actions.push('refunds');
  return {
    orderId: row.order_id,
    pnr: row.pnr,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    paymentExpiresAt: row.payment_expires_at.toISOString(),
    cabin: row.cabin,
    departureDate: row.departure_date,
    returnDate: row.return_date,
    from: row.from_code,
    to: row.to_code,
    fromCity: row.from_city,
    toCity: row.to_city,
    family: row.family as FlightOrder['family'],
    itineraries: row.itineraries as BookedItinerary[],
    travellers,
    contact: { mobileNo: row.contact_mobile, email: row.contact_email },
    gst: row.gstin && row.gst_company ? { gstin: row.gstin, companyName: row.gst_company } : null,
    price: priceOf(row),
    amountPaidPaise: isPaid(row) ? row.amount_paise : 0,
    refundedPaise: extra?.refunded ?? 0,
    coupon: row.coupon_code
      ? {
          code: row.coupon_code,
          valuePaise: row.coupon_value_paise,
          appliedPaise: row.coupon_applied_paise,
          status: extra?.hold ?? 'released',
        }
      : null,
    eTicketEmail: await eTicketEmailOf(db, row.order_id),
    taxDocuments: (extra?.documents ?? []).map((document) => ({
      ...document,
      issuedAt: new Date(document.issuedAt).toISOString(),
    })),
    actions,
  };
}
