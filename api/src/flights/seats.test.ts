import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/envelope';
import { engines, useTestDatabase } from '../test-support/database';
import { databaseSupplier } from './database-supplier';
import type { SearchContext } from './supplier';

const now = new Date('2026-11-23T06:00:00Z');
const context: SearchContext = { cabin: 'business', seats: 1, now };

describe.each(engines)('the seat stock (%s)', (engine) => {
  const testDb = useTestDatabase(engine);

  async function firstBusinessFlight() {
    // Kept stock reads (as with PGlite) must see every move at once.
    const supplier = databaseSupplier(testDb().db, {
      secret: 'seat-test-secret-'.repeat(3),
      keepStock: engine === 'pglite',
    });
    const [day] = await supplier.searchItineraries(
      [{ from: 'DEL', to: 'BOM', date: '2026-12-09' }],
      context,
    );
    const offer = day!.offers.find((candidate) => candidate.stops === 0)!;
    return { supplier, id: offer.itinerary().id, seats: offer.seats };
  }

  async function seatsOf(supplier: ReturnType<typeof databaseSupplier>, id: string) {
    return (await supplier.itinerary(id, context)).seatsLeft;
  }

  it('holds, confirms, releases and returns seats, and never sells more than there are', async () => {
    const { db } = testDb();
    const { supplier, id, seats } = await firstBusinessFlight();
    expect(seats).toBeGreaterThan(0);
    await db.transaction((tx) => supplier.moveSeats(tx, 'hold', id, 'business', seats));
    await expect(
      db.transaction((tx) => supplier.moveSeats(tx, 'hold', id, 'business', 1)),
    ).rejects.toMatchObject({ code: 409 });
    // A full flight is not offered, and its itinerary says so.
    const [day] = await supplier.searchItineraries(
      [{ from: 'DEL', to: 'BOM', date: '2026-12-09' }],
      context,
    );
    expect(day!.offers.some((offer) => offer.itinerary().id === id)).toBe(false);
    await expect(supplier.itinerary(id, context)).rejects.toThrow('This flight is full');

    await db.transaction((tx) => supplier.moveSeats(tx, 'release', id, 'business', 1));
    expect(await seatsOf(supplier, id)).toBe(1);
    await db.transaction((tx) => supplier.moveSeats(tx, 'confirm', id, 'business', seats - 1));
    await expect(
      db.transaction((tx) => supplier.moveSeats(tx, 'confirm', id, 'business', 1)),
    ).rejects.toBeInstanceOf(ApiError);
    await db.transaction((tx) => supplier.moveSeats(tx, 'return', id, 'business', 2));
    expect(await seatsOf(supplier, id)).toBe(3);
    await expect(
      db.transaction((tx) => supplier.moveSeats(tx, 'return', id, 'business', seats)),
    ).rejects.toBeInstanceOf(ApiError);
    expect(await seatsOf(supplier, id)).toBe(3);
  });

  it('sells the last seats once when many bookings try at the same time', async () => {
    const test = testDb();
    const supplier = databaseSupplier(test.db, { secret: 'seat-test-secret-'.repeat(3) });
    const [day] = await supplier.searchItineraries(
      [{ from: 'BOM', to: 'BLR', date: '2026-12-10' }],
      context,
    );
    const offer = day!.offers.find((candidate) => candidate.stops === 0)!;
    const id = offer.itinerary().id;
    await test.db.transaction((tx) =>
      supplier.moveSeats(tx, 'hold', id, 'business', offer.seats - 3),
    );
    const replicas = await Promise.all(Array.from({ length: 4 }, () => test.replica()));
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        replicas[i % replicas.length]!.transaction((tx) =>
          supplier.moveSeats(tx, 'hold', id, 'business', 1),
        ),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(3);
    expect(await seatsOf(supplier, id).catch((error: Error) => error.message)).toBe(
      'This flight is full. Please choose another flight.',
    );
  });

  it('shows seats held, released or sold through moveSeats in the next search and fare calendar', async () => {
    const { db } = testDb();
    const supplier = databaseSupplier(db, {
      secret: 'seat-test-secret-'.repeat(3),
      keepStock: engine === 'pglite',
    });
    const delBom = { from: 'DEL', to: 'BOM', date: '2026-12-09' };
    const economy: SearchContext = { cabin: 'economy', seats: 2, now };
    const seatsOn = async (id: string) => {
      const [day] = await supplier.searchItineraries([delBom], economy);
      return day!.offers.find((offer) => offer.itinerary().id === id)?.seats ?? 0;
    };
    const lowest = async () =>
      (await supplier.fareCalendar({ ...delBom, dates: [delBom.date] }, economy))[0]!
        .lowestPricePaise;
    const [day] = await supplier.searchItineraries([delBom], economy);
    const cheapest = [...day!.offers].sort((a, b) => a.price.totalPaise - b.price.totalPaise)[0]!;
    const id = cheapest.itinerary().id;
    const before = cheapest.seats;
    expect(await lowest()).toBe(cheapest.price.totalPaise);

    await db.transaction((tx) => supplier.moveSeats(tx, 'hold', id, 'economy', 2));
    expect(await seatsOn(id)).toBe(before - 2);
    await db.transaction((tx) => supplier.moveSeats(tx, 'release', id, 'economy', 1));
    expect(await seatsOn(id)).toBe(before - 1);
    // A move that is rolled back changes nothing, and the search says so.
    await expect(
      db.transaction(async (tx) => {
        await supplier.moveSeats(tx, 'confirm', id, 'economy', 1);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await seatsOn(id)).toBe(before - 1);

    // Down to one seat: gone from a search for two, and the calendar's lowest fare moves up.
    await db.transaction((tx) => supplier.moveSeats(tx, 'hold', id, 'economy', before - 2));
    expect(await seatsOn(id)).toBe(0);
    expect(await lowest()).toBeGreaterThan(cheapest.price.totalPaise);
    await db.transaction((tx) => supplier.moveSeats(tx, 'release', id, 'economy', before - 1));
    expect(await seatsOn(id)).toBe(before);
    expect(await lowest()).toBe(cheapest.price.totalPaise);
  });

  it('shows a seat held by another supplier or api process in the next search', async () => {
    const test = testDb();
    const secret = 'seat-test-secret-'.repeat(3);
    const keepStock = engine === 'pglite';
    // On PGlite the other one shares the process and the connection, as it must.
    const here = databaseSupplier(test.db, { secret, keepStock });
    const other = await test.replica();
    const there = databaseSupplier(other, { secret, keepStock });
    const delBom = [{ from: 'DEL', to: 'BOM', date: '2026-12-09' }];
    const [day] = await here.searchItineraries(delBom, context);
    const offer = day!.offers.find((candidate) => candidate.stops === 0)!;
    const id = offer.itinerary().id;
    await other.transaction((tx) => there.moveSeats(tx, 'hold', id, 'business', 1));
    const [after] = await here.searchItineraries(delBom, context);
    expect(after!.offers.find((candidate) => candidate.itinerary().id === id)?.seats).toBe(
      offer.seats - 1,
    );
  });
});
