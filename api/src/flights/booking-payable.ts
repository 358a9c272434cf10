import {
  type CabinClass,
  ITINERARY_ID_MESSAGE,
  MAX_OPEN_BOOKINGS,
  ORDER_STATUS,
  type OrderStatus,
  REFUND_STATUS,
  type RefundStatus,
} from '@travel/shared/contracts';
import { randomCode } from '../orders/references';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { type OrderKind, lockOrder, unpaidOutcomes } from '../orders/lifecycle';
import { type Actor, moveOrder, moveRefund } from '../orders/moves';
import { type PayableKind, registerPayableKind } from '../payments/kinds';
import { issueBookingInvoice } from '../tax/tax-documents';
import { enqueueBookingConfirmed, enqueueBookingPaymentFailed } from './booking-messages';
import { enqueueBookingRefundCredited, enqueueBookingRefundFailed } from './cancellation-messages';
import type { FlightSupplier, SeatMove } from './supplier';

export interface FlightOrderRow {
  id: number;
  order_id: string;
  user_id: number;
  idempotency_key: string;
  request_hash: string;
  status: OrderStatus;
  cabin: CabinClass;
  itinerary_id: string;
  return_itinerary_id: string | null;
  from_code: string;
  to_code: string;
  from_city: string;
  to_city: string;
  departure_date: string;
  return_date: string | null;
  first_departure_at: Date;
  international: boolean;
  adults: number;
  children: number;
  infants: number;
  seats: number;
  family_code: string;
  family: unknown;
  itineraries: unknown;
  taxes: unknown;
  base_paise: number;
  taxes_paise: number;
  convenience_fee_paise: number;
  total_fare_paise: number;
  coupon_code: string | null;
  coupon_value_paise: number;
  coupon_applied_paise: number;
  amount_paise: number;
  currency: string;
  contact_mobile: string;
  contact_email: string;
  gstin: string | null;
  gst_company: string | null;
  pnr: string | null;
  gateway: string;
  payment_expires_at: Date;
  paid_at: Date | null;
  seats_state: 'held' | 'sold' | 'released';
  attention: string | null;
  created_at: Date;
  updated_at: Date;
  updated_by: Actor;
}

// ---- the seat stock ----------------------------------------------------------------------------

/**
 * The suppliers of the apps in this process. A booking's seats are moved by the supplier that
 * signed its itinerary ids (one per app; tests build several apps in one process).
 */
const suppliers: FlightSupplier[] = [];

export function bindSupplier(supplier: FlightSupplier): () => void {
  suppliers.unshift(supplier);
  return () => {
    const at = suppliers.indexOf(supplier);
    if (at >= 0) suppliers.splice(at, 1);
  };
}

async function moveItinerarySeats(
  tx: Queryable,
  movement: SeatMove,
  itineraryId: string,
  cabin: CabinClass,
  count: number,
  own: FlightSupplier | undefined,
): Promise<void> {
  if (own) {
    await own.moveSeats(tx, movement, itineraryId, cabin, count);
    return;
  }
  for (const supplier of suppliers) {
    try {
      await supplier.moveSeats(tx, movement, itineraryId, cabin, count);
      return;
    } catch (error) {
      // Another app's supplier: its key does not open this id (checked before any statement).
      if (error instanceof ApiError && error.message === ITINERARY_ID_MESSAGE) continue;
      throw error;
    }
  }
  throw new Error(`no flight supplier can move the seats of booking itinerary ${itineraryId}`);
}

/**
 * Moves `count` seats on every flight of the booking (both directions), through `supplier`
 * when the caller has it, else the bound one whose key opens the ids.
 */
export async function moveBookingSeats(
  tx: Queryable,
  movement: SeatMove,
  order: Pick<FlightOrderRow, 'itinerary_id' | 'return_itinerary_id' | 'cabin'>,
  count: number,
  supplier?: FlightSupplier,
): Promise<void> {
  if (count === 0) return;
  for (const id of [order.itinerary_id, order.return_itinerary_id]) {
    if (id) await moveItinerarySeats(tx, movement, id, order.cabin, count, supplier);
  }
}

/**
 * The same, all or nothing within a transaction that goes on: a refusal undoes the flights
 * already moved (a savepoint) and answers false.
 */
async function tryMoveBookingSeats(
  tx: Queryable,
  movement: SeatMove,
  order: FlightOrderRow,
  count: number,
): Promise<boolean> {
  await tx.query('savepoint flight_seats');
  try {
    await moveBookingSeats(tx, movement, order, count);
    await tx.query('release savepoint flight_seats');
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await tx.query('rollback to savepoint flight_seats');
    return false;
  }
}

