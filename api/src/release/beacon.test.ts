import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { freshIp } from '../test-support/http';
import { BEACON_PATH } from './beacon-route';
import { loadFigures } from './health';

const VERSION = '1.0.0-0a1b2c3d';

describe.each(engines)('the remote-load beacon on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;
  let db: Database;
  const clock = testClock();

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { env: { BEACON_BATCHES_PER_MINUTE: '3' }, now: clock.now }));
    await db.query(
      `insert into remote_release (name, version, manifest_path)
       values ('remote-coupons', $1, 'remote-coupons/x/mf-manifest.json')`,
      [VERSION],
    );
  });

  const beacon = (
    body: unknown,
    options: { ip?: string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: BEACON_PATH,
      remoteAddress: options.ip ?? freshIp(),
      headers: { 'content-type': 'application/json', ...options.headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const load = (outcome: string, version = VERSION, ms = 200) => ({
    remote: 'remote_coupons',
    version,
    outcome,
    ms,
  });

  it('counts loads per release and minute, without a session or an XSRF token', async () => {
    const response = await beacon(
      {
        reports: [
          load('ok', VERSION, 100),
          load('ok', VERSION, 300),
          load('chunk'),
          load('render'),
        ],
      },
      { headers: { origin: 'http://localhost:80' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ counted: 4 });
    expect(await loadFigures(db, 'remote-coupons', VERSION, clock.now())).toEqual({
      version: VERSION,
      loads: 4,
      failures: 2,
      failureRate: 0.5,
      byOutcome: { ok: 2, manifest: 0, entry: 0, chunk: 1, render: 1 },
      averageOkMs: 200,
    });
    const stored = await db.query('select * from release_beacon_rate');
    // Only a keyed hash of the client is kept, never its address.
    expect(JSON.stringify(stored)).not.toMatch(/198\.51\./);
  });

  it('ignores reports of versions that were never published', async () => {
    const response = await beacon({ reports: [load('ok', '6.6.6-nothing1'), load('ok')] });
    expect(response.json()).toEqual({ counted: 1 });
    const rows = await db.query(
      "select 1 from release_load_minute where version = '6.6.6-nothing1'",
    );
    expect(rows).toEqual([]);
  });

  it.each([
    [{}, 'reports: Invalid input: expected array, received undefined'],
    [{ reports: [] }, 'reports: reports must hold at least one load'],
    [
      { reports: Array.from({ length: 51 }, () => load('ok')) },
      'reports: reports must hold at most 50 loads',
    ],
    [
      { reports: [load('crashed')] },
      'reports.0.outcome: outcome must be one of ok, manifest, entry, chunk, render',
    ],
    [
      { reports: [{ ...load('ok'), remote: 'remote_evil' }] },
      'reports.0.remote: remote must be one of the remotes',
    ],
    [
      { reports: [load('ok', "1'; drop table x")] },
      'reports.0.version: version is not a release version',
    ],
    [{ reports: [{ ...load('ok'), ms: -5 }] }, /^reports\.0\.ms: /],
    [{ reports: [{ ...load('ok'), email: 'a@b.in' }] }, /^reports\.0: Unrecognized key/],
  ])('refuses junk %j with a clear message', async (body, message) => {
    const response = await beacon(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
  });

  it('refuses a body that is not JSON, and another site', async () => {
    expect((await beacon('not json')).statusCode).toBe(400);
    const crossSite = await beacon(
      { reports: [load('ok')] },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.statusCode).toBe(403);
  });

  it('limits a flooding client per minute and counts nothing more from it', async () => {
    const ip = freshIp();
    const before = await loadFigures(db, 'remote-coupons', VERSION, clock.now());
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await beacon({ reports: [load('ok')] }, { ip })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    const after = await loadFigures(db, 'remote-coupons', VERSION, clock.now());
    expect(after.loads - before.loads).toBe(3);
    // The next minute the client may report again.
    clock.advance(60_000);
    expect((await beacon({ reports: [load('ok')] }, { ip })).statusCode).toBe(200);
  });
});
