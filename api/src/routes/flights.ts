import {
  type CabinClass,
  CABIN_CLASSES,
  type FlightAirport,
  type FlightSearchResponse,
  PAST_DATE_MESSAGE,
  type ResultList,
  type SearchFilters,
  todayInIndia,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { databaseSupplier } from '../flights/database-supplier';
import { HINDI_CITY_NAMES, searchable } from '../flights/city-names';
import { addDays } from '../flights/inventory';
import { facetsOf, orderedOffers } from '../flights/results';
import type { DayOffers, FlightSupplier } from '../flights/supplier';
import { defineRoute } from '../http/define-route';
import { ApiError } from '../http/envelope';
import { readLimiter } from '../http/read-limit';
import type { RouteDeps } from './deps';
import { flightBookingRoutes } from './flight-bookings';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** 'Tue, 1 Dec 2026' */
export function formatDay(isoDate: string): string {
  const parts = Object.fromEntries(
    dayFormat
      .formatToParts(new Date(`${isoDate}T00:00:00Z`))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/**
 * Ranked for a search box typed from its first letter: the exact code, then cities (in English,
 * or in Hindi as `HINDI_CITY_NAMES` spells them), codes and airport names that start with the
 * text, then words that start with it; busiest first within.
 */
export function rankAirports(airports: FlightAirport[], query: string): FlightAirport[] {
  const text = searchable(query);
  if (!text) return airports;
  const score = (airport: FlightAirport): number => {
    const code = airport.code.toLowerCase();
    const cities = [airport.city, ...(HINDI_CITY_NAMES[airport.code] ?? [])].map(searchable);
    const name = airport.name.toLowerCase();
    if (code === text) return 0;
    if (cities.some((city) => city.startsWith(text))) return 1;
    if (code.startsWith(text)) return 2;
    if (name.startsWith(text)) return 3;
    if (
      [...cities, name, airport.country.toLowerCase()]
        .join(' ')
        .split(/[\s()-]+/)
        .some((word) => word.startsWith(text))
    ) {
      return 4;
    }
    return cities.some((city) => city.includes(text)) || name.includes(text) ? 5 : -1;
  };
  return airports
    .map((airport, rank) => ({ airport, rank, score: score(airport) }))
    .filter((entry) => entry.score >= 0)
    .sort((a, b) => a.score - b.score || a.rank - b.rank)
    .map((entry) => entry.airport);
}

function cabinLabel(cabin: CabinClass): string {
  return CABIN_CLASSES.find((c) => c.value === cabin)?.label ?? cabin;
}

export function flightRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  supplier: FlightSupplier = databaseSupplier(deps.db, {
    secret: deps.xsrfSecret,
    keepStock: deps.db.engine === 'pglite',
  }),
): void {
  // Every call here reads the database: a budget per client and minute, shared by the replicas.
  const limiter = readLimiter({
    db: deps.db,
    secret: deps.xsrfSecret,
    now: deps.now,
    perMinute: deps.config.readLimits,
  });

  let airportIndex: Promise<Map<string, FlightAirport>> | undefined;
  const airports = () => {
    airportIndex ??= supplier.airports().then((list) => new Map(list.map((a) => [a.code, a])));
    return airportIndex;
  };

  const knownAirport = async (code: string): Promise<FlightAirport> => {
    const airport = (await airports()).get(code);
    if (!airport) {
      throw new ApiError(
        400,
        `We have no flights to or from “${code}”. Please choose an airport from the list.`,
      );
    }
    return airport;
  };

  /** A date on sale: not before today in India, not after the timetable's last day. */
  const checkDate = async (date: string): Promise<void> => {
    if (date < todayInIndia(deps.now())) throw new ApiError(400, PAST_DATE_MESSAGE);
    const { lastDate } = await supplier.salesWindow();
    if (date > lastDate) {
      throw new ApiError(
        400,
        `Flights are on sale up to ${formatDay(lastDate)}. Please choose an earlier date.`,
      );
    }
  };

  defineRoute(
    app,
    '/travel/api/flights/airports',
    async ({ query, limit }, { request, reply }) =>
      (await limiter.refuse(request, reply, 'airportLookups')) ??
      rankAirports([...(await airports()).values()], query).slice(0, limit),
  );

  defineRoute(app, '/travel/api/flights/search', async (search, { request, reply }) => {
    const refused = await limiter.refuse(request, reply, 'flightReads');
    if (refused) return refused;
    const [from, to] = [await knownAirport(search.from), await knownAirport(search.to)];
    await checkDate(search.date);
    if (search.returnDate) await checkDate(search.returnDate);
    const now = deps.now();
    const days = [{ from: from.code, to: to.code, date: search.date }];
    if (search.returnDate) days.push({ from: to.code, to: from.code, date: search.returnDate });
    const [outbound, inbound] = await supplier.searchItineraries(days, {
      cabin: search.cabin,
      seats: search.adults + search.children,
      now,
    });

    const list = (
      day: DayOffers,
      [origin, destination]: [FlightAirport, FlightAirport],
      date: string,
      filters: SearchFilters | undefined,
      pageNumber: number,
    ): ResultList => {
      const matching = orderedOffers(day.offers, filters, search.sort, search.order);
      const start = (pageNumber - 1) * search.pageSize;
      const route = `from ${origin.city} to ${destination.city}`;
      const seats = search.adults + search.children;
      const message = !day.empty
        ? null
        : day.empty.reason === 'sold-out'
          ? `All ${cabinLabel(search.cabin).toLowerCase()} flights ${route} on ${formatDay(date)} are full or have left for ${seats} ${seats === 1 ? 'traveller' : 'travellers'}.`
          : day.empty.reason === 'no-flights'
            ? `There are no ${cabinLabel(search.cabin).toLowerCase()} flights ${route} on ${formatDay(date)}.`
            : `We have no ${cabinLabel(search.cabin).toLowerCase()} flights ${route} around ${formatDay(date)}, even with one stop. Please try other airports or another cabin.`;
      return {
        from: origin.code,
        to: destination.code,
        date,
        items: matching.slice(start, start + search.pageSize).map((offer) => offer.itinerary()),
        total: matching.length,
        pageNumber,
        pageSize: search.pageSize,
        facets: facetsOf(day.offers),
        noFlights:
          message && day.empty
            ? {
                message,
                reason: day.empty.reason,
                nearestDates: day.empty.nearestDates,
              }
            : null,
      };
    };

    const response: FlightSearchResponse = {
      from,
      to,
      cabin: search.cabin,
      travellers: { adults: search.adults, children: search.children, infants: search.infants },
      outbound: list(outbound!, [from, to], search.date, search.filters, search.pageNumber),
      inbound:
        search.returnDate && inbound
          ? list(
              inbound,
              [to, from],
              search.returnDate,
              search.returnFilters,
              search.returnPageNumber,
            )
          : null,
    };
    return response;
  });

  defineRoute(app, '/travel/api/flights/calendar', async (request, context) => {
    const refused = await limiter.refuse(context.request, context.reply, 'flightReads');
    if (refused) return refused;
    const [from, to] = [await knownAirport(request.from), await knownAirport(request.to)];
    const today = todayInIndia(deps.now());
    if (request.date < today.slice(0, 8) + '01' && request.span === 'month') {
      throw new ApiError(400, PAST_DATE_MESSAGE);
    }
    if (request.span === 'week' && request.date < today) throw new ApiError(400, PAST_DATE_MESSAGE);
    const { lastDate } = await supplier.salesWindow();
    if (request.date > lastDate) {
      throw new ApiError(
        400,
        `Flights are on sale up to ${formatDay(lastDate)}. Please choose an earlier date.`,
      );
    }
    let dates: string[];
    if (request.span === 'week') {
      dates = [-3, -2, -1, 0, 1, 2, 3].map((offset) => addDays(request.date, offset));
    } else {
      const first = `${request.date.slice(0, 8)}01`;
      dates = [];
      for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1))
        dates.push(day);
    }
    const days = await supplier.fareCalendar(
      { from: from.code, to: to.code, dates },
      { cabin: request.cabin, seats: request.adults + request.children, now: deps.now() },
    );
    const prices = days.flatMap((day) =>
      day.lowestPricePaise === null ? [] : [day.lowestPricePaise],
    );
    const cheapest = prices.length ? Math.min(...prices) : null;
    return {
      from: from.code,
      to: to.code,
      cabin: request.cabin,
      days: days.map((day) => ({
        ...day,
        cheapest: day.lowestPricePaise !== null && day.lowestPricePaise === cheapest,
      })),
    };
  });

  defineRoute(
    app,
    '/travel/api/flights/itinerary',
    async ({ itineraryId, cabin }, { request, reply }) =>
      (await limiter.refuse(request, reply, 'flightReads')) ??
      supplier.itinerary(itineraryId, { cabin, seats: 1, now: deps.now() }),
  );

  defineRoute(
    app,
    '/travel/api/flights/quote',
    async (body, { request, reply }) =>
      (await limiter.refuse(request, reply, 'flightReads')) ??
      supplier.quote({
        itineraryId: body.itineraryId,
        returnItineraryId: body.returnItineraryId,
        cabin: body.cabin,
        travellers: { adults: body.adults, children: body.children, infants: body.infants },
        now: deps.now(),
      }),
  );

  flightBookingRoutes(app, deps, supplier);
}
