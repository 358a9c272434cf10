import { binomialDistribution, errorFunction } from 'simple-statistics';

/** Counts per bucket of one metric, buckets shared by both sides (vitals.ts bucketOf). */
export type Histogram = readonly { bucket: number; count: number }[];

export interface MannWhitney {
  /** U of the first sample: how often one of its values beats one of the second's. */
  u: number;
  z: number;
  /** One-sided: the chance of a U this large if both samples came from one distribution. */
  p: number;
}

/** P(Z <= z) of the standard normal distribution. */
function normalCdf(z: number): number {
  return 0.5 * (1 + errorFunction(z / Math.SQRT2));
}

/**
 * The one-sided Mann-Whitney U test that `a` tends to larger values than `b`, on histograms:
 * every value of a bucket ties with the others of that bucket (mid-ranks), and the normal
 * approximation carries the tie and continuity corrections. p is 1 when nothing can be told
 * (an empty side, or every value in one bucket).
 */
export function mannWhitneyGreater(a: Histogram, b: Histogram): MannWhitney {
  const counts = new Map<number, { a: number; b: number }>();
  for (const row of a) {
    const cell = counts.get(row.bucket) ?? { a: 0, b: 0 };
    cell.a += row.count;
    counts.set(row.bucket, cell);
  }
  for (const row of b) {
    const cell = counts.get(row.bucket) ?? { a: 0, b: 0 };
    cell.b += row.count;
    counts.set(row.bucket, cell);
  }
  let n = 0;
  let m = 0;
  let rankSumA = 0;
  let ties = 0;
  let seen = 0;
  for (const [, cell] of [...counts].sort(([x], [y]) => x - y)) {
    const tied = cell.a + cell.b;
    rankSumA += cell.a * (seen + (tied + 1) / 2);
    ties += tied ** 3 - tied;
    seen += tied;
    n += cell.a;
    m += cell.b;
  }
  const u = rankSumA - (n * (n + 1)) / 2;
  const total = n + m;
  const variance = total < 2 ? 0 : ((n * m) / 12) * (total + 1 - ties / (total * (total - 1)));
  if (n === 0 || m === 0 || variance <= 0) return { u, z: 0, p: 1 };
  const z = (u - (n * m) / 2 - 0.5) / Math.sqrt(variance);
  return { u, z, p: Math.min(1, Math.max(0, 1 - normalCdf(z))) };
}

/**
 * The one-sided conditional binomial test that events happen more often per exposure in `a`
 * than in `b` (two Poisson rates): with equal rates, a's share of all events follows a
 * binomial law with a's share of the exposure. Exact up to EXACT_EVENTS events, then by the
 * normal approximation.
 */
const EXACT_EVENTS = 10_000;

export function rateGreater(
  a: { events: number; exposure: number },
  b: { events: number; exposure: number },
): { p: number } {
  const events = a.events + b.events;
  const exposure = a.exposure + b.exposure;
  if (events === 0 || a.exposure <= 0 || b.exposure <= 0) return { p: 1 };
  const share = a.exposure / exposure;
  // Past this many events the normal approximation is as good, and the table is slow to build.
  const table = events <= EXACT_EVENTS ? binomialDistribution(events, share) : undefined;
  if (!table) {
    const z = (a.events - 0.5 - events * share) / Math.sqrt(events * share * (1 - share));
    return { p: 1 - normalCdf(z) };
  }
  let below = 0;
  for (let k = 0; k < a.events && k < table.length; k += 1) below += table[k] ?? 0;
  return { p: Math.min(1, Math.max(0, 1 - below)) };
}
