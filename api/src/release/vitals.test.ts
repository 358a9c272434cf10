import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { testApp, testConfig } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { freshIp } from '../test-support/http';
import { BEACON_PATH, VITALS_BEACON_PATH } from './beacon-route';
import { checkCanaries } from './health';
import {
  VITAL_METRICS,
  type VitalMetric,
  bucketOf,
  bucketValue,
  scrubMessage,
  topErrors,
  vitalFigures,
} from './vitals';

const VERSION = '1.0.0-0a1b2c3d';
const NAME = 'remote-coupons';

describe('vital buckets', () => {
  it('are log-spaced: any value reads back within 5 %', () => {
    for (const metric of VITAL_METRICS) {
      for (const value of [1.5, 7, 48, 120, 999, 2_500, 4_000, 30_000, 59_999]) {
        const scaled = metric === 'CLS' ? value / 1000 : value;
        const back = bucketValue(metric, bucketOf(metric, scaled));
        expect(Math.abs(back - scaled) / scaled).toBeLessThan(0.05);
      }
    }
    expect(bucketOf('INP', 0)).toBe(0);
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketOf('LCP', 120_000)).toBeLessThan(200);
  });

  it('keep no personal data in an error message', () => {
    expect(
      scrubMessage(
        'Cannot read order FL12345 of priya@example.in at https://x.in/a?b=c\n    at foo (x.js:1:2)',
      ),
    ).toBe('Cannot read order FL0 of <email> at <url>');
    expect(scrubMessage('token eyJhbGciOiJIUzI1NiJ9abcdefghijkl failed')).toBe(
      'token <token> failed',
    );
    expect(scrubMessage('')).toBe('(no message)');
    expect(scrubMessage('word '.repeat(100))).toHaveLength(120);
  });
});

