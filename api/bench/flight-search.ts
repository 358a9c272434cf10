// Latency of POST /travel/api/flights/search for a busy route (DEL-BOM, a weekday round trip,
// all filters off, first page of 20) with autocannon over real HTTP, beside a bare Fastify route
// in the same run. PGlite always; PostgreSQL too when DATABASE_URL is set (a schema of its own,
// dropped after). Percentiles come from every response time of the run; the goal is p95 <= 50 ms
// with 20 connections. The bare route shows how busy the machine was during the run.
//
//   pnpm --filter api bench:flight-search
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 DATABASE_URL=postgres://... pnpm --filter api bench:flight-search
import { todayInIndia } from '@travel/shared/contracts';
import type { Database } from '../src/db/database';
import { addDays, weekdayOf } from '../src/flights/inventory';
import {
  type Figures,
  type LoadOptions,
  load,
  measureBareRoute,
  onEachEngine,
  withBenchSite,
} from './support';

const options: LoadOptions = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
};

/** A Wednesday two to three weeks ahead: a weekday, away from the last-minute prices. */
function nextWednesday(): string {
  let date = addDays(todayInIndia(), 14);
  while (weekdayOf(date) !== 2) date = addDays(date, 1);
  return date;
}

const departure = nextWednesday();
const searchBody = JSON.stringify({
  from: 'DEL',
  to: 'BOM',
  date: departure,
  returnDate: addDays(departure, 2),
  adults: 1,
  cabin: 'economy',
  sort: 'price',
  pageNumber: 1,
  pageSize: 20,
});

async function measureSearch(engine: string, db: Database): Promise<[string, Figures]> {
  return withBenchSite(db, async ({ base, headers }) => {
    // The first search reads the timetable into memory; the load measures the searches after.
    const first = await fetch(`${base}/travel/api/flights/search`, {
      method: 'POST',
      headers,
      body: searchBody,
    });
    const envelope = (await first.json()) as {
      code: number;
      msg: string;
      data: { outbound: { total: number }; inbound: { total: number } };
    };
    if (envelope.code !== 200) throw new Error(`search: ${envelope.code} ${envelope.msg}`);
    console.log(
      `search on ${engine}: DEL-BOM ${departure} and back ${addDays(departure, 2)}: ` +
        `${envelope.data.outbound.total} + ${envelope.data.inbound.total} itineraries, 20 a page`,
    );
    return [
      `search (${engine})`,
      await load(`${base}/travel/api/flights/search`, headers, searchBody, options),
    ];
  });
}

function line(name: string, figures: Figures): string {
  const problems = figures.errors + figures.non2xx;
  const ms = (value: number) => value.toFixed(1).padStart(6);
  return (
    `${name.padEnd(22)} ${figures.requests.toFixed(0).padStart(6)} req/s  p50 ${ms(figures.p50)} ms  ` +
    `p90 ${ms(figures.p90)} ms  p95 ${ms(figures.p95)} ms  p97.5 ${ms(figures.p97_5)} ms  ` +
    `p99 ${ms(figures.p99)} ms` +
    (problems ? `  (${problems} errors/non-2xx)` : '')
  );
}

console.log(`autocannon: ${options.seconds} s, ${options.connections} connections`);
const results: [string, Figures][] = [['bare Fastify route', await measureBareRoute(options)]];
results.push(...(await onEachEngine(measureSearch)));

console.log('');
for (const [name, figures] of results) console.log(line(name, figures));
