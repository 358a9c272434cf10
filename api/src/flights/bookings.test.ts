import {
  BOOKING_MESSAGES,
  FLIGHT_ORDER_ID_PATTERN,
  type Itinerary,
  ORDER_TRANSITIONS,
  PNR_PATTERN,
  REFUND_TRANSITIONS,
  TRAVELLER_MESSAGES,
  businessErrorMessage,
  formatInr,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import {
  CHEAPEST,
  NINETY_NINE,
  askRefund,
  buyAndPay,
  call,
  callOk,
  sandboxDecide,
  signedInTraveller,
} from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { callApi, post } from '../test-support/http';
import {
  adult,
  adultMan,
  book,
  bookAndPay,
  child,
  createBody,
  infant,
  itinerariesOn,
  pollBooking,
  quoteBooking,
  tryBook,
} from '../test-support/flights';

const WEDNESDAY = '2026-12-02';

const edges = (machine: Record<number, readonly number[]>) =>
  Object.entries(machine)
    .flatMap(([from, tos]) => tos.map((to) => `${from}->${to}`))
    .sort();

describe.each(engines)('flight bookings on %s', (engine) => {
  const database = useTestDatabase(engine);
  // Monday 23 November 2026, 11:30 in India.
  const clock = testClock('2026-11-23T06:00:00.000Z');
  let app: FastifyInstance;
  let db: Database;
  let flights: Itinerary[];

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { now: clock.now }));
    flights = await itinerariesOn(app, { from: 'DEL', to: 'BOM', date: WEDNESDAY });
  });

  /** Seats sold and held on the first flight of an itinerary. */
  async function stockOf(itinerary: Itinerary) {
    const segment = itinerary.segments[0]!;
    const [carrier, number] = segment.flightNumber.split(' ');
    const [row] = await db.query<{ held: number; sold: number; total: number }>(
      `select seats_held as held, seats_sold as sold, seats_total as total
       from flight_seat_stock where carrier = $1 and flight_number = $2
       and departure_date = $3::date and cabin = 'economy'`,
      [carrier, Number(number), segment.depTime.slice(0, 10)],
    );
    return row ?? { held: 0, sold: 0, total: -1 };
  }

  const trip = (index: number) => ({ itineraryId: flights[index]!.id });

  it('has the state machines of the shared contract in the database', async () => {
    const table = async (name: string) =>
      (await db.query<{ e: string }>(`select from_status || '->' || to_status as e from ${name}`))
        .map((r) => r.e)
        .sort();
    expect(await table('flight_order_transition')).toEqual(edges(ORDER_TRANSITIONS));
    expect(await table('flight_refund_transition')).toEqual(edges(REFUND_TRANSITIONS));
  });

  it('books two adults and an infant with a coupon, pays, issues a PNR, e-ticket and PDF', async () => {
    const token = await signedInTraveller(app);
    const coupon = await buyAndPay(app, token, NINETY_NINE);
    const travellers = [adult(), adultMan(), infant('2025-06-01')];
    const quote = await quoteBooking(app, token, trip(0), travellers, coupon.couponCode!);
    expect(quote.coupons.map((c) => c.code)).toEqual([coupon.couponCode]);
    expect(quote.price).toMatchObject({
      couponCode: coupon.couponCode,
      couponValuePaise: 35_000,
      couponAppliedPaise: 35_000,
    });
    expect(quote.price.amountToPayPaise).toBe(quote.price.totalFarePaise - 35_000);
    expect(quote.price.totalFarePaise).toBe(
      quote.price.basePaise + quote.price.taxesPaise + quote.price.convenienceFeePaise,
    );

    const before = await stockOf(flights[0]!);
    const { order, payment } = await book(app, token, trip(0), travellers, coupon.couponCode!);
    expect(order.orderId).toMatch(FLIGHT_ORDER_ID_PATTERN);
    expect(order).toMatchObject({ status: 1, pnr: null, actions: ['pay', 'cancelPayment'] });
    expect(order.coupon).toMatchObject({ code: coupon.couponCode, status: 'held' });
    expect(payment.amountPaise).toBe(quote.price.amountToPayPaise);
    // Two seats held (the infant sits on a lap).
    expect((await stockOf(flights[0]!)).held).toBe(before.held + 2);
    // The coupon cannot be refunded while held, nor offered again.
    const refund = await call(
      app,
      '/travel/api/coupon/order/refund',
      { orderId: coupon.orderId },
      token,
    );
    expect(refund.msg).toBe(businessErrorMessage('couponHeldForBooking'));
    expect((await quoteBooking(app, token, trip(1), [adult()])).coupons).toEqual([]);

    expect((await sandboxDecide(app, payment, 'approve')).statusCode).toBe(200);
    const paid = await pollBooking(app, token, order.orderId);
    expect(paid.status).toBe(2);
    expect(paid.pnr).toMatch(PNR_PATTERN);
    expect(paid.amountPaidPaise).toBe(payment.amountPaise);
    expect(paid.coupon?.status).toBe('used');
    expect(paid.travellers.map((t) => t.ticketNumber)).toEqual([
      expect.stringMatching(/^\d{13}$/),
      expect.stringMatching(/^\d{13}$/),
      expect.stringMatching(/^\d{13}$/),
    ]);
    expect(paid.travellers.reduce((s, t) => s + t.couponSharePaise, 0)).toBe(35_000);
    expect(paid.actions).toEqual(['cancel', 'eTicket']);
    const after = await stockOf(flights[0]!);
    expect(after).toMatchObject({ held: before.held, sold: before.sold + 2 });
    // Used: no refund on the coupon side any more.
    const usedRefund = await call(
      app,
      '/travel/api/coupon/order/refund',
      { orderId: coupon.orderId },
      token,
    );
    expect(usedRefund.msg).toBe(businessErrorMessage('refundCouponUsed'));

    const ticket = await callOk(
      app,
      '/travel/api/flights/order/eTicket',
      { orderId: order.orderId },
      token,
    );
    expect(ticket).toMatchObject({ pnr: paid.pnr, orderId: order.orderId });
    expect(ticket.travellers.map((t) => t.lastName)).toEqual(['RAO', 'RAO', 'RAO']);

    const list = await callApi(
      app,
      '/travel/api/flights/orders/pageList',
      { pageSize: 5 },
      { token },
    );
    expect(list).toMatchObject({ code: 200, total: 1, pageNumber: 1, pageSize: 5 });
  });

  it('answers a changed fare with the new price and books nothing', async () => {
    const token = await signedInTraveller(app);
    const quote = await quoteBooking(app, token, trip(1), [adult()]);
    const stale = quote.price.amountToPayPaise - 10_000;
    const before = await stockOf(flights[1]!);
    const answer = await tryBook(app, token, createBody(trip(1), [adult()], stale));
    expect(answer.code).toBe(409);
    expect(answer.msg).toBe(
      businessErrorMessage('fareChanged', {
        newPrice: formatInr(quote.price.amountToPayPaise),
        oldPrice: formatInr(stale),
      }),
    );
    expect(await stockOf(flights[1]!)).toEqual(before);
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from flight_order o join app_user u on u.id = o.user_id',
    );
    expect(count!.n).toBe(1);
  });

  it('refuses travellers that break the carriers’ rules, with the field', async () => {
    const token = await signedInTraveller(app);
    const cases: [unknown[], string][] = [
      [[{ ...adult(), firstName: 'Asha2' }], TRAVELLER_MESSAGES.firstName],
      [[{ ...adult(), title: 'Mstr' }], `Traveller 1: ${TRAVELLER_MESSAGES.titleForType}`],
      [[{ ...adult(), gender: 'male' }], `Traveller 1: ${TRAVELLER_MESSAGES.genderForTitle}`],
      [[adult(), infant('2024-01-01')], `Traveller 2: ${TRAVELLER_MESSAGES.infantAge}`],
      [[adult(), child('2025-01-01')], `Traveller 2: ${TRAVELLER_MESSAGES.childAge}`],
      [
        [adult(), { ...child('2015-01-01'), dateOfBirth: undefined }],
        `Traveller 2: ${TRAVELLER_MESSAGES.dateOfBirth}`,
      ],
      [
        [adult(), infant('2025-06-01'), infant('2025-07-01', 'Nila')],
        'Each infant travels on an adult’s lap: please choose no more infants than adults',
      ],
      [
        Array.from({ length: 10 }, (_, i) => adult('Asha', `Rao${'abcdefghij'[i]}`)),
        'Please choose at most 9 travellers (adults and children together)',
      ],
    ];
    for (const [travellers, message] of cases) {
      const answer = await tryBook(app, token, {
        ...createBody(trip(2), [], 1),
        travellers,
      });
      expect(answer, JSON.stringify(travellers)).toMatchObject({ code: 400, msg: message });
    }
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from flight_order');
    expect(count!.n).toBe(1);
  });

  it('refuses another visitor’s coupon and a used, held or refunded one; one coupon only', async () => {
    const owner = await signedInTraveller(app);
    const stranger = await signedInTraveller(app);
    const coupon = await buyAndPay(app, owner, CHEAPEST);
    const code = coupon.couponCode!;
    const strangerAnswer = await call(
      app,
      '/travel/api/flights/booking/quote',
      { itineraryId: flights[3]!.id, fareFamily: 'saver', couponCode: code },
      stranger,
    );
    expect(strangerAnswer.msg).toBe(BOOKING_MESSAGES.couponNotFound);
    const two = await call(
      app,
      '/travel/api/flights/booking/quote',
      { itineraryId: flights[3]!.id, fareFamily: 'saver', couponCode: [code, code] },
      owner,
    );
    expect(two).toMatchObject({ code: 400, msg: 'Only one coupon can be used per booking.' });

    // Held by an unpaid booking: a second booking cannot use it.
    const first = await book(app, owner, trip(3), [adult()], code);
    const quote = await quoteBooking(app, owner, trip(4), [adult()]);
    const held = await tryBook(
      app,
      owner,
      createBody(trip(4), [adult()], quote.price.amountToPayPaise, code),
    );
    expect(held.msg).toBe(BOOKING_MESSAGES.couponHeld);
    // Released when the visitor gives up the booking, then usable again.
    const cancelled = await callOk(
      app,
      '/travel/api/flights/order/cancelPayment',
      { orderId: first.order.orderId },
      owner,
    );
    expect(cancelled).toMatchObject({ status: 7, coupon: { status: 'released' } });
    const again = await quoteBooking(app, owner, trip(4), [adult()], code);
    expect(again.price.couponAppliedPaise).toBe(9_900);

    // In refund on the coupon side, then refunded: refused.
    const other = await buyAndPay(app, owner, NINETY_NINE);
    await askRefund(app, owner, other.orderId);
    const pending = await call(
      app,
      '/travel/api/flights/booking/quote',
      { itineraryId: flights[4]!.id, fareFamily: 'saver', couponCode: other.couponCode },
      owner,
    );
    expect(pending.msg).toBe(BOOKING_MESSAGES.couponRefundPending);
    await db.query("update coupon set status = 'void' where code = $1", [other.couponCode]);
    const refunded = await call(
      app,
      '/travel/api/flights/booking/quote',
      { itineraryId: flights[4]!.id, fareFamily: 'saver', couponCode: other.couponCode },
      owner,
    );
    expect(refunded.msg).toBe(BOOKING_MESSAGES.couponRefunded);
  });

  it('releases seats and coupon when the payment fails or its window ends', async () => {
    const token = await signedInTraveller(app);
    const coupon = await buyAndPay(app, token, CHEAPEST);
    const before = await stockOf(flights[5]!);
    const failed = await book(app, token, trip(5), [adult()], coupon.couponCode!);
    expect((await stockOf(flights[5]!)).held).toBe(before.held + 1);
    await sandboxDecide(app, failed.payment, 'decline');
    const declined = await pollBooking(app, token, failed.order.orderId);
    expect(declined).toMatchObject({ status: 3, coupon: { status: 'released' }, pnr: null });
    expect(await stockOf(flights[5]!)).toMatchObject({ held: before.held, sold: before.sold });

    const lapsed = await book(app, token, trip(5), [adult()], coupon.couponCode!);
    expect((await stockOf(flights[5]!)).held).toBe(before.held + 1);
    clock.advance(11 * 60_000);
    const expired = await pollBooking(app, token, lapsed.order.orderId);
    expect(expired).toMatchObject({ status: 7, coupon: { status: 'released' }, actions: [] });
    expect((await stockOf(flights[5]!)).held).toBe(before.held);
    const pay = await call(
      app,
      '/travel/api/flights/order/pay',
      { orderId: lapsed.order.orderId },
      token,
    );
    expect(pay.msg).toBe(BOOKING_MESSAGES.orderNotPayable);
  });

  it('answers another visitor’s booking as not found, on every call and the PDF', async () => {
    const owner = await signedInTraveller(app);
    const stranger = await signedInTraveller(app);
    const paid = await bookAndPay(app, owner, trip(6), [adult()]);
    for (const path of [
      '/travel/api/flights/orders/polling',
      '/travel/api/flights/order/detail',
      '/travel/api/flights/order/pay',
      '/travel/api/flights/order/cancelPayment',
      '/travel/api/flights/order/cancelQuote',
      '/travel/api/flights/order/cancel',
      '/travel/api/flights/order/refunds',
      '/travel/api/flights/order/eTicket',
    ] as const) {
      const answer = await call(app, path, { orderId: paid.orderId }, stranger);
      expect(answer, path).toMatchObject({ code: 404, msg: 'We could not find that order.' });
    }
    const pdf = await post(
      app,
      '/travel/api/flights/order/eTicket/pdf',
      { orderId: paid.orderId },
      { token: stranger },
    );
    expect(pdf.json()).toMatchObject({ code: 404, msg: 'We could not find that order.' });
    expect((await pollBooking(app, owner, paid.orderId)).status).toBe(2);
  });
});
