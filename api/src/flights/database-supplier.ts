import {
  CABIN_CLASSES,
  type CabinClass,
  type Itinerary,
  type ItineraryDetails,
  todayInIndia,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import {
  BOOKING_CUTOFF_MINUTES,
  ItineraryIds,
  type Offer,
  describe,
  flightsOfId,
  hasRoutings,
  RoutingIndex,
  offersOn,
  priceRouting,
} from './engine';
import { type Flight, type Inventory, addDays, loadInventory } from './inventory';
import { leadPrice, quoteFamilies } from './pricing';
import { SeatsUnavailableError, type StockLevels, moveSeats, readStock, stockKey } from './seats';
import type { DayOffers, DayQuery, FlightSupplier, SearchContext, SupplierOffer } from './supplier';

export const DEPARTED_MESSAGE =
  'This flight has left or closes for booking within 2 hours. Please choose another flight.';
export const RETURN_ORDER_MESSAGE = 'The return flight must leave after the outbound flight lands.';

/** How far either side of a day "nearest days with flights" looks. */
const NEAREST_WINDOW_DAYS = 14;
const NEAREST_DAYS = 3;

function cabinLabel(cabin: CabinClass): string {
  return CABIN_CLASSES.find((c) => c.value === cabin)?.label ?? cabin;
}

function toSupplierOffer(ids: ItineraryIds, offer: Offer): SupplierOffer {
  let itinerary: Itinerary | undefined;
  return {
    price: offer.price,
    stops: offer.stops,
    carriers: [
      ...new Map(offer.flights.map((f) => [f.schedule.carrier.code, f.schedule.carrier])).values(),
    ].map((carrier) => ({ code: carrier.code, name: carrier.name })),
    seats: offer.seats,
    departureUtc: offer.departureUtc,
    arrivalUtc: offer.arrivalUtc,
    departureMinute: offer.departureMinute,
    arrivalMinute: offer.arrivalMinute,
    itinerary: () => (itinerary ??= describe(ids, offer)),
  };
}

/** How many priced days a process keeps (each is a route, a day, a cabin and a party size). */
const PRICED_DAYS_KEPT = 1000;
/** Seat-stock reads a PGlite process keeps (a set of days and a cabin each). */
const STOCK_READS_KEPT = 1000;

/**
 * Seat moves started in this process by any supplier, counted before and after each: a kept
 * stock read belongs to one count. Every supplier of the process shares it, so a booking that
 * moves seats through its own supplier still invalidates the reads the search's supplier keeps.
 */
let seatMoves = 0;

/**
 * What a day's prices depend on besides the timetable: the date in India (days before
 * departure), the minute when the day is today or tomorrow (the booking cut-off), and the
 * counted seats of every flight the day's itineraries use.
 */
function pricingKey(
  day: DayQuery,
  flights: readonly Flight[],
  context: SearchContext,
  today: string,
  stock: StockLevels,
): string {
  const soon = day.date <= addDays(today, 1) ? Math.floor(context.now.getTime() / 60_000) : '';
  let counted = '';
  for (const flight of flights) {
    const key = stockKey(flight, context.cabin);
    const left = stock.get(key);
    if (left !== undefined) counted += `${key}=${left},`;
  }
  return `${day.from}-${day.to}|${day.date}|${context.cabin}|${context.seats}|${today}|${soon}|${counted}`;
}

/**
 * Our own inventory: the timetable of migration 0008, read once per process (it changes only
 * with a migration) with its routings indexed per route and day, and the seat stock of the
 * flights a search needs, read in one query (see docs/decisions/0013).
 */
export function databaseSupplier(
  db: Queryable,
  options: {
    secret: string;
    /** Keep seat-stock reads until this process moves seats: only where no other process writes. */
    keepStock?: boolean;
  },
): FlightSupplier {
  const ids = new ItineraryIds(options.secret);
  let loading: Promise<{ inv: Inventory; index: RoutingIndex }> | undefined;
  // Read through the caller's transaction when that comes first: with PGlite a read on `db`
  // waits for an open transaction to end, so reading outside it from inside would never finish.
  const timetable = (source: Queryable = db) => {
    loading ??= loadInventory(source).then(
      (inv) => ({ inv, index: new RoutingIndex(inv) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const inventory = async (source: Queryable = db) => (await timetable(source)).inv;

  // Searches that arrive while the same stock read is under way share it: still a fresh read.
  // With PGlite this process is the only one using the data, and every seat move goes through
  // moveSeats below, so a read stays exact until the next move (seatMoves counts them).
  const reading = new Map<string, { generation: number; read: Promise<StockLevels> }>();
  const stockOf = (key: string, flights: readonly Flight[], cabin: CabinClass) => {
    const known = reading.get(key);
    if (known && known.generation === seatMoves) return known.read;
    const entry = { generation: seatMoves, read: readStock(db, flights, cabin) };
    reading.set(key, entry);
    const forget = () => {
      if (reading.get(key) !== entry) return;
      if (!options.keepStock || reading.size > STOCK_READS_KEPT) reading.delete(key);
    };
    entry.read.then(forget, () => {
      if (reading.get(key) === entry) reading.delete(key);
    });
    return entry.read;
  };

  /** Priced days, oldest first; a key holds everything their prices depend on. */
  const pricedDays = new Map<string, DayOffers>();

  /** Each day priced now, from one stock read for all their flights, reusing equal days. */
  const priceDays = async (
    days: DayQuery[],
    context: SearchContext,
  ): Promise<{ inv: Inventory; answers: DayOffers[] }> => {
    const { inv, index } = await timetable();
    const today = todayInIndia(context.now);
    const flightsOf = days.map((day) => index.flights(day.from, day.to, day.date));
    const all = flightsOf.length === 1 ? flightsOf[0]! : [...new Set(flightsOf.flat())];
    const readKey = `${days.map((day) => `${day.from}-${day.to}|${day.date}`).join(';')}|${context.cabin}`;
    const stock = await stockOf(readKey, all, context.cabin);
    const answers = days.map((day, i): DayOffers => {
      const key = pricingKey(day, flightsOf[i]!, context, today, stock);
      const known = pricedDays.get(key);
      if (known) return known;
      const answer = priceDay(inv, index, stock, day, context, today);
      if (pricedDays.size >= PRICED_DAYS_KEPT) pricedDays.delete(pricedDays.keys().next().value!);
      pricedDays.set(key, answer);
      return answer;
    });
    return { inv, answers };
  };

  const nearestDates = (
    inv: Inventory,
    index: RoutingIndex,
    from: string,
    to: string,
    date: string,
    today: string,
    cabin: CabinClass,
  ) => {
    const found: string[] = [];
    for (let step = 1; step <= NEAREST_WINDOW_DAYS && found.length < NEAREST_DAYS; step += 1) {
      for (const day of [addDays(date, -step), addDays(date, step)]) {
        if (day < today || day < inv.firstDate || day > inv.lastDate) continue;
        if (found.length < NEAREST_DAYS && hasRoutings(index, from, to, day, cabin))
          found.push(day);
      }
    }
    return found;
  };

  /** The flights of an id, or a message a person reads. */
  const resolve = (inv: Inventory, id: string, context: SearchContext): Flight[] => {
    const pairs = ids.decode(id);
    if (!pairs) throw new ApiError('itineraryNotFound');
    const flights = flightsOfId(inv, pairs);
    if (!flights) throw new ApiError('flightNotOperating');
    if (flights[0]!.departureUtc < context.now.getTime() + BOOKING_CUTOFF_MINUTES * 60_000) {
      throw new ApiError(400, DEPARTED_MESSAGE);
    }
    const without = flights.find((flight) => flight.schedule.aircraft.seats[context.cabin] === 0);
    if (without) {
      throw new ApiError(
        400,
        `${without.schedule.designator} has no ${cabinLabel(context.cabin)} cabin. Please choose another cabin.`,
      );
    }
    return flights;
  };

  const priced = async (flights: Flight[], context: SearchContext) => {
    const stock = await readStock(db, flights, context.cabin);
    const result = priceRouting(flights, context.cabin, stock, todayInIndia(context.now))!;
    if (result.seats < context.seats) {
      throw new ApiError(
        400,
        result.seats === 0
          ? 'This flight is full. Please choose another flight.'
          : `Only ${result.seats} ${result.seats === 1 ? 'seat is' : 'seats are'} left on this flight. Please choose fewer travellers or another flight.`,
      );
    }
    return result;
  };

  const details = (
    inv: Inventory,
    flights: Flight[],
    context: SearchContext,
    seats: number,
    price: ReturnType<typeof leadPrice>,
  ): ItineraryDetails => ({
    ...describe(ids, { flights, cabin: context.cabin, seats, price }),
    fromAirport: inv.airports.get(flights[0]!.schedule.origin.code)!,
    toAirport: inv.airports.get(flights[flights.length - 1]!.schedule.destination.code)!,
  });

  function priceDay(
    inv: Inventory,
    index: RoutingIndex,
    stock: StockLevels,
    day: DayQuery,
    context: SearchContext,
    today: string,
  ): DayOffers {
    const offers = offersOn(index, stock, {
      ...day,
      cabin: context.cabin,
      seats: context.seats,
      today,
      nowMs: context.now.getTime(),
    });
    if (offers.length > 0) {
      return { offers: offers.map((offer) => toSupplierOffer(ids, offer)), empty: null };
    }
    const nearest = nearestDates(inv, index, day.from, day.to, day.date, today, context.cabin);
    const flies = hasRoutings(index, day.from, day.to, day.date, context.cabin);
    return {
      offers: [],
      empty: {
        reason: flies ? 'sold-out' : nearest.length > 0 ? 'no-flights' : 'no-service',
        nearestDates: nearest,
      },
    };
  }

  return {
    async salesWindow() {
      const inv = await inventory();
      return { firstDate: inv.firstDate, lastDate: inv.lastDate };
    },

    async airports() {
      const inv = await inventory();
      return inv.airportList.map(({ weight: _weight, ...airport }) => airport);
    },

    async searchItineraries(days, context) {
      return (await priceDays(days, context)).answers;
    },

    async fareCalendar(route, context) {
      const inv = await inventory();
      const today = todayInIndia(context.now);
      const onSale = route.dates.filter(
        (date) => date >= today && date >= inv.firstDate && date <= inv.lastDate,
      );
      const { answers } = await priceDays(
        onSale.map((date) => ({ from: route.from, to: route.to, date })),
        context,
      );
      const lowest = new Map(
        onSale.map((date, i) => [
          date,
          answers[i]!.offers.reduce<number | null>(
            (min, offer) =>
              min === null || offer.price.totalPaise < min ? offer.price.totalPaise : min,
            null,
          ),
        ]),
      );
      return route.dates.map((date) => ({ date, lowestPricePaise: lowest.get(date) ?? null }));
    },

    async itinerary(itineraryId, context) {
      const inv = await inventory();
      const flights = resolve(inv, itineraryId, context);
      const { direction, seats } = await priced(flights, context);
      return details(inv, flights, context, seats, leadPrice(context.cabin, direction));
    },

    async quote(input) {
      const inv = await inventory();
      const context: SearchContext = {
        cabin: input.cabin,
        seats: input.travellers.adults + input.travellers.children,
        now: input.now,
      };
      const outbound = resolve(inv, input.itineraryId, context);
      const back = input.returnItineraryId ? resolve(inv, input.returnItineraryId, context) : null;
      if (back && back[0]!.departureUtc < outbound[outbound.length - 1]!.arrivalUtc + 60 * 60_000) {
        throw new ApiError(400, RETURN_ORDER_MESSAGE);
      }
      const directions = [];
      const itineraries = [];
      for (const flights of back ? [outbound, back] : [outbound]) {
        const { direction, seats } = await priced(flights, context);
        directions.push(direction);
        itineraries.push(details(inv, flights, context, seats, leadPrice(input.cabin, direction)));
      }
      return {
        itineraries,
        cabin: input.cabin,
        travellers: input.travellers,
        families: quoteFamilies(input.cabin, directions, input.travellers),
        quotedAt: input.now.toISOString(),
      };
    },

    async moveSeats(tx, move, itineraryId, cabin, count) {
      const inv = await inventory(tx);
      const pairs = ids.decode(itineraryId);
      if (!pairs) throw new ApiError('itineraryNotFound');
      const flights = flightsOfId(inv, pairs);
      if (!flights) throw new ApiError('flightNotOperating');
      seatMoves += 1;
      try {
        await moveSeats(tx, move, flights, cabin, count);
      } catch (error) {
        if (error instanceof SeatsUnavailableError) {
          throw new ApiError(
            409,
            `Not enough seats left on ${error.flight}. Please choose another flight.`,
          );
        }
        throw error;
      } finally {
        // After the transaction's own reads, so none of them is kept.
        seatMoves += 1;
      }
    },
  };
}
