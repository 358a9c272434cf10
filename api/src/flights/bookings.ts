import { createHash } from 'node:crypto';
import {
  type BookedItinerary,
  type BookingQuoteResponse,
  type CabinClass,
  type CreateBookingResponse,
  FLIGHT_PAYMENT_WINDOW_MINUTES,
  FLIGHT_PAYMENT_WINDOW_MS,
  type FareFamilyCode,
  type FareFamilyQuote,
  type FlightOrder,
  type PriceBreakdown,
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
import { checkCoupon, usableCoupons } from './booking-coupons';
import {
  type Counts,
  type PricedTrip,
  breakdown,
  priceTrip,
  splitInProportion,
} from './booking-price';
import { orderView } from './booking-view';
import type { FlightSupplier } from './supplier';

export interface BookingDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  supplier: FlightSupplier;
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
