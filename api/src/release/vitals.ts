import { REMOTE_NAMES, siteRoutes } from '@travel/shared/contracts';
import { z } from 'zod';
import type { Database, Queryable } from '../db/database';

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The largest value taken per metric: milliseconds, CLS unitless. Larger is refused as junk. */
export const VITAL_MAX: Record<VitalMetric, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 100,
  TTFB: 120_000,
  FCP: 120_000,
};

/** The most vitals and errors one batch may carry. */
export const VITALS_MAX_REPORTS = 50;
export const VITALS_MAX_ERRORS = 20;

/** Vitals and errors are kept this long. */
export const VITALS_KEPT_MS = 30 * 24 * 60 * 60_000;

/**
 * Fixed buckets, the same in every replica and for ever: bucket 0 holds values under 1 (ms, or
 * thousandths of CLS), bucket k values in [GROWTH^(k-1), GROWTH^k). GROWTH 1.1 keeps a
 * percentile within 5 % of the truth when read at the bucket's geometric middle.
 */
const GROWTH = 1.1;
const CLS_SCALE = 1000;

export function bucketOf(metric: VitalMetric, value: number): number {
  const scaled = metric === 'CLS' ? value * CLS_SCALE : value;
  if (scaled < 1) return 0;
  return Math.floor(Math.log(scaled) / Math.log(GROWTH)) + 1;
}

/** The value a bucket stands for: its geometric middle (0 for bucket 0). */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  if (bucket <= 0) return 0;
  const middle = GROWTH ** (bucket - 0.5);
  return metric === 'CLS' ? middle / CLS_SCALE : middle;
}

const routeNames = siteRoutes.map((route) => route.page) as [string, ...string[]];

const release = {
  remote: z.enum(REMOTE_NAMES, { error: 'remote must be one of the remotes' }),
  version: z.string().regex(/^[0-9A-Za-z.+-]{1,64}$/, 'version is not a release version'),
  route: z.enum(routeNames, { error: 'route must be the name of a site route' }),
};

/**
 * A batch of page vitals and errors, as the shell reports them: the release that drew the
 * screen, the route's name, the value. No URL, time, address or account: the minute is the
 * server's, so a value from the future cannot arrive.
 */
export const vitalsBeaconSchema = z
  .strictObject({
    vitals: z
      .array(
        z
          .strictObject({
            ...release,
            metric: z.enum(VITAL_METRICS, {
              error: `metric must be one of ${VITAL_METRICS.join(', ')}`,
            }),
            value: z.number().min(0, 'value must not be negative'),
          })
          .refine((vital) => vital.value <= VITAL_MAX[vital.metric], {
            message: 'value is out of range for its metric',
            path: ['value'],
          }),
      )
      .max(VITALS_MAX_REPORTS, `vitals must hold at most ${VITALS_MAX_REPORTS} values`)
      .default([]),
    errors: z
      .array(
        z.strictObject({
          ...release,
          kind: z.enum(['error', 'rejection'], { error: "kind must be 'error' or 'rejection'" }),
          message: z.string().max(500, 'message must be at most 500 characters'),
        }),
      )
      .max(VITALS_MAX_ERRORS, `errors must hold at most ${VITALS_MAX_ERRORS} errors`)
      .default([]),
  })
  .refine((beacon) => beacon.vitals.length + beacon.errors.length > 0, {
    message: 'a beacon must hold at least one vital or error',
  });

export type VitalsBeacon = z.output<typeof vitalsBeaconSchema>;

/**
 * An error's message as kept: its first line, without addresses, links, long tokens or digits
 * (ids, amounts, phone numbers), at most 120 characters.
 */
export function scrubMessage(message: string): string {
  const scrubbed = (message.split('\n')[0] ?? '')
    .replace(/[^\s@]+@[^\s@]+/g, '<email>')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<url>')
    .replace(/[A-Za-z0-9_-]{24,}/g, '<token>')
    .replace(/\d+/g, '0')
    // Control characters go (a lone surrogate or U+0000 never gets here: storable-text.ts).
    .replace(/\p{Cc}/gu, '')
    .trim();
  return Array.from(scrubbed).slice(0, 120).join('') || '(no message)';
}

function minuteOf(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}

const dirOf = (remote: string) => remote.replace('_', '-');

/**
 * Adds a batch to the minute's buckets and error counts. Reports of a version never published
 * for that remote are ignored. Returns how many vitals and errors were counted.
 */
