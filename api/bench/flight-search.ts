// Latency of POST /travel/api/flights/search for a busy route (DEL-BOM, a weekday round trip,
// all filters off, first page of 20) with autocannon over real HTTP, beside a bare Fastify route
// in the same run. PGlite always; PostgreSQL too when DATABASE_URL is set (a schema of its own,
// dropped after). autocannon gives p90 and p97.5, not p95: p97.5 is an upper bound of p95.
//
//   pnpm --filter api bench:flight-search
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 DATABASE_URL=postgres://... pnpm --filter api bench:flight-search
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { XSRF_COOKIE, XSRF_HEADER, todayInIndia } from '@travel/shared/contracts';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { pgliteDatabase } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { addDays, weekdayOf } from '../src/flights/inventory';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Figures {
  requests: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

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

async function load(url: string, headers: Record<string, string>, body: string): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    body,
    connections,
    duration: seconds,
    // The load comes from a thread of its own, so a busy server does not slow the generator.
    workers: 1,
  });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function measureBareRoute(): Promise<Figures> {
  const bare = Fastify({ logger: false });
  bare.post('/bare', () => ({ code: 200, msg: 'success', data: [] }));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load(`${url}/bare`, { 'content-type': 'application/json' }, '{}');
  } finally {
    await bare.close();
  }
}

async function measureSearch(engine: string, db: Database): Promise<[string, Figures]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SHELL_DIST: dir,
    RELEASES_DIR: dir,
    DATA_DIR: dir,
    RECONCILE_INTERVAL_SECONDS: '0',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  });
  const app = await buildApp({ config, db });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const check = await fetch(`${base}/travel/api/website/auth/check`, { method: 'POST' });
    const xsrf =
      new RegExp(`${XSRF_COOKIE}=([^;]+)`).exec(check.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      cookie: `${XSRF_COOKIE}=${xsrf}`,
      [XSRF_HEADER]: xsrf,
    };
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
      await load(`${base}/travel/api/flights/search`, headers, searchBody),
    ];
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

function line(name: string, figures: Figures): string {
  const problems = figures.errors + figures.non2xx;
  const ms = (value: number) => String(value).padStart(4);
  return (
    `${name.padEnd(22)} ${figures.requests.toFixed(0).padStart(6)} req/s  p50 ${ms(figures.p50)} ms  ` +
    `p90 ${ms(figures.p90)} ms  p97.5 ${ms(figures.p97_5)} ms  p99 ${ms(figures.p99)} ms` +
    (problems ? `  (${problems} errors/non-2xx)` : '')
  );
}

const results: [string, Figures][] = [];
console.log(`autocannon: ${seconds} s, ${connections} connections`);
results.push(['bare Fastify route', await measureBareRoute()]);

const pglite = pgliteDatabase(await PGlite.create());
try {
  await migrate(pglite);
  results.push(await measureSearch('PGlite', pglite));
} finally {
  await pglite.close();
}

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(databaseUrl);
  await admin.exec(`create schema ${schema}`);
  const postgres = openPostgres(databaseUrl, { searchPath: schema });
  try {
    await migrate(postgres);
    results.push(await measureSearch('PostgreSQL', postgres));
  } finally {
    await postgres.close();
    await admin.exec(`drop schema ${schema} cascade`);
    await admin.close();
  }
}

console.log('');
for (const [name, figures] of results) console.log(line(name, figures));
