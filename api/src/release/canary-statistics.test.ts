import { describe, expect, it } from 'vitest';
import { type Histogram, mannWhitneyGreater, rateGreater } from './canary-statistics';

const histogram = (counts: Record<number, number>): Histogram =>
  Object.entries(counts).map(([bucket, count]) => ({ bucket: Number(bucket), count }));

describe('the one-sided Mann-Whitney U test on histograms', () => {
  it('gives the figures of the textbook test (scipy.stats.mannwhitneyu, asymptotic)', () => {
    const apart = mannWhitneyGreater(
      histogram({ 6: 1, 7: 1, 8: 1, 9: 1, 10: 1 }),
      histogram({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 }),
    );
    expect(apart.u).toBe(25);
    expect(apart.p).toBeCloseTo(0.006093, 5);
    // Ties within buckets: mid-ranks and the tie correction.
    const tied = mannWhitneyGreater(
      histogram({ 3: 4, 5: 6, 9: 2 }),
      histogram({ 1: 5, 3: 7, 5: 3 }),
    );
    expect(tied.u).toBe(145);
    expect(tied.p).toBeCloseTo(0.002407, 5);
  });

  it('tells nothing when the samples agree, a side is empty, or every value ties', () => {
    const same = histogram({ 10: 30, 20: 40, 30: 30 });
    expect(mannWhitneyGreater(same, same).p).toBeGreaterThan(0.4);
    expect(mannWhitneyGreater(histogram({}), same).p).toBe(1);
    expect(mannWhitneyGreater(histogram({ 7: 9 }), histogram({ 7: 12 })).p).toBe(1);
  });

  it('is one-sided: a faster sample is never found slower', () => {
    const slow = histogram({ 60: 6 });
    const fast = histogram({ 30: 6 });
    expect(mannWhitneyGreater(slow, fast).p).toBeLessThan(0.01);
    expect(mannWhitneyGreater(fast, slow).p).toBeGreaterThan(0.99);
  });
});

describe('the conditional binomial test of two event rates', () => {
  it('gives the exact binomial tail (scipy.stats.binomtest)', () => {
    expect(rateGreater({ events: 5, exposure: 10 }, { events: 0, exposure: 10 }).p).toBeCloseTo(
      1 / 32,
      10,
    );
    expect(rateGreater({ events: 7, exposure: 40 }, { events: 2, exposure: 60 }).p).toBeCloseTo(
      0.025035,
      5,
    );
  });

  it('tells nothing without events or exposure, and never finds a lower rate higher', () => {
    expect(rateGreater({ events: 0, exposure: 50 }, { events: 0, exposure: 50 }).p).toBe(1);
    expect(rateGreater({ events: 3, exposure: 0 }, { events: 0, exposure: 50 }).p).toBe(1);
    expect(
      rateGreater({ events: 1, exposure: 100 }, { events: 9, exposure: 100 }).p,
    ).toBeGreaterThan(0.99);
  });

  it('answers past the exact table by the normal approximation', () => {
    const { p } = rateGreater(
      { events: 800_000, exposure: 1_000_000 },
      { events: 700_000, exposure: 1_000_000 },
    );
    expect(p).toBeLessThan(0.001);
    const even = rateGreater(
      { events: 6_000, exposure: 1_000 },
      { events: 6_000, exposure: 1_000 },
    );
    expect(even.p).toBeGreaterThan(0.4);
  });
});
