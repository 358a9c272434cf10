import { createHmac } from 'node:crypto';
import { REMOTE_NAMES } from '@travel/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ReleaseConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { type ReleaseContext, ReleaseError } from './release';
import { mannWhitneyGreater, rateGreater } from './canary-statistics';
import { abortCanary, promoteCanary } from './live';
import {
  type VitalMetric,
  dropOldVitals,
  errorCount,
  histogramFigures,
  vitalHistogram,
} from './vitals';

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
  canary:
    (LoadFigures & { percent: number; startedAt: Date; autoPromoteMinutes: number | null }) | null;
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
    canary_auto_promote_minutes: number | null;
  }>(
    `select name, version, canary_version, canary_percent, canary_started_at,
            canary_auto_promote_minutes
     from remote_live order by name`,
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
              autoPromoteMinutes: row.canary_auto_promote_minutes,
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
    version: string;
    canary_version: string;
    canary_percent: number;
    canary_started_at: Date;
    canary_auto_promote_minutes: number | null;
  }>(
    `select name, version, canary_version, canary_percent, canary_started_at,
            canary_auto_promote_minutes
     from remote_live where canary_version is not null`,
  );
  const aborted: string[] = [];
  for (const canary of canaries) {
    const windowStart = new Date(now.getTime() - deps.config.healthWindowMinutes * 60_000);
    const startedAt = new Date(canary.canary_started_at);
    const since = startedAt > windowStart ? startedAt : windowStart;
    const felt = startedAt > windowStart ? servedFrom(startedAt) : windowStart;
    const versions = { name: canary.name, live: canary.version, canary: canary.canary_version };
    const verdict =
      (await failedLoads(db, deps.config, versions, since)) ??
      (await worseVitals(db, deps.config, versions, felt, now)) ??
      (await moreErrors(db, deps.config, versions, felt, now));
    if (!verdict) {
      if (canary.canary_auto_promote_minutes !== null) {
        await promoteWhenHealthy(deps, versions, startedAt, canary.canary_auto_promote_minutes);
      }
      continue;
    }
    try {
      await abortCanary(
        deps.ctx,
        canary.name,
        { operator: 'canary-check', reason: verdict.reason },
        {
          canary: canary.canary_version,
          figures: {
            since: (verdict.rule === 'loads' ? since : felt).toISOString(),
            rule: verdict.rule,
            ...verdict.figures,
          },
        },
      );
      aborted.push(canary.name);
      deps.logger.warn(
        { remote: canary.name, rule: verdict.rule, ...verdict.figures },
        `canary aborted: ${verdict.reason}`,
      );
    } catch (error) {
      // An operator changed it meanwhile; their change stands.
      if (!(error instanceof ReleaseError && error.kind === 'conflict')) throw error;
    }
  }
  return aborted;
}

/**
 * A canary started with --auto-promote is made live once it has served that many minutes, with
 * at least canaryMinLoads loads and canaryMinVitals page views, and no rule finds it worse over
 * the whole time it served. Returns whether it was promoted.
 */
