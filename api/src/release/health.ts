import { createHmac } from 'node:crypto';
import { REMOTE_NAMES } from '@travel/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ReleaseConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { type ReleaseContext, ReleaseError } from './release';
import { abortCanary } from './live';
import { dropOldVitals } from './vitals';

export const LOAD_OUTCOMES = ['ok', 'manifest', 'entry', 'chunk', 'render'] as const;
export type LoadOutcome = (typeof LOAD_OUTCOMES)[number];
const FAILURES = ['manifest', 'entry', 'chunk', 'render'] as const;

/** The most reports one beacon may carry. */
export const BEACON_MAX_REPORTS = 50;

/** A batch of remote loads, as the shell reports them: nothing about the visitor. */
export const beaconSchema = z.strictObject({
  reports: z
    .array(
      z.strictObject({
        remote: z.enum(REMOTE_NAMES, { error: 'remote must be one of the remotes' }),
        version: z.string().regex(/^[0-9A-Za-z.+-]{1,64}$/, 'version is not a release version'),
        outcome: z.enum(LOAD_OUTCOMES, {
          error: `outcome must be one of ${LOAD_OUTCOMES.join(', ')}`,
        }),
        ms: z.number().int('ms must be whole milliseconds').min(0).max(600_000),
      }),
    )
    .min(1, 'reports must hold at least one load')
    .max(BEACON_MAX_REPORTS, `reports must hold at most ${BEACON_MAX_REPORTS} loads`),
});

export type Beacon = z.output<typeof beaconSchema>;

function minuteOf(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}

/** A keyed hash of the address, so the limit works without storing who sent what. */
export function beaconClient(address: string, secret: string): string {
  return createHmac('sha256', secret).update(`beacon:${address}`).digest('base64url').slice(0, 22);
}

/**
 * Counts one more batch from `client` this minute; false when it is over the limit (then
 * nothing else is counted).
 */
export async function admitBeacon(
  db: Queryable,
  client: string,
  now: Date,
  perMinute: number,
): Promise<boolean> {
  const [row] = await db.query<{ batches: number }>(
    `insert into release_beacon_rate (client, minute, batches) values ($1, $2, 1)
     on conflict (client, minute) do update set batches = release_beacon_rate.batches + 1
     returning batches`,
    [client, minuteOf(now)],
  );
  return (row?.batches ?? 0) <= perMinute;
}

/**
 * Adds the reports to the per-minute counters of published releases; reports of versions
 * that were never published are ignored. Returns how many were counted.
 */
export async function recordLoads(db: Database, beacon: Beacon, now: Date): Promise<number> {
  const counts = new Map<
    string,
    { name: string; version: string; outcome: LoadOutcome; n: number; ms: number }
  >();
  for (const report of beacon.reports) {
    const name = report.remote.replace('_', '-');
    const key = `${name}\0${report.version}\0${report.outcome}`;
    const count = counts.get(key) ?? {
      name,
      version: report.version,
      outcome: report.outcome,
      n: 0,
      ms: 0,
    };
    count.n += 1;
    if (report.outcome === 'ok') count.ms += report.ms;
    counts.set(key, count);
  }
  const minute = minuteOf(now);
  let counted = 0;
  await db.transaction(async (tx) => {
    for (const count of counts.values()) {
      // The column name comes from the closed list LOAD_OUTCOMES, never from the request.
      const column = LOAD_OUTCOMES.find((outcome) => outcome === count.outcome) ?? 'ok';
      const rows = await tx.query(
        `insert into release_load_minute (name, version, minute, ${column}, ok_ms)
         select $1, $2, $3, $4, $5
         where exists (select 1 from remote_release where name = $1 and version = $2)
         on conflict (name, version, minute) do update set
           ${column} = release_load_minute.${column} + excluded.${column},
           ok_ms = release_load_minute.ok_ms + excluded.ok_ms
         returning 1`,
        [count.name, count.version, minute, count.n, count.ms],
      );
      if (rows.length > 0) counted += count.n;
    }
  });
  return counted;
}

export interface LoadFigures {
  version: string;
  loads: number;
  failures: number;
  /** failures / loads, 0 without loads. */
  failureRate: number;
  byOutcome: Record<LoadOutcome, number>;
  /** Mean time of the successful loads, null without any. */
  averageOkMs: number | null;
}

/** Loads of one release since `since`. */
export async function loadFigures(
  db: Queryable,
  name: string,
  version: string,
  since: Date,
): Promise<LoadFigures> {
  const [row] = await db.query<Record<LoadOutcome | 'ok_ms', number | null>>(
    `select sum(ok)::int as ok, sum(manifest)::int as manifest, sum(entry)::int as entry,
            sum(chunk)::int as chunk, sum(render)::int as render, sum(ok_ms)::float8 as ok_ms
     from release_load_minute where name = $1 and version = $2 and minute >= $3`,
    [name, version, minuteOf(since)],
  );
  const byOutcome = Object.fromEntries(
    LOAD_OUTCOMES.map((outcome) => [outcome, row?.[outcome] ?? 0]),
  ) as Record<LoadOutcome, number>;
  const failures = FAILURES.reduce((sum, outcome) => sum + byOutcome[outcome], 0);
  const loads = failures + byOutcome.ok;
  return {
    version,
    loads,
    failures,
    failureRate: loads === 0 ? 0 : failures / loads,
    byOutcome,
    averageOkMs: byOutcome.ok === 0 ? null : Math.round((row?.ok_ms ?? 0) / byOutcome.ok),
  };
}

