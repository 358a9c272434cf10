// What the api benchmarks share: autocannon against a route, the bare-route ceiling, the app on
// a port with the XSRF pair, and the run on PGlite and (with DATABASE_URL) on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { XSRF_COOKIE, XSRF_HEADER } from '@travel/shared/contracts';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { pgliteDatabase } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';

export interface LoadOptions {
  seconds: number;
  connections: number;
  pipelining?: number;
}

export interface Figures {
  requests: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: LoadOptions,
): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    body,
    connections: options.connections,
    pipelining: options.pipelining ?? 1,
    duration: options.seconds,
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
