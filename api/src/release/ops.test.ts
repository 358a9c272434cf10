import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { activateRelease } from './live';
import { ReleaseError } from './release';
import { testClock } from '../test-support/accounts';
import { remoteBuild, remoteDist, tempDir, testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { BUCKET_COOKIE } from './bucket';
import { checkCanaries, recordLoads } from './health';
import { recordVitals } from './vitals';
import { addStaffMember, bootstrapAdmin } from '../test-support/staff';

const ASHA = `asha-${'a'.repeat(32)}`;
const RAVI = `ravi-${'r'.repeat(32)}`;
const KEYS = `asha:${ASHA},ravi:${RAVI}`;

type Json = Record<string, unknown>;

function ops(
  app: FastifyInstance,
  route: string,
  body?: object,
  key: string | null = ASHA,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: body ? 'POST' : 'GET',
    url: `/travel/ops/releases${route}`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    ...(body ? { body } : {}),
  });
}

/** The upload the CLI sends for a build of `name`. */
async function upload(name: string, options: Parameters<typeof remoteDist>[1] = {}) {
  const files = Object.entries(await remoteDist(name, options)).map(([path, content]) => ({
    path,
    base64: Buffer.from(content).toString('base64'),
  }));
  return { remote: name, packageVersion: '1.0.0', files };
}

const NO_CREDENTIAL =
  'A staff token with the release role is needed: Authorization: Bearer <staff token> (STAFF_TOKEN for the CLI), or sign in to the staff console.';

describe('release operations without operator keys', () => {
  const database = useTestDatabase('pglite');

  it('exist for staff: a call without a credential is 401, an operator key is not taken', async () => {
    const { app } = await testApp(database().db);
    for (const [route, body] of [
      ['', undefined],
      ['/history', undefined],
      ['/activate', { remote: 'remote-auth', version: '1.0.0-00000000', reason: 'try' }],
    ] as const) {
      const response = await ops(app, route, body, null);
      expect(response.statusCode, route).toBe(401);
      expect(response.json()).toEqual({ error: NO_CREDENTIAL });
      const key = await ops(app, route, body);
      expect(key.statusCode, route).toBe(401);
      expect(key.json<Json>().error).toMatch(/^The staff token is not valid/);
      expect(key.headers.deprecation).toBeUndefined();
    }
  });

  it('send the old release managers’ page to the staff console’s Releases', async () => {
    const { app } = await testApp(database().db);
    for (const url of ['/travel/ops/console', '/travel/ops/console.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/travel/ops/#/releases');
      expect(response.body).not.toContain('Operator key or token');
    }
  });
});

