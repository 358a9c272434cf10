import {
  CANCELLATION_SERVICE_FEE_PAISE,
  type CancelLine,
  type CancelQuote,
  type CancelResponse,
  FLIGHT_CANCELLATION_TERMS,
  type FlightRefund,
  ORDER_STATUS,
  REFUND_CREDIT_BUSINESS_DAYS,
  REFUND_STATUS,
  type RefundStatus,
} from '@travel/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { addBusinessDays } from '../orders/business-days';
import { newReference } from '../orders/references';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { lockIntents } from '../payments/intents';
import { moveOrder, moveRefund } from '../orders/moves';
import { refundProgress, refundRoute } from '../orders/refund-view';
import { sendRefund, startRefund } from '../payments/refunds';
import {
  FLIGHT_KIND,
  type FlightOrderRow,
  moveBookingSeats,
  settleRefund,
} from './booking-payable';
import { CANCEL_CUTOFF_MS, orderView } from './booking-view';
import { issueCancellationDocuments } from '../tax/tax-documents';
import { enqueueBookingCancelled } from './cancellation-messages';
import { type BookingDeps, findOwnBooking } from './bookings';

interface CancelTravellerRow {
  id: number;
  traveller_no: number;
  type: 'adult' | 'child' | 'infant';
  first_name: string;
  last_name: string;
  title: string;
  base_paise: number;
  taxes_paise: number;
  coupon_share_paise: number;
  status: 'booked' | 'cancelled';
}

/**
 * One traveller's refund: the fare paid, less the family's cancellation fee (per direction,
 * never more than the base fare), the traveller's coupon share (not paid back in money) and
 * our fee; taxes come back, the convenience fee does not. Never below zero.
 */
export function cancelLine(
  traveller: CancelTravellerRow,
  order: Pick<FlightOrderRow, 'family' | 'return_itinerary_id'>,
): CancelLine {
  const family = order.family as { cancellationFeePaise: number };
  const directions = order.return_itinerary_id ? 2 : 1;
  const airlineFee = Math.min(family.cancellationFeePaise * directions, traveller.base_paise);
  const baseBack = Math.max(0, traveller.base_paise - airlineFee - traveller.coupon_share_paise);
  const gross = baseBack + traveller.taxes_paise;
  const serviceFee = Math.min(CANCELLATION_SERVICE_FEE_PAISE, gross);
  return {
    travellerId: traveller.traveller_no,
    name: `${traveller.title} ${traveller.first_name} ${traveller.last_name}`,
    type: traveller.type,
    farePaise: traveller.base_paise + traveller.taxes_paise,
    airlineFeePaise: airlineFee,
    serviceFeePaise: serviceFee,
    couponSharePaise: traveller.coupon_share_paise,
    refundPaise: gross - serviceFee,
  };
}

/** Which travellers a request cancels, checked against the booking's rules. */
async function chosenTravellers(
  db: Queryable,
  order: FlightOrderRow,
  ids: number[] | undefined,
  at: Date,
): Promise<{ chosen: CancelTravellerRow[]; whole: boolean }> {
  switch (order.status) {
    case ORDER_STATUS.paymentSuccessful:
    case ORDER_STATUS.refundFailed:
      break;
    case ORDER_STATUS.processingRefund:
      throw new ApiError('refundInProgress');
    case ORDER_STATUS.refundSuccessful:
      throw new ApiError('bookingNotCancellable');
    default:
      throw new ApiError('bookingNotPaid');
  }
  if (at.getTime() >= order.first_departure_at.getTime() - CANCEL_CUTOFF_MS) {
    throw new ApiError('flightDepartedForCancel');
  }
  const travellers = await db.query<CancelTravellerRow>(
    `select id, traveller_no, type, first_name, last_name, title, base_paise, taxes_paise,
            coupon_share_paise, status
     from flight_order_traveller where order_pk = $1 order by traveller_no`,
    [order.id],
  );
  const booked = travellers.filter((t) => t.status === 'booked');
  let chosen: CancelTravellerRow[];
  if (!ids || ids.length === 0) {
    if (booked.length === 0) throw new ApiError('bookingNotCancellable');
    chosen = booked;
  } else {
    const wanted = new Set(ids);
    chosen = travellers.filter((t) => wanted.has(t.traveller_no));
    if (chosen.length !== wanted.size) throw new ApiError('unknownTraveller');
    if (chosen.some((t) => t.status === 'cancelled')) {
      throw new ApiError('travellerAlreadyCancelled');
    }
  }
  const left = booked.filter((t) => !chosen.includes(t));
  const adultsLeft = left.filter((t) => t.type === 'adult').length;
  const infantsLeft = left.filter((t) => t.type === 'infant').length;
  if (infantsLeft > adultsLeft || (adultsLeft === 0 && left.length > 0)) {
    throw new ApiError('infantWithoutAdult');
  }
  return { chosen, whole: left.length === 0 };
}