// ---- the coupon --------------------------------------------------------------------------------

export async function releaseCoupon(tx: Queryable, orderPk: number, at: Date): Promise<void> {
  await tx.query(
    `update flight_coupon_hold set status = 'released', updated_at = $2
     where order_pk = $1 and status = 'held'`,
    [orderPk, at],
  );
}

/** held -> used, and the coupon itself used: it can no longer be refunded as a coupon. */
async function useCoupon(tx: Queryable, order: FlightOrderRow, at: Date): Promise<boolean> {
  if (!order.coupon_code) return true;
  const [held] = await tx.query(
    `update flight_coupon_hold set status = 'used', updated_at = $2
     where order_pk = $1 and status = 'held' returning id`,
    [order.id, at],
  );
  if (!held) {
    // A late payment after the hold was released: the coupon must still be free and valid.
    const [coupon] = await tx.query<{ ok: boolean }>(
      `select c.status = 'active' and o.status in (2, 6) and p.expires_at > $2 as ok
       from coupon c join coupon_order o on o.id = c.order_pk
       join coupon_product p on p.code = o.product_code
       where c.code = $1 and o.user_id = $3 for update of c, o`,
      [order.coupon_code, at, order.user_id],
    );
    const [taken] = await tx.query(
      `select 1 from flight_coupon_hold where coupon_code = $1 and status in ('held', 'used')`,
      [order.coupon_code],
    );
    if (!coupon?.ok || taken) return false;
    await tx.query(
      `insert into flight_coupon_hold (coupon_code, order_pk, created_at, updated_at)
       values ($1, $2, $3, $3)`,
      [order.coupon_code, order.id, at],
    );
    await tx.query(
      `update flight_coupon_hold set status = 'used', updated_at = $2
       where order_pk = $1 and status = 'held'`,
      [order.id, at],
    );
  }
  await tx.query(
    "update coupon set status = 'used', used_at = $2 where code = $1 and status = 'active'",
    [order.coupon_code, at],
  );
  return true;
}

// ---- PNR and tickets ---------------------------------------------------------------------------

/** Airline ticket number prefixes (IATA accounting codes). */
const TICKET_PREFIX: Record<string, string> = {
  AI: '098',
  IX: '098',
  '6E': '312',
  SG: '775',
  QP: '953',
};

async function issuePnr(tx: Queryable): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const pnr = randomCode(6);
    const [taken] = await tx.query('select 1 from flight_order where pnr = $1', [pnr]);
    if (!taken) return pnr;
  }
  throw new Error('could not find a free PNR');
}

async function issueTickets(tx: Queryable, order: FlightOrderRow): Promise<void> {
  const carrier = order.itinerary_id ? firstCarrier(order) : '';
  const prefix = TICKET_PREFIX[carrier] ?? '999';
  const travellers = await tx.query<{ id: number }>(
    'select id from flight_order_traveller where order_pk = $1 and ticket_number is null',
    [order.id],
  );
  for (const traveller of travellers) {
    await tx.query('update flight_order_traveller set ticket_number = $2 where id = $1', [
      traveller.id,
      `${prefix}${randomCode(10, '0123456789')}`,
    ]);
  }
}

function firstCarrier(order: FlightOrderRow): string {
  const itineraries = order.itineraries as { segments: { carrier: string }[] }[];
  return itineraries[0]?.segments[0]?.carrier ?? '';
}

// ---- outcomes ----------------------------------------------------------------------------------

/** A refund settled: its status, and the order's once no refund is on its way. */
async function settleRefund(
  tx: Queryable,
  refund: { id: number; order_pk: number; status: RefundStatus },
  outcome: { ok: boolean; reason: string | null },
  { at, by }: { at: Date; by: Actor },
): Promise<string> {
  if (refund.status === REFUND_STATUS.pending) {
    await moveRefund(tx, 'flight', refund.id, REFUND_STATUS.processing, {
      at,
      by,
      from: [REFUND_STATUS.pending],
      set: { processing_at: at },
    });
  }
  const done = await moveRefund(
    tx,
    'flight',
    refund.id,
    outcome.ok ? REFUND_STATUS.successful : REFUND_STATUS.failed,
    {
      at,
      by,
      from: [REFUND_STATUS.processing],
      set: outcome.ok ? {} : { failure_reason: outcome.reason },
    },
  );
  if (!done) return 'refund not in processing';
  const [left] = await tx.query<{ booked: number }>(
    `select count(*)::int as booked from flight_order_traveller
     where order_pk = $1 and status = 'booked'`,
    [refund.order_pk],
  );
  const to = !outcome.ok
    ? ORDER_STATUS.refundFailed
    : (left?.booked ?? 0) === 0
      ? ORDER_STATUS.refundSuccessful
      : ORDER_STATUS.paymentSuccessful;
  await moveOrder(tx, 'flight', refund.order_pk, to, {
    at,
    by,
    from: [ORDER_STATUS.processingRefund],
  });
  return outcome.ok ? 'refund successful' : 'refund failed';
}