describe.each(engines)('release operations on a running site, on %s', (engine) => {
  const database = useTestDatabase(engine);
  let db: Database;
  let app: FastifyInstance;
  let config: Config;
  const clock = testClock();
  const versions: Record<string, string> = {};

  beforeAll(async () => {
    db = database().db;
    ({ app, config } = await testApp(db, {
      env: {
        RELEASE_OPERATOR_KEYS: KEYS,
        CANARY_MIN_LOADS: '10',
        CANARY_MAX_FAILURE_RATE: '0.3',
        CANARY_MIN_VITALS: '20',
      },
      now: clock.now,
    }));
  });

  const remotes = async (bucket?: number) =>
    (
      await app.inject({
        method: 'GET',
        url: '/remotes.json',
        cookies: bucket === undefined ? {} : { [BUCKET_COOKIE]: String(bucket) },
      })
    ).json<{ remotes: Record<string, Json> }>().remotes;

  /** One run of the canary check, as the api's timer runs it. */
  const checks = () =>
    checkCanaries({
      ctx: { db, releasesDir: config.releasesDir, shellDist: config.shellDist, now: clock.now },
      config: config.releases,
      now: clock.now,
      logger: app.log,
    });

  const ledgerRows = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from release_ledger'))[0]?.n;

  it('refuses a call without a key or with a wrong one, and changes nothing', async () => {
    const before = await ledgerRows();
    const none = await ops(app, '/publish', await upload('remote-coupons'), null);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: `${NO_CREDENTIAL} Operator keys and tokens (RELEASE_OPERATOR_KEY) still work for now but are deprecated.`,
    });
    expect(none.headers.deprecation).toBeUndefined();
    const wrong = await ops(app, '', undefined, `${ASHA}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'The operator key or token is not valid (or the token has expired).',
    });
    expect(wrong.headers.deprecation).toBeUndefined();
    expect((await ops(app, '')).json()).toEqual({ releases: [] });
    expect(await ledgerRows()).toBe(before);
  });

  it('still takes an operator key, deprecated: every answer says so', async () => {
    const me = await ops(app, '/me');
    expect(me.json()).toEqual({ operator: 'asha' });
    expect(me.headers.deprecation).toBe('true');
    expect(me.headers.warning).toBe(
      '299 - "Operator keys are deprecated: use a staff token (STAFF_TOKEN) with the release role."',
    );
    const refused = await ops(app, '/rollback', { remote: 'remote-auth', reason: 'undo it' }, RAVI);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.deprecation).toBe('true');
  });

  it('publishes an uploaded build and makes it live only with a reason', async () => {
    const published = await ops(app, '/publish', await upload('remote-coupons'));
    expect(published.statusCode).toBe(200);
    expect(published.headers.deprecation).toBe('true');
    const v1 = published.json<{ version: string; copied: boolean }>();
    expect(v1).toMatchObject({ copied: true, activated: false });
    versions.v1 = v1.version;

    const noReason = await ops(app, '/activate', { remote: 'remote-coupons', version: v1.version });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<Json>().error).toMatch(/^reason: reason is required/);
    expect(await remotes()).toEqual({});

    const live = await ops(app, '/activate', {
      remote: 'remote-coupons',
      version: v1.version,
      reason: 'first release',
    });
    expect(live.json()).toMatchObject({ action: 'activate', from: null, to: v1.version });
    expect((await remotes()).remote_coupons).toMatchObject({
      version: v1.version,
      entry: `/remotes/remote-coupons/${v1.version}/mf-manifest.json`,
    });

    const v2 = await ops(app, '/publish', {
      ...(await upload('remote-coupons', { entry: '/* coupons v2 */' })),
      activate: true,
      reason: 'new coupon card',
    });
    expect(v2.json()).toMatchObject({ copied: true, activated: true });
    versions.v2 = v2.json<{ version: string }>().version;
  });

  it('publishes a folder on the same machine, which must be the remote’s package folder', async () => {
    const folder = await remoteBuild(await tempDir('ops-folder'), 'remote-auth');
    const published = await ops(app, '/publish', { remote: 'remote-auth', folder });
    expect(published.json()).toMatchObject({ name: 'remote-auth', copied: true, activated: false });
    const wrong = await ops(app, '/publish', { remote: 'remote-flights', folder });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'folder: must be the remote-flights package folder' });
  });

  it('answers bad input clearly and changes nothing live', async () => {
    const before = await ledgerRows();
    const liveBefore = await remotes();
    const cases: [string, object, number, string | RegExp][] = [
      [
        '/activate',
        { remote: 'remote-everything', version: versions.v1 ?? '', reason: 'x'.repeat(5) },
        400,
        /^remote: remote must be one of remote-auth/,
      ],
      [
        '/activate',
        { remote: 'remote-coupons', version: '9.9.9-deadbeef', reason: 'try it' },
        404,
        'remote-coupons has no release 9.9.9-deadbeef. Run "list" to see the published ones.',
      ],
      [
        '/publish',
        {
          remote: 'remote-coupons',
          packageVersion: '1.0.0',
          files: [{ path: '../x.js', base64: '' }],
        },
        400,
        'files.0.path: a file path must be relative, without . or .. segments',
      ],
      [
        '/publish',
        {
          remote: 'remote-coupons',
          packageVersion: '1.0.0',
          files: [
            { path: 'mf-manifest.json', base64: '' },
            { path: 'mf-manifest.json', base64: '' },
          ],
        },
        400,
        'files: mf-manifest.json clashes with another file of the upload',
      ],
      ['/rollback', { remote: 'remote-auth', reason: 'undo' }, 404, /^remote-auth has no earlier/],
      [
        '/promote',
        { remote: 'remote-coupons', reason: 'go now' },
        404,
        'remote-coupons has no canary to promote.',
      ],
      [
        '/canary',
        { remote: 'remote-coupons', version: versions.v1 ?? '', percent: 120, reason: 'try' },
        400,
        'percent: percent must be a whole number from 1 to 99',
      ],
    ];
    for (const [route, body, status, message] of cases) {
      const response = await ops(app, route, body);
      expect(response.statusCode, route).toBe(status);
      expect(response.json<Json>().error).toMatch(message);
    }
    expect(await remotes()).toEqual(liveBefore);
    expect(await ledgerRows()).toBe(before);
  });

  it('refuses a skewed release with the reasons; --force makes it live and records them', async () => {
    const skewed = await ops(
      app,
      '/publish',
      await upload('remote-coupons', { entry: '/* react 18 */', versions: { react: '18.3.1' } }),
    );
    const version = skewed.json<{ version: string }>().version;
    const before = await ledgerRows();

    const refused = await ops(app, '/activate', {
      remote: 'remote-coupons',
      version,
      reason: 'try the old react build',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Json>().error).toContain(
      'singletons: react: built against 18.3.1 (needs ^18.3.1)',
    );
    expect(refused.json<{ checks: { check: string; ok: boolean }[] }>().checks).toContainEqual(
      expect.objectContaining({ check: 'singletons', ok: false }),
    );
    expect((await remotes()).remote_coupons?.version).toBe(versions.v2);
    expect(await ledgerRows()).toBe(before);

    const forced = await ops(
      app,
      '/activate',
      { remote: 'remote-coupons', version, reason: 'vendor hotfix, checked by hand', force: true },
      RAVI,
    );
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({ forced: true, from: versions.v2, to: version });
    const [row] = (await ops(app, '/history?remote=remote-coupons'))
      .json<{
        entries: Json[];
      }>()
      .entries.slice(-1);
    expect(row).toMatchObject({
      operator: 'ravi',
      action: 'activate',
      reason: 'vendor hotfix, checked by hand',
      forced: true,
    });
    expect(row?.checks).toContainEqual(expect.objectContaining({ check: 'singletons', ok: false }));
    versions.skewed = version;
  });

  it('rolls back for the next page load, and names the last known good version', async () => {
    const rollback = await ops(app, '/rollback', {
      remote: 'remote-coupons',
      reason: 'blank coupon page',
    });
    expect(rollback.json()).toMatchObject({
      action: 'rollback',
      from: versions.skewed,
      to: versions.v2,
    });
    const coupons = (await remotes()).remote_coupons;
    expect(coupons).toMatchObject({
      version: versions.v2,
      // v1 was live before; the skewed build was rolled back from, so it is not good.
      lastKnownGood: {
        version: versions.v1,
        entry: `/remotes/remote-coupons/${versions.v1}/mf-manifest.json`,
      },
    });
    const page = await app.inject({ method: 'GET', url: '/coupon' });
    expect(page.body).toContain(`"version":"${versions.v2}"`);
  });

  it('lists the ledger: who, why, from and to', async () => {
    const history = (await ops(app, '/history?remote=remote-coupons')).json<{ entries: Json[] }>();
    expect(
      history.entries.map((entry) => [
        entry.action,
        entry.operator,
        entry.reason,
        entry.from,
        entry.to,
      ]),
    ).toEqual([
      ['activate', 'asha', 'first release', null, versions.v1],
      ['activate', 'asha', 'new coupon card', versions.v1, versions.v2],
      ['activate', 'ravi', 'vendor hotfix, checked by hand', versions.v2, versions.skewed],
      ['rollback', 'asha', 'blank coupon page', versions.skewed, versions.v2],
    ]);
  });

  it('refuses to update or delete a ledger row', async () => {
    await expect(db.query(`update release_ledger set reason = 'nothing happened'`)).rejects.toThrow(
      /append-only: update refused/,
    );
    await expect(db.query('delete from release_ledger')).rejects.toThrow(
      /append-only: delete refused/,
    );
    expect(await ledgerRows()).toBe(4);
  });

  it('serves a canary to a sticky share of visitors; promote and abort by command', async () => {
    const v3 = await ops(app, '/publish', await upload('remote-coupons', { entry: '/* v3 */' }));
    versions.v3 = v3.json<{ version: string }>().version;
    const canary = await ops(app, '/canary', {
      remote: 'remote-coupons',
      version: versions.v3,
      percent: 10,
      reason: 'new checkout, 10 %',
    });
    expect(canary.json()).toMatchObject({ action: 'canary', from: versions.v2, to: versions.v3 });

    expect((await remotes(9)).remote_coupons).toMatchObject({
      version: versions.v3,
      lastKnownGood: { version: versions.v2 },
    });
    expect((await remotes(10)).remote_coupons?.version).toBe(versions.v2);

    // A first visit draws a bucket and keeps it.
    const first = await app.inject({ method: 'GET', url: '/remotes.json' });
    const cookie = first.cookies.find((c) => c.name === BUCKET_COOKIE);
    expect(cookie).toMatchObject({ sameSite: 'Lax', httpOnly: true, path: '/' });
    expect(Number(cookie?.value)).toBeGreaterThanOrEqual(0);
    expect(Number(cookie?.value)).toBeLessThan(100);
    expect(cookie?.maxAge).toBeGreaterThan(300 * 24 * 3600);
    const again = await app.inject({
      method: 'GET',
      url: '/remotes.json',
      cookies: { [BUCKET_COOKIE]: cookie?.value ?? '' },
    });
    expect(again.cookies).toEqual([]);
    expect(again.json()).toEqual(first.json());

    const abort = await ops(app, '/abort', { remote: 'remote-coupons', reason: 'seen enough' });
    expect(abort.json()).toMatchObject({ action: 'abort', from: versions.v3, to: versions.v2 });
    expect((await remotes(0)).remote_coupons?.version).toBe(versions.v2);

    await ops(app, '/canary', {
      remote: 'remote-coupons',
      version: versions.v3,
      percent: 50,
      reason: 'again, half',
    });
    const promote = await ops(app, '/promote', { remote: 'remote-coupons', reason: 'healthy' });
    expect(promote.json()).toMatchObject({ action: 'promote', from: versions.v2, to: versions.v3 });
    expect((await remotes(99)).remote_coupons?.version).toBe(versions.v3);
  });

  it('aborts a failing canary by itself and records the figures', async () => {
    const v4 = await ops(app, '/publish', await upload('remote-coupons', { entry: '/* v4 */' }));
    const version = v4.json<{ version: string }>().version;
    await ops(app, '/canary', { remote: 'remote-coupons', version, percent: 20, reason: 'try v4' });
    const report = (outcome: 'ok' | 'chunk', count: number) =>
      Array.from({ length: count }, () => ({
        remote: 'remote_coupons' as const,
        version,
        outcome,
        ms: 120,
      }));
    // 2 failures in 9 loads: too few loads to judge.
    await recordLoads(db, { reports: [...report('ok', 7), ...report('chunk', 2)] }, clock.now());
    expect(await checks()).toEqual([]);
    // 6 in 12: 50 %, over the 30 % limit.
    await recordLoads(db, { reports: [...report('ok', 1), ...report('chunk', 4)] }, clock.now());
    expect(await checks()).toEqual(['remote-coupons']);

    expect((await remotes(0)).remote_coupons?.version).toBe(versions.v3);
    const [row] = (await ops(app, '/history?remote=remote-coupons'))
      .json<{
        entries: Json[];
      }>()
      .entries.slice(-1);
    expect(row).toMatchObject({
      action: 'auto-abort',
      operator: 'canary-check',
      from: version,
      to: versions.v3,
      checks: { loads: 14, failures: 6, threshold: 0.3, minLoads: 10 },
    });
    expect(row?.reason).toMatch(/^failure rate 42\.9% over 14 loads/);

    const status = (await ops(app, '/status?minutes=10')).json<{ remotes: Json[] }>();
    expect(status.remotes).toContainEqual(
      expect.objectContaining({ name: 'remote-coupons', canary: null, lastKnownGood: versions.v2 }),
    );
  });

  describe('judges a canary on what its visitors feel', () => {
    const canary = async (entry: string) => {
      // The one before, if any, ends first, and its figures stay in the minutes before.
      await ops(app, '/abort', { remote: 'remote-coupons', reason: 'next canary' });
      clock.advance(2 * 60_000);
      const published = await ops(app, '/publish', await upload('remote-coupons', { entry }));
      const version = published.json<{ version: string }>().version;
      await ops(app, '/canary', { remote: 'remote-coupons', version, percent: 50, reason: entry });
      const live = (await remotes(99)).remote_coupons?.version as string;
      return { version, live };
    };
    const inp = (version: string, values: number[]) =>
      recordVitals(
        db,
        {
          vitals: values.map((value) => ({
            remote: 'remote_coupons' as const,
            version,
            route: 'coupon',
            metric: 'INP' as const,
            value,
          })),
          errors: [],
        },
        clock.now(),
      );
    const lastEntry = async () =>
      (await ops(app, '/history?remote=remote-coupons')).json<{ entries: Json[] }>().entries.at(-1);
    // 20 values around `ms`: 0.8 to 1.2 times it.
    const around = (ms: number, n = 20) =>
      Array.from({ length: n }, (_, i) => ms * (0.8 + (0.4 * i) / n));

    it('keeps a canary as fast as live, and one with too few samples', async () => {
      const { version, live } = await canary('/* v5 */');
      await inp(version, around(60));
      await inp(live, around(55));
      expect(await checks()).toEqual([]);
      // Much slower, but 19 samples: not judged yet.
      const { version: v6 } = await canary('/* v6 */');
      await inp(v6, around(400, 19));
      expect(await checks()).toEqual([]);
      expect((await ops(app, '')).json<{ releases: Json[] }>().releases).toContainEqual(
        expect.objectContaining({ name: 'remote-coupons', version: v6, canaryPercent: 50 }),
      );
    });

    it('judges a canary on whole minutes it served: its version’s page views from before it started are not its', async () => {
      await ops(app, '/abort', { remote: 'remote-coupons', reason: 'next canary' });
      clock.advance(2 * 60_000 + 30_000);
      const published = await ops(
        app,
        '/publish',
        await upload('remote-coupons', { entry: '/* v9 */' }),
      );
      const version = published.json<{ version: string }>().version;
      // Half a minute before it starts, the version is slow for someone (say, a preview).
      await inp(version, around(420));
      clock.advance(20_000);
      await ops(app, '/canary', {
        remote: 'remote-coupons',
        version,
        percent: 50,
        reason: 'try v9 on half',
      });
      const live = (await remotes(99)).remote_coupons?.version as string;
      await inp(live, around(55));
      expect(await checks()).toEqual([]);
      // Its own visitors, from the next minute on, find it as fast as live.
      clock.advance(60_000);
      await inp(version, around(60));
      await inp(live, around(55));
      expect(await checks()).toEqual([]);
      expect((await ops(app, '')).json<{ releases: Json[] }>().releases).toContainEqual(
        expect.objectContaining({ name: 'remote-coupons', version, canaryPercent: 50 }),
      );
      // Back to the start of a minute, where the other canaries here begin.
      clock.advance(10_000);
    });

    it('aborts a canary whose taps are answered slower (INP), with the test in the ledger', async () => {
      const { version, live } = await canary('/* v7 */');
      await inp(version, around(420));
      await inp(live, around(55));
      expect(await checks()).toEqual(['remote-coupons']);
      expect((await remotes(0)).remote_coupons?.version).toBe(live);
      const entry = await lastEntry();
      expect(entry).toMatchObject({
        action: 'auto-abort',
        operator: 'canary-check',
        from: version,
        to: live,
        checks: {
          rule: 'vitals',
          metric: 'INP',
          canary: { count: 20 },
          live: { version: live, count: 20 },
          margin: 0.2,
          minSamples: 20,
          test: { name: 'Mann-Whitney U, one-sided' },
        },
      });
      expect(entry?.reason).toMatch(
        /^INP p75 4\d\d ms against live \d\d ms over 20 and 20 samples: worse by more than 20% \(one-sided Mann-Whitney U test, p < 0\.0001, below 0\.05\)$/,
      );
    });

    it('aborts a canary whose visitors meet more errors per load', async () => {
      const { version, live } = await canary('/* v8 */');
      const loads = (of: string) =>
        Array.from({ length: 30 }, () => ({
          remote: 'remote_coupons' as const,
          version: of,
          outcome: 'ok' as const,
          ms: 90,
        }));
      await recordLoads(db, { reports: [...loads(version), ...loads(live)] }, clock.now());
      const errors = (of: string, n: number) =>
        recordVitals(
          db,
          {
            vitals: [],
            errors: Array.from({ length: n }, () => ({
              remote: 'remote_coupons' as const,
              version: of,
              route: 'coupon',
              kind: 'error' as const,
              message: 'TypeError: x is undefined',
            })),
          },
          clock.now(),
        );
      await errors(live, 1);
      await errors(version, 3);
      // 3 against 1 over as many loads: p = 0.31, not enough to tell.
      expect(await checks()).toEqual([]);
      await errors(version, 9);
      expect(await checks()).toEqual(['remote-coupons']);
      const entry = await lastEntry();
      expect(entry).toMatchObject({
        action: 'auto-abort',
        from: version,
        checks: {
          rule: 'errors',
          canary: { errors: 12, loads: 30 },
          live: { errors: 1, loads: 30 },
          test: { name: 'conditional binomial, one-sided' },
        },
      });
      expect(entry?.reason).toMatch(
        /^12 errors over 30 loads against live's 1 over 30: a higher error rate \(one-sided conditional binomial test, p = 0\.00\d\d, below 0\.05\)$/,
      );
    });
  });

  it('draws each release’s vitals and errors over time for the console', async () => {
    const answer = await ops(app, '/vitals?remote=remote-coupons&hours=1');
    expect(answer.statusCode).toBe(200);
    const { releases, stepMinutes } = answer.json<{
      stepMinutes: number;
      releases: {
        role: string;
        version: string;
        points: { inpP75: number | null; errorRate: number | null }[];
        topErrors: Json[];
      }[];
    }>();
    expect(stepMinutes).toBe(1);
    const live = releases.find((release) => release.role === 'live');
    expect(live?.points.length).toBeGreaterThanOrEqual(60);
    // Four minutes of 20 values around 55 ms each (the 15th, 59.4 ms), the error test's 1 error in
    // 30 loads, from the tests above.
    const inp = live?.points.flatMap((point) => (point.inpP75 === null ? [] : [point.inpP75]));
    expect(inp).toHaveLength(4);
    for (const p75 of inp ?? []) {
      expect(p75).toBeGreaterThan(59.4 * 0.95);
      expect(p75).toBeLessThan(59.4 * 1.05);
    }
    expect(
      live?.points.flatMap((point) => (point.errorRate === null ? [] : [point.errorRate])),
    ).toEqual([1 / 30]);
    expect(live?.topErrors).toEqual([
      { kind: 'error', message: 'TypeError: x is undefined', route: 'coupon', count: 1 },
    ]);
    for (const bad of ['remote=remote-nothing', 'remote=remote-coupons&hours=0', 'hours=2']) {
      const refused = await ops(app, `/vitals?${bad}`);
      expect(refused.statusCode, bad).toBe(400);
    }
  });

  it('promotes a canary started with --auto-promote once it has served that long in good health', async () => {
    await ops(app, '/abort', { remote: 'remote-coupons', reason: 'before auto-promote' });
    clock.advance(2 * 60_000);
    const live = (await remotes(99)).remote_coupons?.version as string;
    const published = await ops(
      app,
      '/publish',
      await upload('remote-coupons', { entry: '/* v9 */' }),
    );
    const version = published.json<{ version: string }>().version;
    const refused = await ops(app, '/canary', {
      remote: 'remote-coupons',
      version,
      percent: 30,
      reason: 'auto',
      autoPromoteMinutes: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'autoPromoteMinutes: autoPromoteMinutes must be whole minutes from 1 to 10080',
    });
    await ops(app, '/canary', {
      remote: 'remote-coupons',
      version,
      percent: 30,
      reason: 'promote by itself after 30 healthy minutes',
      autoPromoteMinutes: 30,
    });
    const status = (await ops(app, '/status')).json<{ remotes: Json[] }>();
    expect(status.remotes).toContainEqual(
      expect.objectContaining({
        name: 'remote-coupons',
        canary: expect.objectContaining({ version, autoPromoteMinutes: 30 }) as unknown,
      }),
    );
    const visits = (of: string, lcp: number) =>
      Promise.all([
        recordLoads(
          db,
          {
            reports: Array.from({ length: 12 }, () => ({
              remote: 'remote_coupons' as const,
              version: of,
              outcome: 'ok' as const,
              ms: 80,
            })),
          },
          clock.now(),
        ),
        recordVitals(
          db,
          {
            vitals: Array.from({ length: 12 }, (_, i) => ({
              remote: 'remote_coupons' as const,
              version: of,
              route: 'coupon',
              metric: 'LCP' as const,
              value: lcp + i * 10,
            })),
            errors: [],
          },
          clock.now(),
        ),
      ]);
    // Ten minutes in, 12 page views: healthy, but not long enough.
    clock.advance(10 * 60_000);
    await visits(version, 900);
    await visits(live, 950);
    expect(await checks()).toEqual([]);
    expect((await remotes(99)).remote_coupons?.version).toBe(live);
    // Thirty minutes in, 24 page views, still no rule against it: live for everyone.
    clock.advance(20 * 60_000);
    await visits(version, 900);
    await checks();
    expect((await remotes(99)).remote_coupons?.version).toBe(version);
    const entry = (await ops(app, '/history?remote=remote-coupons'))
      .json<{ entries: Json[] }>()
      .entries.at(-1);
    expect(entry).toMatchObject({
      action: 'auto-promote',
      operator: 'canary-check',
      from: live,
      to: version,
      checks: { rule: 'auto-promote', minutes: 30, loads: { loads: 24, failures: 0 } },
    });
    expect(entry?.reason).toMatch(
      /^healthy for 30 minutes: 24 loads, 0 failed; 24 page views, p75 LCP \d+ ms against live \d+ ms; no rule against it$/,
    );
  });

  it('takes a staff token with the release role before the keys, without the deprecation', async () => {
    const admin = await bootstrapAdmin(app, config);
    const staff = await addStaffMember(app, admin, 'kiran@hegtravel.example', ['release'], 'Kiran');
    const me = await ops(app, '/me', undefined, staff);
    expect(me.json()).toEqual({ operator: 'staff:Kiran' });
    expect(me.headers.deprecation).toBeUndefined();
    const refused = await ops(app, '/me', undefined, admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'Release operations need the release role; Meera Iyer has admin.',
    });
  });

  it('lets one of two racing activations win and tells the other', async () => {
    const ctx = { db, releasesDir: config.releasesDir, shellDist: config.shellDist };
    const other = { ...ctx, db: await database().replica() };
    const live = (await remotes(99)).remote_coupons?.version as string;
    const change = (operator: string) => ({ operator, reason: 'race', expectedLive: live });
    const results = await Promise.allSettled([
      activateRelease(ctx, 'remote-coupons', versions.v1 ?? '', change('asha')),
      activateRelease(other, 'remote-coupons', versions.v2 ?? '', change('ravi')),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.flatMap((result): unknown[] =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(ReleaseError);
    expect((lost[0] as ReleaseError).kind).toBe('conflict');
    expect((lost[0] as Error).message).toMatch(/^remote-coupons changed meanwhile: live is now/);
    const winner = won[0]?.status === 'fulfilled' ? won[0].value.to : undefined;
    expect((await remotes(99)).remote_coupons?.version).toBe(winner);
    const [last] = (await ops(app, '/history?remote=remote-coupons'))
      .json<{
        entries: Json[];
      }>()
      .entries.slice(-1);
    expect(last).toMatchObject({ from: live, to: winner, reason: 'race' });
  });
});
