import type { CabinClass } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { hash01 } from './generator';
import type { Flight } from './inventory';

/**
 * Seats the airline sold through other channels before ours, fixed per flight, day and cabin
 * (a quarter to most of the cabin; one flight in thirty is down to its last few seats).
 */
export function seatsSoldElsewhere(flight: Flight, cabin: CabinClass): number {
  const capacity = flight.schedule.aircraft.seats[cabin];
  if (capacity === 0) return 0;
  const u = hash01(`seats|${flight.schedule.designator}|${flight.date}|${cabin}`);
  if (u > 0.965) return Math.max(0, capacity - (1 + Math.floor((u - 0.965) * 200)));
  return Math.floor(capacity * (0.25 + (0.6 * u) / 0.965));
}

export function stockKey(flight: Flight, cabin: CabinClass): string {
  return `${flight.schedule.carrier.code}${flight.schedule.flightNumber}|${flight.date}|${cabin}`;
}

/** Seats still for sale per stockKey, for the flights that bookings have given a row. */
export type StockLevels = Map<string, number>;

/** The counted seats of these flights in one query (flights no booking touched have no row). */
export async function readStock(
  db: Queryable,
  flights: readonly Flight[],
  cabin: CabinClass,
): Promise<StockLevels> {
  if (flights.length === 0) return new Map();
  const rows = await db.query<{ key: string; left: number }>(
    `select s.carrier || s.flight_number || '|' || s.departure_date::text || '|' || s.cabin as key,
            s.seats_total - s.seats_held - s.seats_sold as left
       from unnest($1::text[], $2::int[], $3::date[]) as f(carrier, flight_number, departure_date)
       join flight_seat_stock s using (carrier, flight_number, departure_date)
      where s.cabin = $4`,
    [
      flights.map((flight) => flight.schedule.carrier.code),
      flights.map((flight) => flight.schedule.flightNumber),
      flights.map((flight) => flight.date),
      cabin,
    ],
  );
  return new Map(rows.map((row) => [row.key, Number(row.left)]));
}

export function seatsLeft(flight: Flight, cabin: CabinClass, stock: StockLevels): number {
  const counted = stock.get(stockKey(flight, cabin));
  if (counted !== undefined) return counted;
  return flight.schedule.aircraft.seats[cabin] - seatsSoldElsewhere(flight, cabin);
}

export class SeatsUnavailableError extends Error {
  override name = 'SeatsUnavailableError';
  constructor(readonly flight: string) {
    super(`Not enough seats left on ${flight}`);
  }
}

type Move = 'hold' | 'release' | 'confirm' | 'return';

// Each move changes one counter (or two) under a guard that keeps every counter within bounds.
const MOVES: Record<Move, string> = {
  hold: 'seats_held = seats_held + $5 where seats_held + seats_sold + $5 <= seats_total',
  release: 'seats_held = seats_held - $5 where seats_held >= $5',
  confirm: 'seats_held = seats_held - $5, seats_sold = seats_sold + $5 where seats_held >= $5',
  return: 'seats_sold = seats_sold - $5 where seats_sold >= $5',
};

/**
 * Moves `count` seats on every flight, in the caller's transaction; the row of a flight is
 * created on first use with the seats the airline still had. Throws SeatsUnavailableError
 * (the caller rolls back) when a guard refuses, so no counter ever goes below zero or past
 * the cabin.
 */
export async function moveSeats(
  tx: Queryable,
  move: Move,
  flights: Flight[],
  cabin: CabinClass,
  count: number,
): Promise<void> {
  // A fixed order, so two bookings sharing flights lock them the same way round.
  const ordered = [...flights].sort((a, b) => stockKey(a, cabin).localeCompare(stockKey(b, cabin)));
  for (const flight of ordered) {
    const { carrier, flightNumber } = flight.schedule;
    const total = flight.schedule.aircraft.seats[cabin] - seatsSoldElsewhere(flight, cabin);
    await tx.query(
      `insert into flight_seat_stock (carrier, flight_number, departure_date, cabin, seats_total)
       values ($1, $2, $3::date, $4, $5) on conflict do nothing`,
      [carrier.code, flightNumber, flight.date, cabin, Math.max(0, total)],
    );
    const moved = await tx.query(
      `update flight_seat_stock set updated_at = now(), ${MOVES[move].replace(
        'where',
        'where carrier = $1 and flight_number = $2 and departure_date = $3::date and cabin = $4 and',
      )} returning 1`,
      [carrier.code, flightNumber, flight.date, cabin, count],
    );
    if (moved.length === 0) throw new SeatsUnavailableError(flight.schedule.designator);
  }
}