export async function recordVitals(
  db: Database,
  beacon: VitalsBeacon,
  now: Date,
): Promise<{ vitals: number; errors: number }> {
  const minute = minuteOf(now);
  const buckets = new Map<string, { cells: string[]; count: number }>();
  for (const vital of beacon.vitals) {
    const cells = [
      dirOf(vital.remote),
      vital.version,
      vital.route,
      vital.metric,
      String(bucketOf(vital.metric, vital.value)),
    ];
    const key = cells.join('\0');
    const entry = buckets.get(key) ?? { cells, count: 0 };
    entry.count += 1;
    buckets.set(key, entry);
  }
  const errors = new Map<string, { cells: string[]; count: number }>();
  for (const error of beacon.errors) {
    const cells = [
      dirOf(error.remote),
      error.version,
      error.route,
      error.kind,
      scrubMessage(error.message),
    ];
    const key = cells.join('\0');
    const entry = errors.get(key) ?? { cells, count: 0 };
    entry.count += 1;
    errors.set(key, entry);
  }
  const counted = { vitals: 0, errors: 0 };
  await db.transaction(async (tx) => {
    for (const { cells, count } of buckets.values()) {
      const [name, version, route, metric, bucket] = cells;
      const rows = await tx.query(
        `insert into vital_minute (name, version, route, metric, minute, bucket, count)
         select $1, $2, $3, $4, $5, $6, $7
         where exists (select 1 from remote_release where name = $1 and version = $2)
         on conflict (name, version, route, metric, minute, bucket)
           do update set count = vital_minute.count + excluded.count
         returning 1`,
        [name, version, route, metric, minute, Number(bucket), count],
      );
      if (rows.length > 0) counted.vitals += count;
    }
    for (const { cells, count } of errors.values()) {
      const [name, version, route, kind, message] = cells;
      const rows = await tx.query(
        `insert into client_error_minute (name, version, route, minute, kind, message, count)
         select $1, $2, $3, $4, $5, $6, $7
         where exists (select 1 from remote_release where name = $1 and version = $2)
         on conflict (name, version, route, minute, kind, message)
           do update set count = client_error_minute.count + excluded.count
         returning 1`,
        [name, version, route, minute, kind, message, count],
      );
      if (rows.length > 0) counted.errors += count;
    }
  });
  return counted;
}

export interface VitalFigures {
  metric: VitalMetric;
  count: number;
  /** Null without samples. */
  p75: number | null;
  p95: number | null;
}

/** The value below which `share` of the samples fall, read at its bucket's middle. */
function percentile(
  metric: VitalMetric,
  counts: { bucket: number; count: number }[],
  total: number,
  share: number,
): number | null {
  if (total === 0) return null;
  const rank = Math.ceil(share * total);
  let seen = 0;
  for (const { bucket, count } of counts) {
    seen += count;
    if (seen >= rank) return bucketValue(metric, bucket);
  }
  return bucketValue(metric, counts.at(-1)?.bucket ?? 0);
}

export interface VitalQuery {
  name: string;
  version: string;
  metric: VitalMetric;
  since: Date;
  until: Date;
  route?: string;
}

/** One release's counts per bucket of a metric over [since, until), from every replica. */
export async function vitalHistogram(
  db: Queryable,
  query: VitalQuery,
): Promise<{ bucket: number; count: number }[]> {
  return db.query<{ bucket: number; count: number }>(
    `select bucket, sum(count)::int as count from vital_minute
     where name = $1 and version = $2 and metric = $3 and minute >= $4 and minute < $5
       and ($6::text is null or route = $6)
     group by bucket order by bucket`,
    [query.name, query.version, query.metric, query.since, query.until, query.route ?? null],
  );
}

/** p75 and p95 of a histogram, sorted by bucket. */
export function histogramFigures(
  metric: VitalMetric,
  rows: { bucket: number; count: number }[],
): VitalFigures {
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  return {
    metric,
    count,
    p75: percentile(metric, rows, count, 0.75),
    p95: percentile(metric, rows, count, 0.95),
  };
}

/** p75 and p95 of one release's metric over [since, until), on every route or one. */
export async function vitalFigures(db: Queryable, query: VitalQuery): Promise<VitalFigures> {
  return histogramFigures(query.metric, await vitalHistogram(db, query));
}