async function promoteWhenHealthy(
  deps: CanaryCheckDeps,
  versions: Versions,
  startedAt: Date,
  minutes: number,
): Promise<boolean> {
  const { db } = deps.ctx;
  const { config } = deps;
  const now = deps.now();
  if (now.getTime() - startedAt.getTime() < minutes * 60_000) return false;
  const loads = await loadFigures(db, versions.name, versions.canary, startedAt);
  const felt = servedFrom(startedAt);
  const window = { name: versions.name, since: felt, until: nextMinute(now) };
  const views = histogramFigures(
    'LCP',
    await vitalHistogram(db, { ...window, metric: 'LCP', version: versions.canary }),
  );
  if (loads.loads < config.canaryMinLoads || views.count < config.canaryMinVitals) return false;
  const against =
    (await failedLoads(db, config, versions, startedAt)) ??
    (await worseVitals(db, config, versions, felt, now)) ??
    (await moreErrors(db, config, versions, felt, now));
  if (against) return false;
  const live = histogramFigures(
    'LCP',
    await vitalHistogram(db, { ...window, metric: 'LCP', version: versions.live }),
  );
  const lcp =
    views.p75 !== null && live.p75 !== null
      ? `, p75 LCP ${shown('LCP', views.p75)} against live ${shown('LCP', live.p75)}`
      : '';
  try {
    await promoteCanary(
      deps.ctx,
      versions.name,
      {
        operator: 'canary-check',
        reason: `healthy for ${minutes} minutes: ${loads.loads} loads, ${loads.failures} failed; ${views.count} page views${lcp}; no rule against it`,
      },
      {
        canary: versions.canary,
        figures: {
          rule: 'auto-promote',
          since: startedAt.toISOString(),
          minutes,
          loads,
          lcp: { canary: views, live: { version: versions.live, ...live } },
        },
      },
    );
    deps.logger.info({ remote: versions.name, version: versions.canary }, 'canary promoted');
    return true;
  } catch (error) {
    // An operator changed it meanwhile, or the skew gate now refuses it: a person decides.
    if (!(error instanceof ReleaseError)) throw error;
    deps.logger.warn({ remote: versions.name, err: error }, 'canary not promoted');
    return false;
  }
}

/** Why a canary is aborted, in the ledger's words, and the figures that say so. */
interface Verdict {
  rule: 'loads' | 'vitals' | 'errors';
  reason: string;
  figures: object;
}

type Versions = { name: string; live: string; canary: string };

/** The canary's failed loads reached the limit over enough loads. */
async function failedLoads(
  db: Queryable,
  config: ReleaseConfig,
  versions: Versions,
  since: Date,
): Promise<Verdict | null> {
  const figures = await loadFigures(db, versions.name, versions.canary, since);
  if (figures.loads < config.canaryMinLoads || figures.failureRate < config.canaryMaxFailureRate) {
    return null;
  }
  const percent = (figures.failureRate * 100).toFixed(1);
  return {
    rule: 'loads',
    reason: `failure rate ${percent}% over ${figures.loads} loads reached the limit of ${config.canaryMaxFailureRate * 100}% (at least ${config.canaryMinLoads} loads)`,
    figures: {
      ...figures,
      threshold: config.canaryMaxFailureRate,
      minLoads: config.canaryMinLoads,
    },
  };
}

/** A canary is worse only when the test says so at this level (95 %). */
export const CANARY_SIGNIFICANCE = 0.05;

/** The vitals a canary is judged on, in this order. */
const JUDGED: readonly VitalMetric[] = ['INP', 'LCP', 'CLS'];

/** A p75 closer to live's than this is not a difference a visitor notices, whatever the share. */
const NOTICEABLE: Partial<Record<VitalMetric, number>> = { INP: 50, LCP: 200, CLS: 0.05 };

