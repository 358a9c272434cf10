import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { digestOf, newTraveller, register, signIn } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { CHEAPEST, NINETY_NINE, askRefund, buy, buyAndPay } from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import {
  adult,
  adultMan,
  book,
  bookAndPay,
  createBody,
  quoteBooking,
} from '../test-support/flights';
import { envelope, freshIp, post } from '../test-support/http';
import { type FuzzTarget, type PathReport, formatReports, fuzzPath } from './contract-fuzz';

// FUZZ_RUNS cases in all, shared out over the paths (`pnpm fuzz` raises it).
const totalRuns = Number(process.env.FUZZ_RUNS ?? 2300);
const runsPerPath = Math.max(1, Math.ceil(totalRuns / API_PATHS.length));
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
// Monday 23 November 2026, 11:30 in India: flight dates below are days after it.
const MONDAY = new Date('2026-11-23T06:00:00Z');
const OPERATOR_KEY = 'operator-key-for-fuzzing-0123456789abcdef';

describe.each(engines)('every contract path under generated and broken bodies, on %s', (engine) => {
  const database = useTestDatabase(engine);
  const reports: PathReport[] = [];
  let target: FuzzTarget;

  beforeAll(async () => {
    const { db } = database();
    const { app } = await testApp(db, {
      env: { OPERATOR_API_KEY: OPERATOR_KEY },
      now: () => MONDAY,
    });
    const traveller = newTraveller();
    await register(app, traveller);
    let session = await signIn(app, traveller.email, traveller.password);
    const paid = await buyAndPay(app, session.utoken);
    const refunded = await buyAndPay(app, session.utoken, CHEAPEST);
    const refund = await askRefund(app, session.utoken, refunded.orderId);
    const open = await buy(app, session.utoken, NINETY_NINE);
    // Kept out of the shared ids, so no fuzzed refund takes it before the draw path runs.
    const forTheDraw = await buyAndPay(app, session.utoken);
    const itineraryIds = await someItineraryIds(app);
    const flightCoupon = await buyAndPay(app, session.utoken, CHEAPEST);
    const booked = await bookAndPay(app, session.utoken, { itineraryId: itineraryIds[0]! }, [
      adult(),
      adultMan(),
    ]);
    const unpaidBooking = await book(app, session.utoken, { itineraryId: itineraryIds[1]! }, [
      adult(),
    ]);
    const bookingQuote = await quoteBooking(
      app,
      session.utoken,
      { itineraryId: itineraryIds[2]! },
      [adult()],
      flightCoupon.couponCode!,
    );
    // Sign-in attempts go to other accounts: failures would slow the session's own sign-in.
    const decoy = newTraveller();
    await register(app, decoy);
    const stranger = newTraveller();
    target = {
      app,
      db,
      operatorKey: OPERATOR_KEY,
      token: () => session.utoken,
      async renewSession() {
        session = await signIn(app, traveller.email, traveller.password, { ip: freshIp() });
      },
      settle: () => app.payments.gateway.idle(),
      ip: freshIp,
      known: {
        loginAccount: [decoy.email, decoy.mobileNo, stranger.email, stranger.mobileNo],
        nickname: [stranger.nickname, 'Asha'],
        email: [stranger.email, decoy.email, 'asha@example.in'],
        mobileNo: [stranger.mobileNo, decoy.mobileNo],
        mobile: [stranger.mobileNo, decoy.mobileNo],
        smsCode: ['123456'],
        uid: [session.uid],
        name: ['Asha Rao'],
        message: ['My coupon code does not work at the airport counter.'],
        orderId: [
          paid.orderId,
          refunded.orderId,
          open.order.orderId,
          booked.orderId,
          unpaidBooking.order.orderId,
        ],
        couponCode: [flightCoupon.couponCode!, paid.couponCode!],
        fareFamily: ['saver', 'flexi'],
        travellerIds: [[1], [2], [1, 2]],
        refundId: [refund.refundId],
        productCode: [CHEAPEST, NINETY_NINE, 'HEG-9999-0001'],
        from: ['DEL', 'BOM', 'BLR'],
        to: ['BOM', 'DEL', 'MAA'],
        date: ['2026-12-02', '2026-11-23', '2026-11-01', '2027-12-31'],
        returnDate: ['2026-12-04', '2026-11-30'],
        query: ['de', 'Mum', 'BLR'],
        itineraryId: itineraryIds,
        returnItineraryId: itineraryIds,
        airlines: ['AI', '6E'],
      },
      examples: {
        '/travel/api/user/login': [{ loginAccount: decoy.email, password: digestOf('wrong') }],
        '/travel/api/flights/search': [
          { from: 'DEL', to: 'BOM', date: '2026-12-02' },
          { from: 'BLR', to: 'DEL', date: '2026-12-02', returnDate: '2026-12-04', adults: 2 },
          { from: 'DEL', to: 'BOM', date: '2026-12-02', filters: { stops: [0] }, sort: 'duration' },
        ],
        '/travel/api/flights/calendar': [{ from: 'DEL', to: 'BOM', date: '2026-12-02' }],
        '/travel/api/flights/quote': itineraryIds.map((itineraryId) => ({
          itineraryId,
          adults: 2,
        })),
        '/travel/api/coupon/orders/prizeDraw': [{ orderId: forTheDraw.orderId }],
        '/travel/api/flights/booking/quote': itineraryIds.map((itineraryId) => ({
          itineraryId,
          fareFamily: 'flexi',
          adults: 1,
          couponCode: flightCoupon.couponCode,
        })),
        '/travel/api/flights/booking/create': [
          createBody(
            { itineraryId: itineraryIds[2]! },
            [adult()],
            bookingQuote.price.amountToPayPaise,
            flightCoupon.couponCode!,
          ),
        ],
        '/travel/api/flights/order/cancelQuote': [{ orderId: booked.orderId, travellerIds: [2] }],
        '/travel/api/flights/order/eTicket': [{ orderId: booked.orderId }],
        '/travel/api/coupon/order/create': [
          { productCode: CHEAPEST, idempotencyKey: randomUUID() },
        ],
      },
    };
  });

  afterAll(() => {
    console.log(`Contract fuzzing on ${engine}:\n${formatReports(reports)}`);
  });

  it.each(API_PATHS)(
    '%s: no 5xx, always the envelope, successes in the contract, nothing stored when refused',
    async (path) => {
      reports.push(await fuzzPath(target, path, runsPerPath, seed));
    },
    Math.max(60_000, runsPerPath * 1_000),
  );
});

/** Real itinerary ids of a day with flights, so itinerary and quote get past the lookup. */
async function someItineraryIds(app: FastifyInstance): Promise<string[]> {
  const response = await post(app, '/travel/api/flights/search', {
    from: 'DEL',
    to: 'BOM',
    date: '2026-12-02',
    pageSize: 3,
  });
  const data = envelope<{ outbound: { items: { id: string }[] } }>(response).data;
  return data.outbound.items.map((item) => item.id);
}
