// What the api benchmarks share: autocannon against a route, the bare-route ceiling, the app on
// a port with the XSRF pair, and the run on PGlite and (with DATABASE_URL) on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { XSRF_COOKIE, XSRF_HEADER } from '@travel/shared/contracts';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database, Queryable } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { pgliteDatabase } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';

export interface LoadOptions {
  seconds: number;
  connections: number;
  pipelining?: number;
}

export interface Figures {
  /** Requests a second (mean). */
  requests: number;
  /** Response times in ms, from every response of the run. */
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

export async function load(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: LoadOptions,
): Promise<Figures> {
  // The load comes from a thread of its own, so a busy server does not slow the generator.
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: {
      url,
      method: 'POST',
      headers,
      body,
      connections: options.connections,
      pipelining: options.pipelining ?? 1,
      duration: options.seconds,
    },
  });
  const result = await new Promise<{
    requestsPerSecond: number;
    errors: number;
    non2xx: number;
    times: Float64Array;
  }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const sorted = result.times.sort();
  return {
    requests: result.requestsPerSecond,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p95: percentile(sorted, 95),
    p97_5: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** A bare Fastify route answering a small JSON envelope: the machine's ceiling. */
export async function measureBareRoute(options: LoadOptions): Promise<Figures> {
  const bare = Fastify({ logger: false });
  bare.post('/bare', () => ({ code: 200, msg: 'success', data: [] }));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load(`${url}/bare`, { 'content-type': 'application/json' }, '{}', options);
  } finally {
    await bare.close();
  }
}

/** One statement the app sent to the database: its text and parameters. */
export interface Statement {
  sql: string;
  params?: unknown[];
}

/**
 * `db` with every statement recorded while `recording` is on (begin and commit of a
 * transaction count as statements too): what one request costs in round trips.
 */
export function recordingDatabase(db: Database): {
  db: Database;
  record: <T>(fn: () => Promise<T>) => Promise<Statement[]>;
} {
  let log: Statement[] | undefined;
  const wrap = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      log?.push({ sql, params });
      return target.query(sql, params);
    },
    exec: (sql) => {
      log?.push({ sql });
      return target.exec(sql);
    },
  });
  const root = wrap(db);
  const recording: Database = {
    engine: db.engine,
    query: root.query,
    exec: root.exec,
    transaction: (fn) => {
      log?.push({ sql: 'begin' });
      return db.transaction((tx) => fn(wrap(tx))).finally(() => log?.push({ sql: 'commit' }));
    },
    close: () => db.close(),
  };
  return {
    db: recording,
    async record(fn) {
      log = [];
      try {
        await fn();
        return log;
      } finally {
        log = undefined;
      }
    },
  };
}

/** What a statement does, in a few words: `with user_session, app_user`, `select coupon_order…`. */
export function describeStatement(sql: string): string {
  const text = sql.replace(/\s+/g, ' ').trim();
  const verb = /^(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '?';
  if (verb === 'begin' || verb === 'commit') return verb;
  const tables = new Set(
    [...text.matchAll(/\b(?:update|into|from|join)\s+([a-z_]+)/gi)].map((match) => match[1]),
  );
  return `${verb} ${[...tables].join(', ')}`.trim();
}

/**
 * A bare Fastify route (no hooks, no schema) that sends `statements` one after another through
 * `db`, as the app's route does, and answers the last one's rows: the ceiling for a route whose
 * time goes to the database.
 */
export async function measureSameSqlRoute(
  db: Database,
  statements: Statement[],
  options: LoadOptions,
): Promise<Figures> {
  const bare = Fastify({ logger: false });
  bare.post('/same-sql', async () => {
    let rows: unknown[] = [];
    for (const { sql, params } of statements) rows = await db.query(sql, params);
    return { code: 200, msg: 'success', data: rows };
  });
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load(`${url}/same-sql`, { 'content-type': 'application/json' }, '{}', options);
  } finally {
    await bare.close();
  }
}

export interface BenchSite {
  base: string;
  /** JSON content type and the XSRF cookie and header, as a browser sends them. */
  headers: Record<string, string>;
}

/** The api on a free loopback port over `db`, for as long as `use` runs. */
export async function withBenchSite<T>(
  db: Database,
  use: (site: BenchSite) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SHELL_DIST: dir,
    RELEASES_DIR: dir,
    DATA_DIR: dir,
    RECONCILE_INTERVAL_SECONDS: '0',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    // The load comes from one address: it measures the server, not one client's budget.
    FLIGHT_READS_PER_MINUTE: '100000',
    AIRPORT_LOOKUPS_PER_MINUTE: '100000',
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
    return await use({ base, headers });
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `measure` on a fresh migrated PGlite, then on PostgreSQL in a schema of its own (dropped
 * after) when DATABASE_URL is set.
 */
export async function onEachEngine<T>(
  measure: (engine: string, db: Database) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const pglite = pgliteDatabase(await PGlite.create());
  try {
    await migrate(pglite);
    results.push(await measure('PGlite', pglite));
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
      results.push(await measure('PostgreSQL', postgres));
    } finally {
      await postgres.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    }
  }
  return results;
}