export interface RemoteStatus {
  name: string;
  live: LoadFigures | null;
  canary: (LoadFigures & { percent: number; startedAt: Date }) | null;
  /** What /remotes.json names as the fallback for visitors of the live version. */
  lastKnownGood: string | null;
}

/** Each remote's live and canary versions with their loads over the last `minutes`. */
export async function releaseStatus(
  db: Queryable,
  now: Date,
  minutes: number,
  lastKnownGood: (name: string) => string | null,
): Promise<RemoteStatus[]> {
  const since = new Date(now.getTime() - minutes * 60_000);
  const rows = await db.query<{
    name: string;
    version: string;
    canary_version: string | null;
    canary_percent: number | null;
    canary_started_at: Date | null;
  }>(
    'select name, version, canary_version, canary_percent, canary_started_at from remote_live order by name',
  );
  const statuses: RemoteStatus[] = [];
  for (const row of rows) {
    statuses.push({
      name: row.name,
      live: await loadFigures(db, row.name, row.version, since),
      canary:
        row.canary_version && row.canary_percent !== null && row.canary_started_at
          ? {
              ...(await loadFigures(db, row.name, row.canary_version, since)),
              percent: row.canary_percent,
              startedAt: new Date(row.canary_started_at),
            }
          : null,
      lastKnownGood: lastKnownGood(row.name),
    });
  }
  return statuses;
}

// Any constant works; it only has to be the same in every replica.
const CANARY_LOCK_KEY = 724_190_512;

/** Beacon rate rows older than this are deleted. */
const RATE_ROWS_KEPT_MS = 10 * 60_000;
/** Load counters are kept this long: the last-known-good choice reads them. */
const LOADS_KEPT_MS = 30 * 24 * 60 * 60_000;

export interface CanaryCheckDeps {
  ctx: ReleaseContext;
  config: ReleaseConfig;
  now: () => Date;
  logger: FastifyBaseLogger;
}

/**
 * Aborts every canary whose failure rate, since it started and within the health window, has
 * reached the threshold over at least the minimum number of loads. On PostgreSQL one replica
 * at a time (a transaction-scoped try-lock); PGlite has one process only.
 */
export async function checkCanaries(deps: CanaryCheckDeps): Promise<string[]> {
  const { db } = deps.ctx;
  const work = () => abortFailingCanaries(deps);
  if (db.engine === 'pglite') return work();
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(
      'select pg_try_advisory_xact_lock($1::bigint) as locked',
      [CANARY_LOCK_KEY],
    );
    return lock?.locked ? work() : [];
  });
}

async function abortFailingCanaries(deps: CanaryCheckDeps): Promise<string[]> {
  const { db } = deps.ctx;
  const now = deps.now();
  await db.query('delete from release_beacon_rate where minute < $1', [
    new Date(now.getTime() - RATE_ROWS_KEPT_MS),
  ]);
  await db.query('delete from release_load_minute where minute < $1', [
    new Date(now.getTime() - LOADS_KEPT_MS),
  ]);
  await dropOldVitals(db, now);
  const canaries = await db.query<{
    name: string;
    canary_version: string;
    canary_percent: number;
    canary_started_at: Date;
  }>(
    `select name, canary_version, canary_percent, canary_started_at from remote_live
     where canary_version is not null`,
  );
  const aborted: string[] = [];
  for (const canary of canaries) {
    const windowStart = new Date(now.getTime() - deps.config.healthWindowMinutes * 60_000);
    const startedAt = new Date(canary.canary_started_at);
    const since = startedAt > windowStart ? startedAt : windowStart;
    const figures = await loadFigures(db, canary.name, canary.canary_version, since);
    if (
      figures.loads < deps.config.canaryMinLoads ||
      figures.failureRate < deps.config.canaryMaxFailureRate
    ) {
      continue;
    }
    const percent = (figures.failureRate * 100).toFixed(1);
    try {
      await abortCanary(
        deps.ctx,
        canary.name,
        {
          operator: 'canary-check',
          reason: `failure rate ${percent}% over ${figures.loads} loads reached the limit of ${deps.config.canaryMaxFailureRate * 100}% (at least ${deps.config.canaryMinLoads} loads)`,
        },
        {
          canary: canary.canary_version,
          figures: {
            since: since.toISOString(),
            ...figures,
            threshold: deps.config.canaryMaxFailureRate,
            minLoads: deps.config.canaryMinLoads,
          },
        },
      );
      aborted.push(canary.name);
      deps.logger.warn(
        { remote: canary.name, ...figures },
        'canary aborted: too many failed loads',
      );
    } catch (error) {
      // An operator changed it meanwhile; their change stands.
      if (!(error instanceof ReleaseError && error.kind === 'conflict')) throw error;
    }
  }
  return aborted;
}

/** Runs the canary check every `intervalMs`; stop() waits for a run in progress. */
export function startCanaryChecks(
  deps: CanaryCheckDeps,
  intervalMs: number,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = checkCanaries(deps).catch((error: unknown) =>
      deps.logger.error({ err: error }, 'canary check failed'),
    );
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