export { settleRefund };

/** What a payment outcome means for a flight booking: seats, coupon, PNR, refunds. */
/**
 * Flight bookings in the order core: while unpaid a booking holds its seats and its coupon,
 * and gives both back when it ends unpaid.
 */
export const FLIGHT_ORDERS: OrderKind<FlightOrderRow> = {
  name: 'flight',
  maxOpen: MAX_OPEN_BOOKINGS,
  paymentDescription: (orderId) => `HegTravel flight ${orderId}`,
  unpaidEndSet: { seats_state: 'released' },
  async giveBack(tx, order, at) {
    if (order.seats_state === 'held') await moveBookingSeats(tx, 'release', order, order.seats);
    await releaseCoupon(tx, order.id, at);
  },
  afterUnpaidEnd: enqueueBookingPaymentFailed,
};

export const FLIGHT_KIND = FLIGHT_ORDERS.name;

export const flightPayable: PayableKind = registerPayableKind({
  kind: FLIGHT_KIND,

  async onCaptured(tx, orderId, _payment, { at, by }) {
    const order = await lockOrder(tx, FLIGHT_ORDERS, orderId);
    if (order.status === ORDER_STATUS.processingPayment) {
      await moveBookingSeats(tx, 'confirm', order, order.seats);
    } else if (
      order.status === ORDER_STATUS.paymentFailed ||
      order.status === ORDER_STATUS.paymentCancelled
    ) {
      // Paid after the window or a failed attempt: honoured if the seats are still there.
      const held = await tryMoveBookingSeats(tx, 'hold', order, order.seats);
      if (!held) {
        await flightPayable.flag(tx, orderId, 'paid after its seats were released; none left');
        return false;
      }
      await moveBookingSeats(tx, 'confirm', order, order.seats);
    } else {
      return false;
    }
    if (!(await useCoupon(tx, order, at))) {
      // Undo the seats taken just now: the money goes back instead.
      await moveBookingSeats(tx, 'return', order, order.seats);
      await flightPayable.flag(tx, orderId, 'paid after its coupon was released; coupon gone');
      return false;
    }
    const pnr = order.pnr ?? (await issuePnr(tx));
    const paid = await moveOrder(tx, 'flight', order.id, ORDER_STATUS.paymentSuccessful, {
      at,
      by,
      set: { paid_at: at, pnr, seats_state: 'sold' },
    });
    if (!paid) throw new Error(`flight order ${orderId} could not be marked paid`);
    await issueTickets(tx, order);
    const invoice = await issueBookingInvoice(tx, order, at);
    await enqueueBookingConfirmed(tx, order, pnr, invoice, at);
    return true;
  },

  ...unpaidOutcomes(FLIGHT_ORDERS),

  async onRefundSettled(tx, settled, change) {
    // The order first, then the refund: the order in which a cancellation takes them.
    await tx.query(
      `select o.id from flight_order o join flight_refund r on r.order_pk = o.id
       where r.refund_id = $1 for update of o`,
      [settled.reference],
    );
    const [refund] = await tx.query<{ id: number; order_pk: number; status: RefundStatus }>(
      'select id, order_pk, status from flight_refund where refund_id = $1 for update',
      [settled.reference],
    );
    if (!refund) return 'unknown refund';
    const outcome = await settleRefund(
      tx,
      refund,
      {
        ok: settled.status === 'processed',
        reason: settled.failureReason ?? 'The bank could not return the money.',
      },
      change,
    );
    // Only a refund this outcome moved is told of: a late duplicate changes nothing.
    if (outcome === 'refund successful') {
      await enqueueBookingRefundCredited(tx, settled, change.at);
    } else if (outcome === 'refund failed') {
      await enqueueBookingRefundFailed(tx, settled, change.at);
    }
    return outcome;
  },
});
