import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CabinClass, Itinerary, Layover } from '@travel/shared/contracts';
import { HUBS } from './airports';
import {
  type Flight,
  type Inventory,
  addDays,
  daysBetween,
  flightOn,
  localMinuteOf,
  operatesOn,
} from './inventory';
import { terminalAt } from './network';
import {
  type LeadPrice,
  type PricedDirection,
  flightBaseFare,
  itineraryBaseFare,
  leadPrice,
} from './pricing';
import { type StockLevels, seatsLeft } from './seats';

/** An itinerary as the results need it: what the caller sees plus what sorting and filters use. */
export interface Offer {
  flights: Flight[];
  direction: PricedDirection;
  cabin: CabinClass;
  seats: number;
  price: LeadPrice;
  stops: number;
  departureUtc: number;
  arrivalUtc: number;
  /** Local minutes after midnight at the origin / the destination. */
  departureMinute: number;
  arrivalMinute: number;
}

/** Layovers at a hub: at least 45 minutes (90 with an international flight), at most 6 hours. */
export const MIN_CONNECTION_MINUTES = 45;
export const MIN_INTERNATIONAL_CONNECTION_MINUTES = 90;
export const MAX_CONNECTION_MINUTES = 360;
/** No flight departs in the next two hours for a new booking. */
export const BOOKING_CUTOFF_MINUTES = 120;
/** Each first flight connects to at most this many onward flights, the soonest first. */
const CONNECTIONS_PER_FLIGHT = 2;

export interface DaySearch {
  from: string;
  to: string;
  date: string;
  cabin: CabinClass;
  /** Adults + children: infants need no seat. */
  seats: number;
  today: string;
  nowMs: number;
}

