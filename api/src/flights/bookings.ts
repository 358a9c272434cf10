import { createHash } from 'node:crypto';
import {
  type BookedItinerary,
  type BookedTraveller,
  type BookingQuoteResponse,
  type CabinClass,
  type CheckoutCoupon,
  type CreateBookingResponse,
  FLIGHT_COUPON_RULE,
  FLIGHT_PAYMENT_WINDOW_MINUTES,
  FLIGHT_PAYMENT_WINDOW_MS,
  type FareFamilyCode,
  type FareFamilyQuote,
  type FlightOrder,
  type FlightOrderAction,
  ORDER_STATUS,
  type PriceBreakdown,
  type QuoteResponse,
  type Traveller,
  type TravellerType,
  type UpiPayment,
  checkTravellers,
  formatInr,
  travellerIssueMessage,
} from '@travel/shared/contracts';
import type { SessionUser } from '../accounts/sessions';
import { newReference } from '../orders/references';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import {
  cancelUnpaid,
  closeIfLapsed,
  createOrder,
  findByKey,
  findOwn,
  listPage,
  payAgain,
  paymentView,
} from '../orders/lifecycle';
import type { PaymentGateway } from '../payments/gateways/gateway';
import { FLIGHT_ORDERS, type FlightOrderRow, moveBookingSeats } from './booking-payable';
import type { FlightSupplier } from './supplier';

/** Bookings close for sale (and cancellation online) this long before the first departure. */
export const CANCEL_CUTOFF_MS = 2 * 60 * 60_000;

export interface BookingDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  supplier: FlightSupplier;
}

// ---- pricing -----------------------------------------------------------------------------------

export interface PricedTrip {
  quote: QuoteResponse;
  family: FareFamilyQuote;
  international: boolean;
  travelDate: string;
  lastTravelDate: string;
  firstDepartureAt: Date;
}

type Counts = { adults: number; children: number; infants: number };

/** Re-prices the itineraries and the family from the inventory now. */
export async function priceTrip(
  supplier: FlightSupplier,
  input: {
    itineraryId: string;
    returnItineraryId?: string | undefined;
    cabin: CabinClass;
    travellers: Counts;
    fareFamily: FareFamilyCode;
    now: Date;
  },
): Promise<PricedTrip> {
  const quote = await supplier.quote({
    itineraryId: input.itineraryId,
    returnItineraryId: input.returnItineraryId,
    cabin: input.cabin,
    travellers: input.travellers,
    now: input.now,
  });
  const family = quote.families.find((f) => f.code === input.fareFamily);
  if (!family) throw new ApiError(400, 'Please choose a fare (Saver, Flexi or Super Flexi).');
  const first = quote.itineraries[0]!.segments[0]!;
  const lastItinerary = quote.itineraries[quote.itineraries.length - 1]!;
  const last = lastItinerary.segments[lastItinerary.segments.length - 1]!;
  return {
    quote,
    family,
    international: quote.itineraries.some(
      (it) => it.fromAirport.countryCode !== 'IN' || it.toAirport.countryCode !== 'IN',
    ),
    travelDate: first.depTime.slice(0, 10),
    lastTravelDate: last.depTime.slice(0, 10),
    firstDepartureAt: new Date(first.depTime),
  };
}

/**
 * The price with a coupon, by FLIGHT_COUPON_RULE: the coupon comes off the base fare only, so
 * taxes and the convenience fee are always paid and the amount to pay is never below ₹1.
 */
export function breakdown(
  family: FareFamilyQuote,
  coupon: { code: string; valuePaise: number } | null,
): PriceBreakdown {
  const taxes = new Map<string, { code: string; name: string; amountPaise: number }>();
  for (const fare of family.travellers) {
    for (const line of fare.taxes) {
      const known = taxes.get(line.code) ?? { code: line.code, name: line.name, amountPaise: 0 };
      known.amountPaise += line.amountPaise * fare.count;
      taxes.set(line.code, known);
    }
  }
  const totalFarePaise = family.basePaise + family.taxesPaise + family.convenienceFeePaise;
  const value = coupon?.valuePaise ?? 0;
  const applied = Math.max(
    0,
    Math.min(value, family.basePaise, totalFarePaise - FLIGHT_COUPON_RULE.minimumPayablePaise),
  );
  return {
    basePaise: family.basePaise,
    taxesPaise: family.taxesPaise,
    taxes: [...taxes.values()],
    convenienceFeePaise: family.convenienceFeePaise,
    totalFarePaise,
    couponCode: coupon?.code ?? null,
    couponValuePaise: value,
    couponAppliedPaise: applied,
    amountToPayPaise: totalFarePaise - applied,
  };
}