/** How many errors and rejections a release's visitors met over [since, until). */
export async function errorCount(
  db: Queryable,
  query: { name: string; version: string; since: Date; until: Date },
): Promise<number> {
  const [row] = await db.query<{ count: number | null }>(
    `select sum(count)::int as count from client_error_minute
     where name = $1 and version = $2 and minute >= $3 and minute < $4`,
    [query.name, query.version, query.since, query.until],
  );
  return row?.count ?? 0;
}

/** The most frequent errors of a release over [since, until). */
export async function topErrors(
  db: Queryable,
  query: { name: string; version: string; since: Date; until: Date; limit?: number },
): Promise<{ kind: string; message: string; route: string; count: number }[]> {
  return db.query(
    `select kind, message, route, sum(count)::int as count from client_error_minute
     where name = $1 and version = $2 and minute >= $3 and minute < $4
     group by kind, message, route order by count desc, message limit $5`,
    [query.name, query.version, query.since, query.until, query.limit ?? 10],
  );
}

/** One step of vitalSeries: p75 of each judged vital, errors per load, page views. */
export interface SeriesPoint {
  at: Date;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
  errorRate: number | null;
  views: number;
}

/**
 * A release's figures over [since, until) in steps of `stepMinutes`, from every replica's
 * counts: four grouped queries whatever the number of steps.
 */
export async function vitalSeries(
  db: Queryable,
  query: { name: string; version: string; since: Date; until: Date; stepMinutes: number },
): Promise<SeriesPoint[]> {
  const stepMs = query.stepMinutes * 60_000;
  const start = Math.floor(query.since.getTime() / stepMs) * stepMs;
  const steps = Math.max(1, Math.ceil((query.until.getTime() - start) / stepMs));
  const stepOf = `floor((extract(epoch from minute) * 1000 - $4::float8) / $5::float8)::int`;
  const args = [query.name, query.version, new Date(start), start, stepMs, query.until];
  const [vitals, errors, loads] = await Promise.all([
    db.query<{ step: number; metric: VitalMetric; bucket: number; count: number }>(
      `select ${stepOf} as step, metric, bucket, sum(count)::int as count from vital_minute
       where name = $1 and version = $2 and minute >= $3 and minute < $6
         and metric in ('LCP', 'INP', 'CLS')
       group by 1, metric, bucket order by 1, metric, bucket`,
      args,
    ),
    db.query<{ step: number; count: number }>(
      `select ${stepOf} as step, sum(count)::int as count from client_error_minute
       where name = $1 and version = $2 and minute >= $3 and minute < $6 group by 1`,
      args,
    ),
    db.query<{ step: number; count: number }>(
      `select ${stepOf} as step,
              sum(ok + manifest + entry + chunk + render)::int as count
       from release_load_minute
       where name = $1 and version = $2 and minute >= $3 and minute < $6 group by 1`,
      args,
    ),
  ]);
  const points: SeriesPoint[] = Array.from({ length: steps }, (_, step) => ({
    at: new Date(start + step * stepMs),
    lcpP75: null,
    inpP75: null,
    clsP75: null,
    errorRate: null,
    views: 0,
  }));
  const histograms = new Map<string, { bucket: number; count: number }[]>();
  for (const row of vitals) {
    const key = `${row.step}\0${row.metric}`;
    const rows = histograms.get(key) ?? [];
    rows.push({ bucket: row.bucket, count: row.count });
    histograms.set(key, rows);
  }
  const field = { LCP: 'lcpP75', INP: 'inpP75', CLS: 'clsP75' } as const;
  for (const [key, rows] of histograms) {
    const [step, metric] = key.split('\0') as [string, 'LCP' | 'INP' | 'CLS'];
    const point = points[Number(step)];
    if (!point) continue;
    const figures = histogramFigures(metric, rows);
    point[field[metric]] = figures.p75;
    if (metric === 'LCP') point.views = figures.count;
  }
  const errorsAt = new Map(errors.map((row) => [row.step, row.count]));
  for (const row of loads) {
    const point = points[row.step];
    if (point && row.count > 0) point.errorRate = (errorsAt.get(row.step) ?? 0) / row.count;
  }
  return points;
}

/** Deletes vitals and errors older than VITALS_KEPT_MS. */
export async function dropOldVitals(db: Queryable, now: Date): Promise<void> {
  const before = new Date(now.getTime() - VITALS_KEPT_MS);
  await db.query('delete from vital_minute where minute < $1', [before]);
  await db.query('delete from client_error_minute where minute < $1', [before]);
}