function distance(inventory: Inventory, a: string, b: string): number {
  const route = inventory.routes.get(`${a}-${b}`)?.[0];
  if (route) return route.distanceKm;
  const x = inventory.airports.get(a)!;
  const y = inventory.airports.get(b)!;
  const rad = Math.PI / 180;
  const h =
    Math.sin(((y.latitude - x.latitude) * rad) / 2) ** 2 +
    Math.cos(x.latitude * rad) *
      Math.cos(y.latitude * rad) *
      Math.sin(((y.longitude - x.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function flightsOn(inventory: Inventory, from: string, to: string, date: string): Flight[] {
  return (inventory.routes.get(`${from}-${to}`) ?? [])
    .filter((schedule) => operatesOn(schedule, date))
    .map((schedule) => flightOn(schedule, date));
}

/** The flight sequences from `from` to `to` leaving on `date`: non-stop and one-stop. */
export function routingsOn(
  inventory: Inventory,
  from: string,
  to: string,
  date: string,
): Flight[][] {
  const routings: Flight[][] = flightsOn(inventory, from, to, date).map((flight) => [flight]);
  const direct = distance(inventory, from, to);
  for (const hub of HUBS) {
    if (hub === from || hub === to) continue;
    // No detour a traveller would laugh at: DEL-BOM does not go through Kolkata.
    const via = distance(inventory, from, hub) + distance(inventory, hub, to);
    if (via > Math.max(direct * 1.6, direct + 700)) continue;
    const firsts = flightsOn(inventory, from, hub, date);
    if (firsts.length === 0) continue;
    const seconds = [
      ...flightsOn(inventory, hub, to, date),
      ...flightsOn(inventory, hub, to, addDays(date, 1)),
    ].sort((a, b) => a.departureUtc - b.departureUtc);
    for (const first of firsts) {
      const international = first.schedule.international;
      let connections = 0;
      for (const second of seconds) {
        if (second.schedule.carrier.groupCode !== first.schedule.carrier.groupCode) continue;
        const minimum =
          international || second.schedule.international
            ? MIN_INTERNATIONAL_CONNECTION_MINUTES
            : MIN_CONNECTION_MINUTES;
        const layover = (second.departureUtc - first.arrivalUtc) / 60_000;
        if (layover < minimum) continue;
        if (layover > MAX_CONNECTION_MINUTES) break;
        routings.push([first, second]);
        connections += 1;
        if (connections === CONNECTIONS_PER_FLIGHT) break;
      }
    }
  }
  return routings;
}

/** Days of routings a process keeps (a route and a day each; the timetable never changes). */
const ROUTING_DAYS_KEPT = 4000;

/**
 * The routings of each route and day, built once from the timetable and kept: the timetable is
 * fixed for the life of a process (it changes only with a migration), so a day's flights, their
 * instants and their connections are the same for every search. The same Flight objects come
 * back each time, so the ids signed for them are kept too.
 */
export class RoutingIndex {
  private readonly days = new Map<string, Flight[][]>();
  private readonly flightSets = new Map<string, Flight[]>();

  constructor(readonly inventory: Inventory) {}

  routings(from: string, to: string, date: string): Flight[][] {
    const key = `${from}-${to}|${date}`;
    let known = this.days.get(key);
    if (!known) {
      known = routingsOn(this.inventory, from, to, date);
      if (this.days.size >= ROUTING_DAYS_KEPT) {
        const oldest = this.days.keys().next().value!;
        this.days.delete(oldest);
        this.flightSets.delete(oldest);
      }
      this.days.set(key, known);
    }
    return known;
  }

  /** Every flight of a route and day's routings, once each: the seat stock a search needs. */
  flights(from: string, to: string, date: string): Flight[] {
    const routings = this.routings(from, to, date);
    const key = `${from}-${to}|${date}`;
    let known = this.flightSets.get(key);
    if (!known) {
      known = [...new Set(routings.flat())];
      this.flightSets.set(key, known);
    }
    return known;
  }
}

// ---- itinerary ids ----------------------------------------------------------------------------

/** Signs and reads itinerary ids: `v1.<flights>.<hmac>`; a changed character breaks the hmac. */
export class ItineraryIds {
  private readonly key: Buffer;
  // An id depends only on its flights, so the ids of recent routings are kept.
  private readonly encoded = new WeakMap<Flight[], string>();

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('flight-itinerary-id').digest();
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url').slice(0, 22);
  }

  encode(flights: Flight[]): string {
    const known = this.encoded.get(flights);
    if (known) return known;
    const id = this.idOf(flights);
    this.encoded.set(flights, id);
    return id;
  }

  private idOf(flights: Flight[]): string {
    const payload = Buffer.from(
      flights
        .map((f) => `${f.schedule.carrier.code}${f.schedule.flightNumber}@${f.date}`)
        .join('~'),
    ).toString('base64url');
    return `v1.${payload}.${this.sign(payload)}`;
  }

  /** The [flight key, date] pairs of a genuine id; null for anything we did not sign. */
  decode(id: string): [string, string][] | null {
    const parts = id.split('.');
    if (parts.length !== 3 || parts[0] !== 'v1') return null;
    const [, payload, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const legs = Buffer.from(payload, 'base64url').toString().split('~');
    const pairs = legs.map((leg) => leg.split('@'));
    if (pairs.some((pair) => pair.length !== 2)) return null;
    return pairs as [string, string][];
  }
}

/** The flights of a decoded id, if every one still flies that day and they connect. */
export function flightsOfId(inventory: Inventory, pairs: [string, string][]): Flight[] | null {
  const flights: Flight[] = [];
  for (const [key, date] of pairs) {
    const schedule = inventory.flights.get(key)?.find((candidate) => operatesOn(candidate, date));
    if (!schedule) return null;
    flights.push(flightOn(schedule, date));
  }
  for (let i = 1; i < flights.length; i += 1) {
    if (flights[i]!.schedule.origin !== flights[i - 1]!.schedule.destination) return null;
  }
  return flights.length > 0 ? flights : null;
}

// ---- offers -----------------------------------------------------------------------------------

/** What a caller sees of an offer (built only for the page shown: it signs the id). */
export function describe(
  ids: ItineraryIds,
  offer: Pick<Offer, 'flights' | 'cabin' | 'seats' | 'price'>,
): Itinerary {
  const { flights, cabin, seats } = offer;
  const first = flights[0]!;
  const last = flights[flights.length - 1]!;
  const terminal = (flight: Flight, end: 'from' | 'to') =>
    terminalAt(
      end === 'from' ? flight.schedule.origin.code : flight.schedule.destination.code,
      flight.schedule.carrier.code,
      flight.schedule.international,
    );
  const layovers: Layover[] = flights.slice(1).map((next, i) => {
    const previous = flights[i]!;
    return {
      airport: next.schedule.origin.code,
      city: next.schedule.origin.city,
      minutes: Math.round((next.departureUtc - previous.arrivalUtc) / 60_000),
      changeOfTerminal: terminal(previous, 'to') !== terminal(next, 'from'),
    };
  });
  const carriers = [
    ...new Map(flights.map((f) => [f.schedule.carrier.code, f.schedule.carrier])).values(),
  ];
  return {
    id: ids.encode(flights),
    from: first.schedule.origin.code,
    to: last.schedule.destination.code,
    depTime: first.depTime,
    arrTime: last.arrTime,
    arrDayOffset: daysBetween(first.date, last.arrTime.slice(0, 10)),
    durationMinutes: Math.round((last.arrivalUtc - first.departureUtc) / 60_000),
    stops: flights.length - 1,
    carriers: carriers.map((carrier) => ({ code: carrier.code, name: carrier.name })),
    segments: flights.map((flight) => ({
      carrier: flight.schedule.carrier.code,
      carrierName: flight.schedule.carrier.name,
      flightNumber: flight.schedule.designator,
      aircraft: flight.schedule.aircraft.name,
      from: flight.schedule.origin.code,
      to: flight.schedule.destination.code,
      fromTerminal: terminal(flight, 'from'),
      toTerminal: terminal(flight, 'to'),
      depTime: flight.depTime,
      arrTime: flight.arrTime,
      durationMinutes: flight.schedule.blockMinutes,
      arrDayOffset: flight.arrDayOffset,
      distanceKm: flight.schedule.distanceKm,
    })),
    layovers,
    cabin,
    seatsLeft: seats,
    price: offer.price,
  };
}

/** Prices a flight sequence from the inventory and the seats left now; null if it cannot be sold. */
export function priceRouting(
  flights: Flight[],
  cabin: CabinClass,
  stock: StockLevels,
  today: string,
): { direction: PricedDirection; seats: number } | null {
  let seats = Number.POSITIVE_INFINITY;
  const fares: number[] = [];
  for (const flight of flights) {
    if (flight.schedule.aircraft.seats[cabin] === 0) return null;
    const left = seatsLeft(flight, cabin, stock);
    seats = Math.min(seats, left);
    fares.push(flightBaseFare(flight, cabin, today, left));
  }
  return { direction: { flights, adultBasePaise: itineraryBaseFare(fares) }, seats };
}

/** Every itinerary of the day that can be sold to these travellers now. */
export function offersOn(index: RoutingIndex, stock: StockLevels, search: DaySearch): Offer[] {
  const cutoff = search.nowMs + BOOKING_CUTOFF_MINUTES * 60_000;
  const offers: Offer[] = [];
  for (const flights of index.routings(search.from, search.to, search.date)) {
    const first = flights[0]!;
    const last = flights[flights.length - 1]!;
    if (first.departureUtc < cutoff) continue;
    const priced = priceRouting(flights, search.cabin, stock, search.today);
    if (!priced || priced.seats < search.seats) continue;
    offers.push({
      flights,
      direction: priced.direction,
      cabin: search.cabin,
      seats: priced.seats,
      price: leadPrice(search.cabin, priced.direction),
      stops: flights.length - 1,
      departureUtc: first.departureUtc,
      arrivalUtc: last.arrivalUtc,
      departureMinute: localMinuteOf(first.departureUtc, first.schedule.origin.timeZone),
      arrivalMinute: localMinuteOf(last.arrivalUtc, last.schedule.destination.timeZone),
    });
  }
  return offers;
}

/** Whether anything with this cabin flies from `from` to `to` that day (seats aside). */
export function hasRoutings(
  index: RoutingIndex,
  from: string,
  to: string,
  date: string,
  cabin: CabinClass,
): boolean {
  return index
    .routings(from, to, date)
    .some((flights) => flights.every((flight) => flight.schedule.aircraft.seats[cabin] > 0));
}