/** Splits `amount` over `weights` in proportion, to the paisa (largest remainders first). */
export function splitInProportion(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

// ---- coupons -----------------------------------------------------------------------------------

interface CouponRow {
  code: string;
  status: 'active' | 'used' | 'void';
  user_id: number;
  order_status: number;
  order_id: string;
  back_amount_paise: number;
  expires_at: Date;
  expiration_date: string;
}

const COUPON_SELECT = `
  select c.code, c.status, o.user_id, o.status as order_status, o.order_id, o.back_amount_paise,
         p.expires_at, to_char(p.expiration_date, 'YYYY-MM-DD') as expiration_date
  from coupon c join coupon_order o on o.id = c.order_pk
  join coupon_product p on p.code = o.product_code`;

/** The visitor's coupons usable now, worth most first. */
export async function usableCoupons(
  db: Queryable,
  userId: number,
  at: Date,
  basePaise: number,
): Promise<CheckoutCoupon[]> {
  const rows = await db.query<CouponRow>(
    `${COUPON_SELECT}
     where o.user_id = $1 and c.status = 'active' and o.status in (2, 6) and p.expires_at > $2
       and not exists (select 1 from flight_coupon_hold h
                       where h.coupon_code = c.code and h.status in ('held', 'used'))
     order by o.back_amount_paise desc, p.expires_at, c.code`,
    [userId, at],
  );
  return rows.map((row) => ({
    code: row.code,
    orderId: row.order_id,
    valuePaise: row.back_amount_paise,
    expirationDate: row.expiration_date,
    appliedPaise: Math.min(row.back_amount_paise, basePaise),
  }));
}

/**
 * The visitor's own coupon, if it can be used now; with `lock`, its row and its order's are
 * locked, so a coupon refund or another booking waits for this transaction.
 */
export async function checkCoupon(
  db: Queryable,
  userId: number,
  code: string,
  at: Date,
  lock: boolean,
): Promise<{ code: string; valuePaise: number }> {
  const [row] = await db.query<CouponRow>(
    `${COUPON_SELECT} where c.code = $1 ${lock ? 'for update of c, o' : ''}`,
    [code],
  );
  if (!row || row.user_id !== userId) throw new ApiError('couponNotFound');
  if (row.status === 'void' || row.order_status === ORDER_STATUS.refundSuccessful) {
    throw new ApiError('couponRefunded');
  }
  if (row.order_status === ORDER_STATUS.processingRefund) {
    throw new ApiError('couponRefundPending');
  }
  // A separate statement: it must see holds committed while this one waited for the lock.
  const holds = await db.query<{ status: string }>(
    `select status from flight_coupon_hold where coupon_code = $1 and status in ('held', 'used')`,
    [code],
  );
  if (row.status === 'used' || holds.some((h) => h.status === 'used')) {
    throw new ApiError('couponUsed');
  }
  if (row.order_status !== ORDER_STATUS.paymentSuccessful && row.order_status !== 6) {
    throw new ApiError('couponUnpaid');
  }
  if (at >= row.expires_at) throw new ApiError('couponExpiredForBooking');
  if (holds.length > 0) throw new ApiError('couponHeld');
  return { code: row.code, valuePaise: row.back_amount_paise };
}

// ---- the quote ---------------------------------------------------------------------------------

export async function bookingQuote(
  deps: BookingDeps,
  userId: number,
  body: {
    itineraryId: string;
    returnItineraryId?: string | undefined;
    cabin: CabinClass;
    adults: number;
    children: number;
    infants: number;
    fareFamily: FareFamilyCode;
    couponCode?: string | null | undefined;
  },
): Promise<BookingQuoteResponse> {
  const at = deps.now();
  const trip = await priceTrip(deps.supplier, {
    ...body,
    travellers: { adults: body.adults, children: body.children, infants: body.infants },
    now: at,
  });
  const coupon = body.couponCode
    ? await checkCoupon(deps.db, userId, body.couponCode, at, false)
    : null;
  return {
    itineraries: trip.quote.itineraries,
    cabin: trip.quote.cabin,
    travellers: trip.quote.travellers,
    family: trip.family,
    price: breakdown(trip.family, coupon),
    coupons: await usableCoupons(deps.db, userId, at, trip.family.basePaise),
    international: trip.international,
    travelDate: trip.travelDate,
    lastTravelDate: trip.lastTravelDate,
    paymentWindowMinutes: FLIGHT_PAYMENT_WINDOW_MINUTES,
    quotedAt: at.toISOString(),
  };
}

// ---- the booking -------------------------------------------------------------------------------

export interface CreateBookingInput {
  user: SessionUser;
  body: {
    idempotencyKey: string;
    itineraryId: string;
    returnItineraryId?: string | undefined;
    cabin: CabinClass;
    fareFamily: FareFamilyCode;
    travellers: Traveller[];
    contact: { mobileNo: string; email: string };
    gst?: { gstin: string; companyName: string } | null | undefined;
    couponCode?: string | null | undefined;
    expectedAmountPaise: number;
  };
  siteUrl: string;
  client: { ip: string; userAgent: string | undefined };
}

function requestHash(body: CreateBookingInput['body']): string {
  const asked = { ...body, idempotencyKey: undefined, expectedAmountPaise: undefined };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

function countsOf(travellers: readonly Traveller[]): Counts {
  const count = (type: TravellerType) => travellers.filter((t) => t.type === type).length;
  return { adults: count('adult'), children: count('child'), infants: count('infant') };
}

function sameBooking(body: CreateBookingInput['body']): (existing: FlightOrderRow) => boolean {
  const hash = requestHash(body);
  return (existing) => existing.request_hash === hash;
}

function snapshotOf(trip: PricedTrip): BookedItinerary[] {
  return trip.quote.itineraries.map((it, index) => ({
    direction: index === 0 ? 'outbound' : 'return',
    from: it.from,
    to: it.to,
    fromCity: it.fromAirport.city,
    toCity: it.toAirport.city,
    depTime: it.depTime,
    arrTime: it.arrTime,
    durationMinutes: it.durationMinutes,
    stops: it.stops,
    segments: it.segments,
  }));
}

/**
 * Books in one transaction: the price from the inventory now (a stale client price is never
 * honoured), the travellers checked, the coupon held, the seats held for the payment window
 * and the gateway asked to collect the amount to pay. Anything refused rolls it all back.
 */
export async function createBooking(
  deps: BookingDeps,
  input: CreateBookingInput,
): Promise<CreateBookingResponse> {
  const { db, gateway } = deps;
  const at = deps.now();
  const { user, body } = input;
  const known = await findByKey(
    db,
    FLIGHT_ORDERS,
    user.userId,
    body.idempotencyKey,
    sameBooking(body),
  );
  if (known) return bookingAndPayment(db, known, at);

  const counts = countsOf(body.travellers);
  // How many travel is checked before pricing; ages and passports need the trip's dates.
  const countIssue = firstIssue(body, null);
  if (countIssue) throw new ApiError(400, travellerIssueMessage(countIssue));
  const trip = await priceTrip(deps.supplier, {
    itineraryId: body.itineraryId,
    returnItineraryId: body.returnItineraryId,
    cabin: body.cabin,
    travellers: counts,
    fareFamily: body.fareFamily,
    now: at,
  });
  const issue = firstIssue(body, trip);
  if (issue) throw new ApiError(400, travellerIssueMessage(issue));

  const order = await createOrder(deps, FLIGHT_ORDERS, {
    userId: user.userId,
    idempotencyKey: body.idempotencyKey,
    sameRequest: sameBooking(body),
    async insert(tx) {
      // After the lapsed bookings closed: their coupons are free again.
      const coupon = body.couponCode
        ? await checkCoupon(tx, user.userId, body.couponCode, at, true)
        : null;
      const price = breakdown(trip.family, coupon);
      if (price.amountToPayPaise !== body.expectedAmountPaise) {
        throw new ApiError('fareChanged', {
          newPrice: formatInr(price.amountToPayPaise),
          oldPrice: formatInr(body.expectedAmountPaise),
        });
      }
      const row = await insertBooking(tx, { user, body, trip, price, counts, at, gateway });
      await insertTravellers(tx, row, body.travellers, trip.family, price.couponAppliedPaise);
      if (coupon) {
        await tx.query(
          `insert into flight_coupon_hold (coupon_code, order_pk, created_at, updated_at)
           values ($1, $2, $3, $3)`,
          [coupon.code, row.id, at],
        );
      }
      // Refused (409) when the seats went meanwhile: everything above rolls back.
      await moveBookingSeats(tx, 'hold', row, row.seats, deps.supplier);
      return row;
    },
    payer: {
      customer: { name: user.nickname, email: body.contact.email, mobileNo: body.contact.mobileNo },
      client: input.client,
      siteUrl: input.siteUrl,
    },
  });
  return bookingAndPayment(db, order, at);
}

/** The first traveller issue; without the trip, only those about how many travel. */
function firstIssue(body: CreateBookingInput['body'], trip: PricedTrip | null) {
  const issues = checkTravellers(body.travellers, {
    travelDate: trip?.travelDate ?? '9999-12-31',
    lastDate: trip?.lastTravelDate ?? '9999-12-31',
    international: trip?.international ?? false,
  });
  return trip ? issues[0] : issues.find((issue) => issue.field === 'travellers');
}

async function insertBooking(
  tx: Queryable,
  values: {
    user: SessionUser;
    body: CreateBookingInput['body'];
    trip: PricedTrip;
    price: PriceBreakdown;
    counts: Counts;
    at: Date;
    gateway: PaymentGateway;
  },
): Promise<FlightOrderRow> {
  const { body, trip, price, counts, at } = values;
  const itineraries = snapshotOf(trip);
  const outbound = itineraries[0]!;
  const back = itineraries[1];
  const { family } = trip;
  const familySnapshot = {
    code: family.code,
    name: family.name,
    cabinBaggage: family.cabinBaggage,
    checkInBaggage: family.checkInBaggage,
    changeFeePaise: family.changeFeePaise,
    cancellationFeePaise: family.cancellationFeePaise,
    benefits: family.benefits,
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx.query<FlightOrderRow>(
      `insert into flight_order (order_id, user_id, idempotency_key, request_hash, cabin,
         itinerary_id, return_itinerary_id, from_code, to_code, from_city, to_city,
         departure_date, return_date, first_departure_at, international, adults, children,
         infants, seats, family_code, family, itineraries, taxes, base_paise, taxes_paise,
         convenience_fee_paise, total_fare_paise, coupon_code, coupon_value_paise,
         coupon_applied_paise, amount_paise, contact_mobile, contact_email, gstin, gst_company,
         gateway, payment_expires_at, created_at, updated_at, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35,
         $36, $37, $38, $38, 'visitor')
       on conflict (order_id) do nothing returning *`,
      [
        newReference('FL', at),
        values.user.userId,
        body.idempotencyKey,
        requestHash(body),
        body.cabin,
        body.itineraryId,
        body.returnItineraryId ?? null,
        outbound.from,
        outbound.to,
        outbound.fromCity,
        outbound.toCity,
        trip.travelDate,
        back ? back.depTime.slice(0, 10) : null,
        trip.firstDepartureAt,
        trip.international,
        counts.adults,
        counts.children,
        counts.infants,
        counts.adults + counts.children,
        family.code,
        JSON.stringify(familySnapshot),
        JSON.stringify(itineraries),
        JSON.stringify(price.taxes),
        price.basePaise,
        price.taxesPaise,
        price.convenienceFeePaise,
        price.totalFarePaise,
        price.couponCode,
        price.couponValuePaise,
        price.couponAppliedPaise,
        price.amountToPayPaise,
        body.contact.mobileNo,
        body.contact.email,
        body.gst?.gstin ?? null,
        body.gst?.companyName ?? null,
        values.gateway.name,
        new Date(at.getTime() + FLIGHT_PAYMENT_WINDOW_MS),
        at,
      ],
    );
    if (row) {
      for (const it of itineraries) {
        for (const [position, segment] of it.segments.entries()) {
          await tx.query(
            `insert into flight_order_segment (order_pk, direction, position, carrier,
               flight_number, from_code, to_code, dep_time, arr_time, segment)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
            [
              row.id,
              it.direction,
              position,
              segment.carrier,
              segment.flightNumber,
              segment.from,
              segment.to,
              segment.depTime,
              segment.arrTime,
              JSON.stringify(segment),
            ],
          );
        }
      }
      return row;
    }
  }
  throw new Error('could not find a free booking id');
}

async function insertTravellers(
  tx: Queryable,
  order: FlightOrderRow,
  travellers: readonly Traveller[],
  family: FareFamilyQuote,
  couponApplied: number,
): Promise<void> {
  const fareOf = (type: TravellerType) => family.travellers.find((f) => f.type === type)!;
  const bases = travellers.map((t) => fareOf(t.type).basePaise);
  const shares = splitInProportion(couponApplied, bases);
  for (const [index, t] of travellers.entries()) {
    const fare = fareOf(t.type);
    await tx.query(
      `insert into flight_order_traveller (order_pk, traveller_no, type, title, first_name,
         last_name, gender, date_of_birth, nationality, passport_number, passport_expiry,
         base_paise, taxes_paise, coupon_share_paise)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        order.id,
        index + 1,
        t.type,
        t.title,
        t.firstName.toUpperCase(),
        t.lastName.toUpperCase(),
        t.gender,
        t.dateOfBirth ?? null,
        order.international ? (t.nationality ?? null) : null,
        order.international ? (t.passportNumber ?? null) : null,
        order.international ? (t.passportExpiry ?? null) : null,
        fare.basePaise,
        fare.taxesPaise,
        shares[index],
      ],
    );
  }
}

// ---- what the visitor sees ---------------------------------------------------------------------

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
  }>(
    `select (select status from flight_coupon_hold where order_pk = $1 order by id desc limit 1)
              as hold,
            (select coalesce(sum(amount_paise), 0)::int from flight_refund
              where order_pk = $1 and status = 3) as refunded,
            (select count(*)::int from flight_refund where order_pk = $1) as refunds`,
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
    actions,
  };
}

async function bookingAndPayment(
  db: Queryable,
  order: FlightOrderRow,
  at: Date,
): Promise<CreateBookingResponse> {
  const [fresh] = await db.query<FlightOrderRow>('select * from flight_order where id = $1', [
    order.id,
  ]);
  return {
    order: await orderView(db, fresh ?? order, at),
    payment: await paymentView(db, FLIGHT_ORDERS, order),
  };
}

/** The visitor's own booking; another visitor's is answered as not found. */
export function findOwnBooking(
  db: Queryable,
  userId: number,
  orderId: string,
  lock = false,
): Promise<FlightOrderRow> {
  return findOwn(db, FLIGHT_ORDERS, userId, orderId, lock);
}

/** The booking now; an unpaid one past its window is closed first (seats and coupon back). */
export async function pollBooking(
  deps: Pick<BookingDeps, 'db' | 'now'>,
  userId: number,
  orderId: string,
): Promise<FlightOrder> {
  const at = deps.now();
  const own = await findOwnBooking(deps.db, userId, orderId);
  return orderView(deps.db, await closeIfLapsed(deps.db, FLIGHT_ORDERS, own, at), at);
}

/** The same payment again, while the window is open. */
export function payBookingAgain(
  deps: Pick<BookingDeps, 'db' | 'now'>,
  userId: number,
  orderId: string,
): Promise<UpiPayment> {
  return payAgain(deps, FLIGHT_ORDERS, userId, orderId);
}

/** The visitor gives up an unpaid booking: 1 -> 7, seats and coupon released, payer stopped. */
export async function cancelBookingPayment(
  deps: BookingDeps,
  userId: number,
  orderId: string,
): Promise<FlightOrder> {
  const order = await cancelUnpaid(deps, FLIGHT_ORDERS, userId, orderId);
  return orderView(deps.db, order, deps.now());
}

export async function listBookings(
  deps: Pick<BookingDeps, 'db' | 'now'>,
  userId: number,
  page: { pageNumber: number; pageSize: number },
): Promise<{ items: FlightOrder[]; total: number }> {
  const count = 'select count(*)::int as total from flight_order where user_id = $1';
  const { rows, total, at } = await listPage(
    deps,
    FLIGHT_ORDERS,
    userId,
    () =>
      deps.db.query<FlightOrderRow & { total: number }>(
        `select o.*, (${count}) as total
         from flight_order o where o.user_id = $1 order by o.created_at desc, o.id desc
         limit $2 offset $3`,
        [userId, page.pageSize, (page.pageNumber - 1) * page.pageSize],
      ),
    async () => (await deps.db.query<{ total: number }>(count, [userId]))[0]?.total ?? 0,
  );
  const items: FlightOrder[] = [];
  for (const row of rows) items.push(await orderView(deps.db, row, at));
  return { items, total };
}