function quoteOf(
  order: FlightOrderRow,
  chosen: CancelTravellerRow[],
  whole: boolean,
  at: Date,
): CancelQuote {
  const lines = chosen.map((t) => cancelLine(t, order));
  const sum = (pick: (line: CancelLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    orderId: order.order_id,
    wholeBooking: whole,
    lines,
    airlineFeePaise: sum((l) => l.airlineFeePaise),
    serviceFeePaise: sum((l) => l.serviceFeePaise),
    couponPartPaise: sum((l) => l.couponSharePaise),
    refundPaise: sum((l) => l.refundPaise),
    route: refundRoute('upi'),
    expectedCreditBy: addBusinessDays(at, REFUND_CREDIT_BUSINESS_DAYS),
    terms: [...FLIGHT_CANCELLATION_TERMS],
  };
}

export async function cancelQuote(
  deps: Pick<BookingDeps, 'db' | 'now'>,
  userId: number,
  orderId: string,
  ids: number[] | undefined,
): Promise<CancelQuote> {
  const at = deps.now();
  const order = await findOwnBooking(deps.db, userId, orderId);
  const { chosen, whole } = await chosenTravellers(deps.db, order, ids, at);
  return quoteOf(order, chosen, whole, at);
}

/**
 * Cancels travellers in one transaction, under the order's lock: the travellers marked
 * cancelled (a conditional update, so a traveller is cancelled once however many ask), the
 * refund recorded, the seats returned to the inventory and the money started back by the
 * original route; the gateway is called after commit.
 */
export async function cancelTravellers(
  deps: BookingDeps & { logger: FastifyBaseLogger },
  userId: number,
  orderId: string,
  ids: number[] | undefined,
): Promise<CancelResponse> {
  const at = deps.now();
  const { refundPk, reference } = await deps.db.transaction(async (tx) => {
    await findOwnBooking(tx, userId, orderId);
    await lockIntents(tx, FLIGHT_KIND, [orderId]);
    const order = await findOwnBooking(tx, userId, orderId, true);
    const { chosen, whole } = await chosenTravellers(tx, order, ids, at);
    const quote = quoteOf(order, chosen, whole, at);
    let refund: { id: number; refund_id: string } | undefined;
    for (let attempt = 0; attempt < 5 && !refund; attempt += 1) {
      [refund] = await tx.query<{ id: number; refund_id: string }>(
        `insert into flight_refund (refund_id, order_pk, traveller_nos, amount_paise,
           airline_fee_paise, service_fee_paise, coupon_part_paise, created_at, updated_at,
           updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8, 'visitor')
         on conflict (refund_id) do nothing returning id, refund_id`,
        [
          newReference('FR', at),
          order.id,
          chosen.map((t) => t.traveller_no),
          quote.refundPaise,
          quote.airlineFeePaise,
          quote.serviceFeePaise,
          quote.couponPartPaise,
          at,
        ],
      );
    }
    if (!refund) throw new Error('could not find a free refund id');
    const cancelled = await tx.query(
      `update flight_order_traveller set status = 'cancelled', cancelled_at = $3, refund_pk = $4
       where order_pk = $1 and traveller_no = any($2::smallint[]) and status = 'booked'
       returning id`,
      [order.id, chosen.map((t) => t.traveller_no), at, refund.id],
    );
    if (cancelled.length !== chosen.length) throw new ApiError('travellerAlreadyCancelled');
    const seated = chosen.filter((t) => t.type !== 'infant').length;
    await moveBookingSeats(tx, 'return', order, seated, deps.supplier);
    const moved = await moveOrder(tx, 'flight', order.id, ORDER_STATUS.processingRefund, {
      at,
      by: 'visitor',
      from: [ORDER_STATUS.paymentSuccessful, ORDER_STATUS.refundFailed],
    });
    if (!moved) throw new ApiError('refundInProgress');
    const documents = await issueCancellationDocuments(
      tx,
      order,
      { id: refund.id, refundId: refund.refund_id, travellers: quote.lines.map((l) => l.name) },
      quote,
      at,
    );
    await enqueueBookingCancelled(tx, order, refund.refund_id, quote, documents, at);
    if (quote.refundPaise === 0) {
      // Nothing to send: the fees took it all. The refund is settled at once.
      await settleRefund(
        tx,
        { id: refund.id, order_pk: order.id, status: REFUND_STATUS.pending },
        { ok: true, reason: null },
        { at, by: 'visitor' },
      );
      return { refundPk: refund.id, reference: null };
    }
    await startRefund(tx, {
      kind: FLIGHT_KIND,
      orderRef: order.order_id,
      reference: refund.refund_id,
      amountPaise: quote.refundPaise,
      at,
    });
    return { refundPk: refund.id, reference: refund.refund_id };
  });

  if (reference) {
    try {
      await sendRefund({ ...deps, logger: deps.logger }, reference);
    } catch (error) {
      deps.logger.error({ err: error, reference }, 'refund not sent; reconciliation will retry');
    }
    // Sent (or settled already by the gateway's answer): the refund is processing.
    const [sent] = await deps.db.query<{ status: string }>(
      'select status from payment_refund where reference = $1',
      [reference],
    );
    if (sent && sent.status !== 'sending') {
      await deps.db.transaction(async (tx) => {
        await tx.query(
          `select o.id from flight_order o join flight_refund r on r.order_pk = o.id
           where r.id = $1 for update of o`,
          [refundPk],
        );
        await moveRefund(tx, 'flight', refundPk, REFUND_STATUS.processing, {
          at: deps.now(),
          by: 'gateway',
          from: [REFUND_STATUS.pending],
          set: { processing_at: deps.now() },
        });
      });
    }
  }
  const order = await findOwnBooking(deps.db, userId, orderId);
  const refunds = await bookingRefunds(deps.db, userId, orderId);
  const refund = refunds.find((r) => r.pk === refundPk)!;
  return { order: await orderView(deps.db, order, deps.now()), refund: withoutPk(refund) };
}

/** The refund as the contract has it, without the row's key. */
export function withoutPk(refund: FlightRefund & { pk: number }): FlightRefund {
  const copy: Partial<typeof refund> = { ...refund };
  delete copy.pk;
  return copy as FlightRefund;
}

interface RefundViewRow {
  id: number;
  refund_id: string;
  order_id: string;
  traveller_nos: number[];
  amount_paise: number;
  status: RefundStatus;
  failure_reason: string | null;
  processing_at: Date | null;
  created_at: Date;
  updated_at: Date;
  gateway_refund_id: string | null;
  bank_reference: string | null;
}

/** A booking's refunds, newest first, each with its steps and expected credit date. */
export async function bookingRefunds(
  db: Queryable,
  userId: number,
  orderId: string,
): Promise<(FlightRefund & { pk: number })[]> {
  const order = await findOwnBooking(db, userId, orderId);
  const rows = await db.query<RefundViewRow>(
    `select r.id, r.refund_id, o.order_id, r.traveller_nos, r.amount_paise, r.status,
            r.failure_reason, r.processing_at, r.created_at, r.updated_at,
            p.gateway_refund_id, p.bank_reference
     from flight_refund r join flight_order o on o.id = r.order_pk
     left join lateral (
       select p.gateway_refund_id, p.bank_reference from payment_refund p
       where p.kind = 'flight' and p.refund_ref = r.refund_id order by p.id desc limit 1
     ) p on true
     where r.order_pk = $1 order by r.id desc`,
    [order.id],
  );
  const names = new Map(
    (
      await db.query<{ traveller_no: number; name: string }>(
        `select traveller_no, title || ' ' || first_name || ' ' || last_name as name
         from flight_order_traveller where order_pk = $1`,
        [order.id],
      )
    ).map((t) => [t.traveller_no, t.name]),
  );
  const result: (FlightRefund & { pk: number })[] = [];
  for (const row of rows) {
    const travellerIds = row.traveller_nos.map(Number);
    result.push({
      pk: row.id,
      refundId: row.refund_id,
      orderId: row.order_id,
      travellerIds,
      travellerNames: travellerIds.map((no) => names.get(no) ?? `Traveller ${no}`),
      amountPaise: row.amount_paise,
      status: row.status,
      route: refundRoute('upi'),
      ...(await refundProgress(db, 'flight', row)),
      failureReason: row.failure_reason,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    });
  }
  return result;
}
