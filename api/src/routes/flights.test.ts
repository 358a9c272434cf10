import {
  type FareCalendarResponse,
  type FlightAirport,
  type FlightSearchRequest,
  type FlightSearchResponse,
  INFANTS_PER_ADULT_MESSAGE,
  ITINERARY_ID_MESSAGE,
  type Itinerary,
  type ItineraryDetails,
  PAST_DATE_MESSAGE,
  type QuoteResponse,
  RETURN_BEFORE_DEPARTURE_MESSAGE,
  SAME_AIRPORT_MESSAGE,
  TRAVELLERS_MESSAGE,
  AIRPORT_CODE_MESSAGE,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { HINDI_CITY_NAMES } from '../flights/city-names';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { type EnvelopeJson, envelope, post } from '../test-support/http';

// Monday 23 November 2026, 11:30 in India.
const MONDAY = new Date('2026-11-23T06:00:00Z');
const WEDNESDAY = '2026-12-02';
const FRIDAY = '2026-12-04';

describe.each(engines)('flights API (%s)', (engine) => {
  const testDb = useTestDatabase(engine);
  let clock = MONDAY;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await testApp(testDb().db, { now: () => clock }));
  });

  async function call<T>(path: string, body: unknown): Promise<EnvelopeJson<T>> {
    const response = await post(app, `/travel/api/flights/${path}`, body);
    expect(response.statusCode).toBe(200);
    return envelope<T>(response);
  }

  async function search(body: FlightSearchRequest): Promise<FlightSearchResponse> {
    const answer = await call<FlightSearchResponse>('search', body);
    expect(answer.msg).toBe('success');
    return answer.data;
  }

  const delBom = { from: 'DEL', to: 'BOM', date: WEDNESDAY, pageSize: 100 } as const;
  const minutes = (iso: string) => Date.parse(iso) / 60_000;

  describe('airports', () => {
    it('finds airports from the first letter: city, code or name, the busiest first', async () => {
      const codes = async (query: string) =>
        (await call<FlightAirport[]>('airports', { query })).data.map((airport) => airport.code);
      expect((await codes('b')).slice(0, 2)).toEqual(['BLR', 'BBI']);
      expect((await codes('del'))[0]).toBe('DEL');
      expect((await codes('Mum'))[0]).toBe('BOM');
      expect((await codes('kempegowda'))[0]).toBe('BLR');
      expect(await codes('dubai')).toEqual(['DXB']);
      expect(await codes('zzz')).toEqual([]);
      const all = await call<FlightAirport[]>('airports', { limit: 100 });
      expect(all.data.length).toBeGreaterThanOrEqual(46);
      expect(all.data.find((a) => a.code === 'LHR')).toMatchObject({
        city: 'London',
        timeZone: 'Europe/London',
      });
    });

    it('finds a city typed in Hindi, by the names people use, with or without nukta dots', async () => {
      const codes = async (query: string) =>
        (await call<FlightAirport[]>('airports', { query })).data.map((airport) => airport.code);
      expect((await codes('मुंबई'))[0]).toBe('BOM');
      expect((await codes('बंबई'))[0]).toBe('BOM');
      expect((await codes('दिल्'))[0]).toBe('DEL');
      expect((await codes('चंडीगढ'))[0]).toBe('IXC');
      expect((await codes('मद्रास'))[0]).toBe('MAA');
      expect(await codes('गोवा')).toEqual(['GOI', 'GOX']);
      expect((await codes('मोपा'))[0]).toBe('GOX');
      expect(await codes('लंदन')).toEqual(['LHR']);
      expect(await codes('क्ष')).toEqual([]);
    });

    it('has a Hindi name for every airport it serves', async () => {
      const all = await call<FlightAirport[]>('airports', { limit: 100 });
      expect(all.data.filter((airport) => !HINDI_CITY_NAMES[airport.code]?.length)).toEqual([]);
    });
  });

  describe('search', () => {
    it('lists DEL-BOM on a weekday, cheapest first, in local times that give the duration', async () => {
      const result = await search(delBom);
      const items = result.outbound.items;
      expect(result.inbound).toBeNull();
      expect(result.outbound.total).toBeGreaterThanOrEqual(20);
      expect(items).toHaveLength(result.outbound.total);
      for (const item of items) {
        expect(item).toMatchObject({ from: 'DEL', to: 'BOM', cabin: 'economy' });
        expect(item.depTime.startsWith(`${WEDNESDAY}T`)).toBe(true);
        expect(item.depTime.endsWith('+05:30')).toBe(true);
        expect(minutes(item.arrTime) - minutes(item.depTime)).toBe(item.durationMinutes);
        expect(item.price.totalPaise).toBe(item.price.basePaise + item.price.taxesPaise);
        expect(Number.isInteger(item.price.totalPaise)).toBe(true);
      }
      const prices = items.map((item) => item.price.totalPaise);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const airlines = result.outbound.facets.airlines.map((facet) => facet.code).sort();
      expect(airlines).toEqual(['6E', 'AI', 'IX', 'QP', 'SG']);
      expect(result.outbound.facets.priceMinPaise).toBe(prices[0]);
      expect(result.outbound.facets.priceMaxPaise).toBe(prices[prices.length - 1]);
      expect(result.from.city).toBe('Delhi');
    });

    it('sorts by departure, arrival, duration and price, either way', async () => {
      const keyOf: Record<string, (item: Itinerary) => number> = {
        departure: (item) => minutes(item.depTime),
        arrival: (item) => minutes(item.arrTime),
        duration: (item) => item.durationMinutes,
        price: (item) => item.price.totalPaise,
      };
      for (const sort of ['departure', 'arrival', 'duration', 'price'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const values = (await search({ ...delBom, sort, order })).outbound.items.map(
            keyOf[sort]!,
          );
          const sorted = [...values].sort((a, b) => (order === 'asc' ? a - b : b - a));
          expect(values, `${sort} ${order}`).toEqual(sorted);
        }
      }
    });

    it('filters by stops, airline, time of day and price, and pages on the server', async () => {
      const all = (await search(delBom)).outbound;
      const airIndia = (await search({ ...delBom, filters: { airlines: ['AI'] } })).outbound;
      expect(airIndia.total).toBe(all.facets.airlines.find((facet) => facet.code === 'AI')!.count);
      expect(airIndia.items.every((item) => item.carriers.some((c) => c.code === 'AI'))).toBe(true);
      expect(airIndia.facets).toEqual(all.facets);

      const mornings = (await search({ ...delBom, filters: { departureBands: ['morning'] } }))
        .outbound;
      expect(mornings.total).toBeGreaterThan(0);
      for (const item of mornings.items) {
        const hour = Number(item.depTime.slice(11, 13));
        expect(hour >= 6 && hour < 12).toBe(true);
      }
      const nights = (await search({ ...delBom, filters: { arrivalBands: ['night'] } })).outbound;
      expect(nights.items.every((item) => Number(item.arrTime.slice(11, 13)) >= 18)).toBe(true);

      const middle = all.items[Math.floor(all.items.length / 2)]!.price.totalPaise;
      const cheap = (await search({ ...delBom, filters: { priceMaxPaise: middle } })).outbound;
      expect(cheap.total).toBeGreaterThan(0);
      expect(cheap.total).toBeLessThan(all.total);
      expect(cheap.items.every((item) => item.price.totalPaise <= middle)).toBe(true);

      const oneStop = (await search({ ...delBom, from: 'IXL', to: 'COK', filters: { stops: [1] } }))
        .outbound;
      expect(oneStop.total).toBeGreaterThan(0);
      for (const item of oneStop.items) {
        expect(item.stops).toBe(1);
        expect(['DEL', 'BOM', 'BLR', 'HYD', 'MAA', 'CCU']).toContain(item.layovers[0]!.airport);
        expect(item.layovers[0]!.minutes).toBeGreaterThanOrEqual(45);
        expect(item.layovers[0]!.minutes).toBeLessThanOrEqual(360);
        expect(item.segments[0]!.to).toBe(item.segments[1]!.from);
      }

      const page1 = (await search({ ...delBom, pageSize: 10 })).outbound;
      const page2 = (await search({ ...delBom, pageSize: 10, pageNumber: 2 })).outbound;
      expect(page1.items).toHaveLength(10);
      expect(page2.total).toBe(page1.total);
      expect(page2.items.map((item) => item.id)).toEqual(
        all.items.slice(10, 20).map((item) => item.id),
      );
    });

    it('answers a round trip with a list for each direction', async () => {
      const result = await search({ ...delBom, returnDate: FRIDAY, cabin: 'business', adults: 2 });
      expect(result.inbound?.from).toBe('BOM');
      expect(result.inbound?.date).toBe(FRIDAY);
      expect(result.inbound!.items.every((item) => item.depTime.startsWith(FRIDAY))).toBe(true);
      expect(result.outbound.items.every((item) => item.seatsLeft >= 2)).toBe(true);
      // Only aircraft with a business cabin are offered.
      const carriers = new Set(
        result.outbound.items.flatMap((item) => item.carriers.map((c) => c.code)),
      );
      expect([...carriers].sort()).toEqual(['6E', 'AI']);
    });

    it('pages the return list on its own', async () => {
      const roundTrip = { ...delBom, returnDate: FRIDAY, pageSize: 10 };
      const all = await search({ ...roundTrip, pageSize: 100 });
      expect(all.inbound!.total).toBeGreaterThan(10);
      const second = await search({ ...roundTrip, returnPageNumber: 2 });
      expect(second.outbound.pageNumber).toBe(1);
      expect(second.outbound.items.map((item) => item.id)).toEqual(
        all.outbound.items.slice(0, 10).map((item) => item.id),
      );
      expect(second.inbound!.pageNumber).toBe(2);
      expect(second.inbound!.items.map((item) => item.id)).toEqual(
        all.inbound!.items.slice(10, 20).map((item) => item.id),
      );
      const crossed = await search({ ...roundTrip, pageNumber: 2, returnPageNumber: 1 });
      expect(crossed.outbound.items[0]!.id).toBe(all.outbound.items[10]!.id);
      expect(crossed.inbound!.items[0]!.id).toBe(all.inbound!.items[0]!.id);
      expect(await call('search', { ...roundTrip, returnPageNumber: 0 })).toMatchObject({
        code: 400,
      });
    });

    it('gives local times across time zones', async () => {
      const [first] = (
        await search({ from: 'DEL', to: 'LHR', date: WEDNESDAY, filters: { stops: [0] } })
      ).outbound.items;
      expect(first!.arrTime).toMatch(/\+00:00$/);
      expect(minutes(first!.arrTime) - minutes(first!.depTime)).toBe(first!.durationMinutes);
      expect(first!.segments[0]!.fromTerminal).toBe('3');
      expect(first!.segments[0]!.aircraft).toMatch(/787|A350/);
    });

    it('says when a day has no flights and offers the nearest days that have some', async () => {
      // Tiruchirappalli - Kuala Lumpur flies on Mondays, Wednesdays and Saturdays.
      const tuesday = await search({ from: 'TRZ', to: 'KUL', date: '2026-12-01' });
      expect(tuesday.outbound.items).toEqual([]);
      expect(tuesday.outbound.noFlights).toEqual({
        message:
          'There are no economy flights from Tiruchirappalli to Kuala Lumpur on Tue, 1 Dec 2026.',
        reason: 'no-flights',
        nearestDates: ['2026-11-30', '2026-12-02', '2026-11-28'],
      });
      const nowhere = await search({ from: 'GAU', to: 'PAT', date: '2026-12-01' });
      expect(nowhere.outbound.noFlights?.message).toMatch(
        /^We have no economy flights from Guwahati to Patna/,
      );
      expect(nowhere.outbound.noFlights?.reason).toBe('no-service');
      expect(nowhere.outbound.noFlights?.nearestDates).toEqual([]);
      expect((await search({ ...delBom, cabin: 'first' })).outbound.noFlights).not.toBeNull();
    });

    it('leaves out flights that have left or close within two hours', async () => {
      const today = await search({ ...delBom, date: '2026-11-23' });
      const earliest = Math.min(...today.outbound.items.map((item) => Date.parse(item.depTime)));
      expect(earliest).toBeGreaterThanOrEqual(MONDAY.getTime() + 2 * 3_600_000);
    });
  });

  describe('fare calendar', () => {
    it('gives the lowest fare of each day, three days either side or a whole month', async () => {
      const week = (
        await call<FareCalendarResponse>('calendar', { from: 'DEL', to: 'BOM', date: WEDNESDAY })
      ).data;
      expect(week.days.map((day) => day.date)).toEqual([
        '2026-11-29',
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
        '2026-12-03',
        '2026-12-04',
        '2026-12-05',
      ]);
      const lowest = (await search(delBom)).outbound.facets.priceMinPaise;
      expect(week.days[3]!.lowestPricePaise).toBe(lowest);
      const prices = week.days.map((day) => day.lowestPricePaise!);
      expect(week.days.filter((day) => day.cheapest).map((day) => day.lowestPricePaise)).toEqual([
        Math.min(...prices),
      ]);

      const month = (
        await call<FareCalendarResponse>('calendar', {
          from: 'DEL',
          to: 'BOM',
          date: '2026-11-25',
          span: 'month',
        })
      ).data;
      expect(month.days).toHaveLength(30);
      expect(month.days[0]).toEqual({
        date: '2026-11-01',
        lowestPricePaise: null,
        cheapest: false,
      });
      expect(month.days.slice(23).every((day) => day.lowestPricePaise !== null)).toBe(true);
    });
  });

  describe('itinerary and quote', () => {
    it('shows every segment of a one-stop itinerary', async () => {
      const [item] = (await search({ ...delBom, from: 'IXL', to: 'COK', filters: { stops: [1] } }))
        .outbound.items;
      const details = (await call<ItineraryDetails>('itinerary', { itineraryId: item!.id })).data;
      expect(details).toMatchObject({
        id: item!.id,
        stops: 1,
        fromAirport: { code: 'IXL' },
        toAirport: { code: 'COK' },
      });
      expect(details.segments).toHaveLength(2);
      expect(details.segments[0]!.carrier).toBe(item!.segments[0]!.carrier);
      expect(details.segments[0]!.flightNumber).toMatch(/^[0-9A-Z]{2} \d{2,4}$/);
      expect(details.segments.map((segment) => segment.aircraft)).toEqual(
        item!.segments.map((segment) => segment.aircraft),
      );
      expect(details.layovers[0]!.minutes).toBe(
        minutes(details.segments[1]!.depTime) - minutes(details.segments[0]!.arrTime),
      );
      expect(details.price).toEqual(item!.price);
    });

    it('prices the fare families for the travellers on the server, with taxes and fees itemised', async () => {
      const result = await search({ ...delBom, returnDate: FRIDAY });
      const body = {
        itineraryId: result.outbound.items[0]!.id,
        returnItineraryId: result.inbound!.items[0]!.id,
        adults: 2,
        children: 1,
        infants: 1,
      };
      const quote = (await call<QuoteResponse>('quote', body)).data;
      expect(quote.itineraries.map((itinerary) => itinerary.from)).toEqual(['DEL', 'BOM']);
      expect(quote.families.map((family) => family.code)).toEqual([
        'saver',
        'flexi',
        'super-flexi',
      ]);
      const totals = quote.families.map((family) => family.totalPaise);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      const [saver] = quote.families;
      const adult = saver!.travellers.find((t) => t.type === 'adult')!;
      const infant = saver!.travellers.find((t) => t.type === 'infant')!;
      expect(adult.basePaise).toBe(
        result.outbound.items[0]!.price.basePaise + result.inbound!.items[0]!.price.basePaise,
      );
      expect(adult.taxes.find((t) => t.code === 'GST')!.amountPaise).toBe(
        Math.round(adult.basePaise * 0.05),
      );
      expect(adult.taxes.map((t) => t.code)).toEqual(['GST', 'UDF', 'ASF']);
      expect(infant.taxes.map((t) => t.code)).toEqual(['GST']);
      expect(saver!.convenienceFeePaise).toBe(3 * 24_900);
      expect(saver!.totalPaise).toBe(
        saver!.basePaise + saver!.taxesPaise + saver!.convenienceFeePaise,
      );
      expect(saver!.basePaise).toBe(adult.basePaise * 3 + infant.basePaise);
      expect(saver!.checkInBaggage).toBe('15 kg');

      const [businessItem] = (await search({ ...delBom, cabin: 'business' })).outbound.items;
      const business = (
        await call<QuoteResponse>('quote', { itineraryId: businessItem!.id, cabin: 'business' })
      ).data;
      const businessAdult = business.families[0]!.travellers[0]!;
      expect(businessAdult.taxes[0]!.amountPaise).toBe(Math.round(businessAdult.basePaise * 0.12));
    });

    it('moves fares with the days left before departure', async () => {
      const [item] = (await search({ ...delBom, date: '2027-01-20' })).outbound.items;
      const quote = async () =>
        (await call<QuoteResponse>('quote', { itineraryId: item!.id })).data.families[0]!
          .totalPaise;
      const early = await quote();
      clock = new Date('2027-01-18T06:00:00Z');
      try {
        expect(await quote()).toBeGreaterThan(early);
      } finally {
        clock = MONDAY;
      }
    });
  });

  describe('bad input', () => {
    const cases: [string, string, unknown, string | RegExp][] = [
      ['the same city twice', 'search', { ...delBom, to: 'DEL' }, SAME_AIRPORT_MESSAGE],
      // 01:30 on 24 November in India is already the 24th there.
      ['a past date in India', 'search', { ...delBom, date: '2026-11-23' }, PAST_DATE_MESSAGE],
      [
        'a return before the departure',
        'search',
        { ...delBom, returnDate: '2026-12-01' },
        RETURN_BEFORE_DEPARTURE_MESSAGE,
      ],
      ['10 travellers', 'search', { ...delBom, adults: 6, children: 4 }, TRAVELLERS_MESSAGE],
      ['10 adults', 'search', { ...delBom, adults: 10 }, TRAVELLERS_MESSAGE],
      ['two infants for one adult', 'search', { ...delBom, infants: 2 }, INFANTS_PER_ADULT_MESSAGE],
      [
        'an unknown airport',
        'search',
        { ...delBom, to: 'XYZ' },
        /We have no flights to or from “XYZ”/,
      ],
      ['a malformed airport', 'search', { ...delBom, from: 'DE1' }, AIRPORT_CODE_MESSAGE],
      ['no airport', 'search', { date: WEDNESDAY }, AIRPORT_CODE_MESSAGE],
      [
        'a date that does not exist',
        'search',
        { ...delBom, date: '2026-02-30' },
        'Please choose a date',
      ],
      [
        'a date beyond the schedule',
        'search',
        { ...delBom, date: '2027-11-15' },
        'Flights are on sale up to Sat, 30 Oct 2027. Please choose an earlier date.',
      ],
      [
        'a calendar in the past',
        'calendar',
        { from: 'DEL', to: 'BOM', date: '2026-10-10' },
        PAST_DATE_MESSAGE,
      ],
      ['an empty itinerary id', 'quote', { itineraryId: '' }, ITINERARY_ID_MESSAGE],
    ];
    it.each(cases)('refuses %s with a clear message', async (_name, path, body, message) => {
      clock = new Date('2026-11-23T20:00:00Z');
      try {
        const answer = await call<null>(path, body);
        expect(answer.code).toBe(400);
        expect(answer.msg).toMatch(message);
        expect(answer.data).toBeNull();
      } finally {
        clock = MONDAY;
      }
    });

    it('answers an itinerary id it did not issue as not found', async () => {
      for (const path of ['itinerary', 'quote']) {
        const answer = await call<null>(path, { itineraryId: 'nonsense' });
        expect(answer).toEqual({
          code: 404,
          msg: ITINERARY_ID_MESSAGE,
          error: 'itineraryNotFound',
          data: null,
        });
      }
    });

    it('refuses an itinerary id that was changed, or whose flight has left', async () => {
      const [item] = (await search(delBom)).outbound.items;
      const [version, payload, signature] = item!.id.split('.') as [string, string, string];
      const otherFlight = Buffer.from(
        Buffer.from(payload, 'base64url')
          .toString()
          .replace(/\d@/, (m) => `${(Number(m[0]) + 1) % 10}@`),
      ).toString('base64url');
      for (const tampered of [
        `${version}.${otherFlight}.${signature}`,
        `${version}.${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      ]) {
        for (const path of ['itinerary', 'quote']) {
          const answer = await call<null>(path, { itineraryId: tampered });
          expect(answer).toEqual({
            code: 404,
            msg: ITINERARY_ID_MESSAGE,
            error: 'itineraryNotFound',
            data: null,
          });
        }
      }
      clock = new Date('2026-12-03T00:00:00Z');
      try {
        const answer = await call<null>('quote', { itineraryId: item!.id });
        expect(answer.code).toBe(400);
        expect(answer.msg).toMatch(/has left/);
      } finally {
        clock = MONDAY;
      }
      const wrongCabin = await call<null>('itinerary', {
        itineraryId: item!.id,
        cabin: 'premium-economy',
      });
      expect(wrongCabin.code).toBe(400);
      expect(wrongCabin.msg).toMatch(/has no Premium economy cabin/);
    });

    it('refuses a return that leaves before the outbound flight lands', async () => {
      const result = await search({ ...delBom, returnDate: WEDNESDAY, sort: 'departure' });
      const last = result.outbound.items[result.outbound.items.length - 1]!;
      const first = result.inbound!.items[0]!;
      const answer = await call<null>('quote', {
        itineraryId: last.id,
        returnItineraryId: first.id,
      });
      expect(answer).toEqual({
        code: 400,
        msg: 'The return flight must leave after the outbound flight lands.',
        data: null,
      });
    });
  });
});
