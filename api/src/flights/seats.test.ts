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
});
