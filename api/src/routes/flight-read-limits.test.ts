import { BUSINESS_ERRORS, type FlightSearchResponse } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerThroughRoutes } from '../site/page-answers';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { type EnvelopeJson, post } from '../test-support/http';

// Monday 23 November 2026, 11:30:15 in India: 45 seconds left in the minute.
const MONDAY = new Date('2026-11-23T06:00:15Z');
const WEDNESDAY = '2026-12-02';
const XSRF_SECRET = 'a secret of the read limit tests, 32+';

const SCRAPER = '203.0.113.7';
const PERSON = '198.51.100.20';

describe.each(engines)('per-client limits of the flight reads (%s)', (engine) => {
  const testDb = useTestDatabase(engine);
  let clock = MONDAY;
  /** Two replicas on one database. */
  let replicas: [FastifyInstance, FastifyInstance];

  beforeAll(async () => {
    const env = {
      XSRF_SECRET,
      FLIGHT_READS_PER_MINUTE: '6',
      AIRPORT_LOOKUPS_PER_MINUTE: '4',
    };
    const options = { env, now: () => clock };
    replicas = [
      (await testApp(testDb().db, options)).app,
      (await testApp(testDb().db, options)).app,
    ];
  });

  const search = { from: 'DEL', to: 'BOM', date: WEDNESDAY };

  async function call(replica: 0 | 1, path: string, body: unknown, ip: string) {
    const response = await post(replicas[replica], `/travel/api/flights/${path}`, body, { ip });
    return { response, envelope: response.json<EnvelopeJson>() };
  }

  it('gives each client a budget per minute shared by every replica, then 429 with Retry-After', async () => {
    const first = await call(0, 'search', search, SCRAPER);
    expect(first.envelope.code).toBe(200);
    const itineraryId = (first.envelope.data as FlightSearchResponse).outbound.items[0]!.id;
    // Six reads of every kind, on either replica.
    for (const [replica, path, body] of [
      [1, 'calendar', search],
      [0, 'itinerary', { itineraryId }],
      [1, 'quote', { itineraryId }],
      [0, 'search', { ...search, pageNumber: 2 }],
      [1, 'search', search],
    ] as const) {
      const { response, envelope } = await call(replica, path, body, SCRAPER);
      expect(envelope.code, path).toBe(200);
      expect(response.headers['retry-after']).toBeUndefined();
    }

    for (const [replica, path, body] of [
      [0, 'search', search],
      [1, 'calendar', search],
      [0, 'itinerary', { itineraryId }],
      [1, 'quote', { itineraryId }],
    ] as const) {
      const { response, envelope } = await call(replica, path, body, SCRAPER);
      expect(response.statusCode, path).toBe(429);
      expect(response.headers['retry-after']).toBe('45');
      expect(envelope).toEqual({
        code: BUSINESS_ERRORS.flightReadsTooMany.code,
        msg: 'Too many flight searches from your network. Please try again in 45 seconds.',
        data: null,
        error: 'flightReadsTooMany',
        params: { count: '45', unit: 'second', wait: '45 seconds' },
      });
    }

    // Another client is not held back; nor are the scraper's airport lookups, counted apart.
    expect((await call(1, 'search', search, PERSON)).envelope.code).toBe(200);
    for (let n = 0; n < 4; n += 1) {
      expect(
        (await call(n % 2 === 0 ? 0 : 1, 'airports', { query: 'b' }, SCRAPER)).envelope.code,
      ).toBe(200);
    }
    const lookup = await call(0, 'airports', { query: 'bo' }, SCRAPER);
    expect(lookup.response.statusCode).toBe(429);
    expect(lookup.response.headers['retry-after']).toBe('45');
    expect(lookup.envelope.msg).toBe(
      'Too many airport lookups from your network. Please try again in 45 seconds.',
    );

    // Nearly a minute later, the wait is one second.
    clock = new Date(MONDAY.getTime() + 44_500);
    const late = await call(1, 'search', search, SCRAPER);
    expect(late.response.headers['retry-after']).toBe('1');
    expect(late.envelope.msg).toBe(
      'Too many flight searches from your network. Please try again in 1 second.',
    );

    // The next minute, a new budget.
    clock = new Date(MONDAY.getTime() + 45_000);
    expect((await call(0, 'search', search, SCRAPER)).envelope.code).toBe(200);
    expect((await call(1, 'airports', { query: 'b' }, SCRAPER)).envelope.code).toBe(200);
  });

  it('answers bad input with its message without spending the budget', async () => {
    clock = new Date(MONDAY.getTime() + 5 * 60_000);
    const ip = '192.0.2.44';
    for (let n = 0; n < 10; n += 1) {
      const { response, envelope } = await call(0, 'search', { ...search, to: 'DEL' }, ip);
      expect(response.statusCode).toBe(200);
      expect(envelope.code).toBe(400);
    }
    expect((await call(1, 'search', search, ip)).envelope.code).toBe(200);
  });

  it("does not count a server-rendered page's own answers against any client", async () => {
    clock = new Date(MONDAY.getTime() + 10 * 60_000);
    const answer = answerThroughRoutes(replicas[0], XSRF_SECRET);
    for (let n = 0; n < 10; n += 1) {
      const { data: airports } = await answer('/travel/api/flights/airports', {
        query: '',
        limit: 100,
      });
      expect(Array.isArray(airports) && airports.length > 0).toBe(true);
    }
    // The page's calls come from this machine's address, which still has its whole budget.
    for (let n = 0; n < 4; n += 1) {
      expect((await call(0, 'airports', { query: 'b' }, '127.0.0.1')).envelope.code).toBe(200);
    }
  });

  it("counts a page's answers its URL names against its visitor, and carries none over the budget", async () => {
    clock = new Date(MONDAY.getTime() + 15 * 60_000);
    const visitor = '198.51.100.77';
    const answer = answerThroughRoutes(replicas[0], XSRF_SECRET);
    for (let n = 0; n < 3; n += 1) {
      const results = (await answer('/travel/api/flights/search', search, visitor)).data as
        FlightSearchResponse | undefined;
      expect(results?.outbound.items.length).toBeGreaterThan(0);
    }
    // Three pages and three of the visitor's own calls spend the six of the minute.
    for (let n = 0; n < 3; n += 1) {
      expect((await call(1, 'search', search, visitor)).envelope.code).toBe(200);
    }
    expect(await answer('/travel/api/flights/search', search, visitor)).toEqual({ code: 429 });
    expect((await call(0, 'search', search, visitor)).response.statusCode).toBe(429);
    // Another visitor's page is answered.
    expect((await answer('/travel/api/flights/search', search, PERSON)).data).toBeDefined();
  });
});