const shown = (metric: VitalMetric, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

const pValue = (p: number) => (p < 0.0001 ? '< 0.0001' : `= ${p.toFixed(4)}`);

/**
 * The canary's p75 of a judged vital is worse than live's, over the same minutes, by more
 * than the margin and a noticeable step, and the one-sided Mann-Whitney U test of the two
 * samples agrees at 95 %. Never with fewer than canaryMinVitals samples on either side.
 */
async function worseVitals(
  db: Queryable,
  config: ReleaseConfig,
  versions: Versions,
  since: Date,
  now: Date,
): Promise<Verdict | null> {
  const window = { name: versions.name, since: minuteOf(since), until: nextMinute(now) };
  for (const metric of JUDGED) {
    const [canary, live] = await Promise.all([
      vitalHistogram(db, { ...window, metric, version: versions.canary }),
      vitalHistogram(db, { ...window, metric, version: versions.live }),
    ]);
    const ofCanary = histogramFigures(metric, canary);
    const ofLive = histogramFigures(metric, live);
    if (ofCanary.count < config.canaryMinVitals || ofLive.count < config.canaryMinVitals) continue;
    if (ofCanary.p75 === null || ofLive.p75 === null) continue;
    const worse =
      ofCanary.p75 > ofLive.p75 * (1 + config.canaryVitalsMargin) &&
      ofCanary.p75 - ofLive.p75 >= (NOTICEABLE[metric] ?? 0);
    if (!worse) continue;
    const test = mannWhitneyGreater(canary, live);
    if (test.p >= CANARY_SIGNIFICANCE) continue;
    return {
      rule: 'vitals',
      reason: `${metric} p75 ${shown(metric, ofCanary.p75)} against live ${shown(metric, ofLive.p75)} over ${ofCanary.count} and ${ofLive.count} samples: worse by more than ${Math.round(config.canaryVitalsMargin * 100)}% (one-sided Mann-Whitney U test, p ${pValue(test.p)}, below ${CANARY_SIGNIFICANCE})`,
      figures: {
        metric,
        canary: ofCanary,
        live: { version: versions.live, ...ofLive },
        margin: config.canaryVitalsMargin,
        minSamples: config.canaryMinVitals,
        test: { name: 'Mann-Whitney U, one-sided', u: test.u, z: test.z, p: test.p },
      },
    };
  }
  return null;
}

/**
 * The canary's visitors met errors more often per load than live's, by more than the margin,
 * and the one-sided conditional binomial test of the two rates agrees at 95 %.
 */
async function moreErrors(
  db: Queryable,
  config: ReleaseConfig,
  versions: Versions,
  since: Date,
  now: Date,
): Promise<Verdict | null> {
  const [canaryLoads, liveLoads] = await Promise.all([
    loadFigures(db, versions.name, versions.canary, since),
    loadFigures(db, versions.name, versions.live, since),
  ]);
  if (canaryLoads.loads < config.canaryMinVitals || liveLoads.loads < config.canaryMinVitals) {
    return null;
  }
  const window = { name: versions.name, since: minuteOf(since), until: nextMinute(now) };
  const [canaryErrors, liveErrors] = await Promise.all([
    errorCount(db, { ...window, version: versions.canary }),
    errorCount(db, { ...window, version: versions.live }),
  ]);
  const canaryRate = canaryErrors / canaryLoads.loads;
  const liveRate = liveErrors / liveLoads.loads;
  if (canaryRate <= liveRate * (1 + config.canaryVitalsMargin)) return null;
  const test = rateGreater(
    { events: canaryErrors, exposure: canaryLoads.loads },
    { events: liveErrors, exposure: liveLoads.loads },
  );
  if (test.p >= CANARY_SIGNIFICANCE) return null;
  return {
    rule: 'errors',
    reason: `${canaryErrors} errors over ${canaryLoads.loads} loads against live's ${liveErrors} over ${liveLoads.loads}: a higher error rate (one-sided conditional binomial test, p ${pValue(test.p)}, below ${CANARY_SIGNIFICANCE})`,
    figures: {
      canary: { errors: canaryErrors, loads: canaryLoads.loads, rate: canaryRate },
      live: { version: versions.live, errors: liveErrors, loads: liveLoads.loads, rate: liveRate },
      margin: config.canaryVitalsMargin,
      minSamples: config.canaryMinVitals,
      test: { name: 'conditional binomial, one-sided', p: test.p },
    },
  };
}

const nextMinute = (date: Date) => new Date(minuteOf(date).getTime() + 60_000);

/**
 * The first minute whose vitals and errors are all the canary's: what a version's visitors felt
 * is kept per minute, so the minute a canary started may hold page views of the same version
 * from before (live, previewed or an earlier canary) and is left out unless it began with it.
 */
const servedFrom = (startedAt: Date) =>
  minuteOf(startedAt).getTime() === startedAt.getTime() ? startedAt : nextMinute(startedAt);

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
