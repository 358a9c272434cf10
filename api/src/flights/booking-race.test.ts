import type { Itinerary } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../accounts/sessions';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { call } from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { adult, createBody, itinerariesOn, quoteBooking } from '../test-support/flights';

/** Api processes on their own connections (on PGlite they share the one). */
const REPLICAS = 4;
const VISITORS = 100;
const SEATS_LEFT = 3;

describe.each(engines)('100 concurrent bookings for the last 3 seats on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock('2026-11-23T06:00:00.000Z');
  const apps: FastifyInstance[] = [];
  let db: Database;
  let flight: Itinerary;

  beforeAll(async () => {
    db = database().db;
    for (let i = 0; i < REPLICAS; i += 1) {
      const replicaDb = i === 0 ? db : await database().replica();
      apps.push((await testApp(replicaDb, { now: clock.now })).app);
    }
    const found = await itinerariesOn(apps[0]!, { from: 'DEL', to: 'HYD', date: '2026-12-03' });
    flight = found[0]!;
  });

  /** Visitors signed in straight in the database: the race is about seats, not sign-ups. */
  async function visitors(count: number): Promise<string[]> {
    const tokens: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const [user] = await db.query<{ id: number }>(
        `insert into app_user (uid, nickname, email, mobile_area_code, mobile_no, password_hash,
           created_at) values ($1, $2, $3, '91', $4, 'x', $5) returning id`,
        [
          `race-${i}`,
          `Racer ${i}`,
          `racer${i}@example.com`,
          `90000${String(i).padStart(5, '0')}`,
          clock.now(),
        ],
      );
      tokens.push(await createSession(db, user!.id, clock.now()));
    }
    return tokens;
  }

  it(
    'sells exactly 3 seats and tells everyone else the flight is full',
    { timeout: 240_000 },
    async () => {
      const segment = flight.segments[0]!;
      const [carrier, number] = segment.flightNumber.split(' ');
      await db.query(
        `insert into flight_seat_stock (carrier, flight_number, departure_date, cabin, seats_total,
         seats_sold) values ($1, $2, $3::date, 'economy', 180, $4)`,
        [carrier, Number(number), segment.depTime.slice(0, 10), 180 - SEATS_LEFT],
      );
      const tokens = await visitors(VISITORS);
      const trip = { itineraryId: flight.id };
      const quote = await quoteBooking(apps[0]!, tokens[0]!, trip, [adult()]);
      const amount = quote.price.amountToPayPaise;

      const answers = await Promise.all(
        tokens.map((token, i) =>
          call(
            apps[i % REPLICAS]!,
            '/travel/api/flights/booking/create',
            createBody(
              trip,
              [adult('Racer', `Number${'abcdefghijklmnopqrstuvwxyz'[i % 26]}`)],
              amount,
            ),
            token,
          ),
        ),
      );
      const booked = answers.filter((a) => a.code === 200);
      const refused = answers.filter((a) => a.code !== 200);
      const [stock] = await db.query<{ held: number; sold: number; total: number }>(
        `select seats_held as held, seats_sold as sold, seats_total as total from flight_seat_stock
       where carrier = $1 and flight_number = $2 and departure_date = $3::date and cabin = 'economy'`,
        [carrier, Number(number), segment.depTime.slice(0, 10)],
      );
      const [orders] = await db.query<{ n: number }>('select count(*)::int as n from flight_order');
      console.log(
        `[${engine}] ${VISITORS} concurrent bookings for the last ${SEATS_LEFT} seats: ` +
          `${booked.length} booked, ${refused.length} refused; seats held ${stock!.held}, ` +
          `left ${stock!.total - stock!.held - stock!.sold}`,
      );
      expect(booked).toHaveLength(SEATS_LEFT);
      expect(orders!.n).toBe(SEATS_LEFT);
      expect(stock).toMatchObject({ held: SEATS_LEFT, sold: 180 - SEATS_LEFT });
      for (const answer of refused) {
        expect([
          'This flight is full. Please choose another flight.',
          `Not enough seats left on ${segment.flightNumber.replace(' ', '')}. Please choose another flight.`,
          `Not enough seats left on ${segment.flightNumber}. Please choose another flight.`,
        ]).toContain(answer.msg);
      }
    },
  );
});