describe.each(engines)('the vitals beacon on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;
  let replica: FastifyInstance;
  let db: Database;
  const clock = testClock();

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { env: { BEACON_BATCHES_PER_MINUTE: '1000' }, now: clock.now }));
    ({ app: replica } = await testApp(await database().replica(), {
      env: { BEACON_BATCHES_PER_MINUTE: '1000' },
      now: clock.now,
    }));
    await db.query(
      `insert into remote_release (name, version, manifest_path)
       values ($1, $2, 'remote-coupons/x/mf-manifest.json')`,
      [NAME, VERSION],
    );
  });

  const send = (
    body: unknown,
    options: { to?: FastifyInstance; ip?: string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> =>
    (options.to ?? app).inject({
      method: 'POST',
      url: VITALS_BEACON_PATH,
      remoteAddress: options.ip ?? freshIp(),
      headers: { 'content-type': 'application/json', ...options.headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const vital = (metric: string, value: unknown, extra: Record<string, unknown> = {}) => ({
    remote: 'remote_coupons',
    version: VERSION,
    route: 'coupon',
    metric,
    value,
    ...extra,
  });

  const figures = (metric: VitalMetric, route?: string) =>
    vitalFigures(db, {
      name: NAME,
      version: VERSION,
      metric,
      since: new Date(clock.now().getTime() - 3_600_000),
      until: new Date(clock.now().getTime() + 60_000),
      route,
    });

  it('adds up p75 and p95 across minutes and replicas', async () => {
    // 100 INP values 10, 20, ..., 1000 ms: half through one replica, half through the other,
    // over two minutes.
    const values = Array.from({ length: 100 }, (_, i) => (i + 1) * 10);
    for (let i = 0; i < 100; i += 25) {
      const batch = values.slice(i, i + 25).map((value) => vital('INP', value));
      const response = await send({ vitals: batch }, { to: i % 50 === 0 ? app : replica });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ counted: { vitals: 25, errors: 0 } });
      if (i === 50) clock.advance(60_000);
    }
    const inp = await figures('INP');
    expect(inp.count).toBe(100);
    expect(inp.p75).toBeGreaterThan(750 * 0.95);
    expect(inp.p75).toBeLessThan(750 * 1.05);
    expect(inp.p95).toBeGreaterThan(950 * 0.95);
    expect(inp.p95).toBeLessThan(950 * 1.05);
    // Per route: another route has none.
    expect((await figures('INP', 'home')).count).toBe(0);
    expect((await figures('INP', 'home')).p75).toBeNull();
    const rows = await db.query<{ n: number }>(
      `select count(*)::int as n from vital_minute where metric = 'INP'`,
    );
    // Buckets, not samples: fewer rows than values.
    expect(rows[0]?.n).toBeLessThan(100);
  });

  it('takes CLS without a unit and errors with a scrubbed message', async () => {
    const response = await send({
      vitals: [vital('CLS', 0), vital('CLS', 0.02), vital('CLS', 0.3), vital('CLS', 0.3)],
      errors: [
        {
          remote: 'remote_coupons',
          version: VERSION,
          route: 'coupon',
          kind: 'error',
          message: 'Order CP123 of 9876543210 failed',
        },
        {
          remote: 'remote_coupons',
          version: VERSION,
          route: 'coupon',
          kind: 'rejection',
          message: 'Order CP456 of 9876500000 failed',
        },
      ],
    });
    expect(response.json()).toEqual({ counted: { vitals: 4, errors: 2 } });
    const cls = await figures('CLS');
    expect(cls.p75).toBeCloseTo(0.3, 1);
    const errors = await topErrors(db, {
      name: NAME,
      version: VERSION,
      since: new Date(0),
      until: new Date(clock.now().getTime() + 60_000),
    });
    expect(errors).toEqual([
      { kind: 'error', message: 'Order CP0 of 0 failed', route: 'coupon', count: 1 },
      { kind: 'rejection', message: 'Order CP0 of 0 failed', route: 'coupon', count: 1 },
    ]);
  });

  it('ignores versions never published', async () => {
    const response = await send({
      vitals: [vital('LCP', 1200, { version: '6.6.6-nothing1' }), vital('LCP', 1200)],
    });
    expect(response.json()).toEqual({ counted: { vitals: 1, errors: 0 } });
    expect(await db.query("select 1 from vital_minute where version = '6.6.6-nothing1'")).toEqual(
      [],
    );
  });

  it.each([
    [{}, 'a beacon must hold at least one vital or error'],
    [{ vitals: [vital('INP', -1)] }, 'vitals.0.value: value must not be negative'],
    [{ vitals: [vital('INP', 60_001)] }, 'vitals.0.value: value is out of range for its metric'],
    [{ vitals: [vital('CLS', 101)] }, 'vitals.0.value: value is out of range for its metric'],
    [{ vitals: [vital('INP', 1e308)] }, 'vitals.0.value: value is out of range for its metric'],
    [{ vitals: [vital('INP', '200')] }, /^vitals\.0\.value: /],
    [{ vitals: [vital('INP', null)] }, /^vitals\.0\.value: /],
    [{ vitals: [vital('FID', 20)] }, /^vitals\.0\.metric: metric must be one of/],
    [
      { vitals: [vital('INP', 20, { remote: 'shell' })] },
      'vitals.0.remote: remote must be one of the remotes',
    ],
    [
      { vitals: [vital('INP', 20, { route: '/html/coupon?mobile=9876543210' })] },
      'vitals.0.route: route must be the name of a site route',
    ],
    [{ vitals: [vital('INP', 20, { version: "1'; drop table x" })] }, /^vitals\.0\.version: /],
    [
      { vitals: [vital('INP', 20, { at: Date.now() + 86_400_000 })] },
      /^vitals\.0: Unrecognized key/,
    ],
    [{ vitals: [vital('INP', 20, { email: 'a@b.in' })] }, /^vitals\.0: Unrecognized key/],
    [{ vitals: Array.from({ length: 51 }, () => vital('INP', 20)) }, /at most 50/],
    [
      {
        errors: [
          {
            remote: 'remote_coupons',
            version: VERSION,
            route: 'coupon',
            kind: 'error',
            message: 'x'.repeat(501),
          },
        ],
      },
      /^errors\.0\.message: /,
    ],
    [[vital('INP', 20)], /expected object/],
  ])('refuses junk (case %#) without touching the figures', async (body, message) => {
    const before = await db.query('select * from vital_minute order by 1, 2, 3, 4, 5, 6');
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
    expect(await db.query('select * from vital_minute order by 1, 2, 3, 4, 5, 6')).toEqual(before);
  });

  it('refuses a body that is not JSON, a huge one, and another site', async () => {
    expect((await send('not json')).statusCode).toBe(400);
    const huge = await send({ vitals: [vital('INP', 20, { pad: 'x'.repeat(30_000) })] });
    expect(huge.statusCode).toBe(413);
    const crossSite = await send(
      { vitals: [vital('INP', 20)] },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.statusCode).toBe(403);
  });

  it('limits a client per minute, apart from its remote-load beacon', async () => {
    const { app: limited } = await testApp(db, {
      env: { BEACON_BATCHES_PER_MINUTE: '2' },
      now: clock.now,
    });
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push((await send({ vitals: [vital('TTFB', 90)] }, { to: limited, ip })).statusCode);
    }
    expect(answers).toEqual([200, 200, 429]);
    const loads = await limited.inject({
      method: 'POST',
      url: BEACON_PATH,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        reports: [{ remote: 'remote_coupons', version: VERSION, outcome: 'ok', ms: 100 }],
      }),
    });
    expect(loads.statusCode).toBe(200);
  });

  it('keeps 30 days', async () => {
    const old = new Date(clock.now().getTime() - 31 * 24 * 60 * 60_000);
    await db.query(
      `insert into vital_minute (name, version, route, metric, minute, bucket, count)
       values ($1, $2, 'coupon', 'LCP', $3, 10, 1)`,
      [NAME, VERSION, old],
    );
    await checkCanaries({
      ctx: { db, releasesDir: '/nowhere', shellDist: '/nowhere', now: clock.now },
      config: testConfig().releases,
      now: clock.now,
      logger: app.log,
    });
    expect(await db.query('select 1 from vital_minute where minute < $1', [old])).toEqual([]);
    expect(await db.query('select 1 from vital_minute where minute <= $1', [old])).toEqual([]);
    expect((await figures('INP')).count).toBe(100);
  });
});
