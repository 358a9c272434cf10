import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { post } from '../test-support/http';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

/** The value of one sample line, `name{labels} value`, or undefined when there is none. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map<string, string>();
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      found.set(pair[1] ?? '', pair[2] ?? '');
    }
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}

describe.each(engines)('GET /metrics on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock();
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { now: clock.now }));
  });

  const scrape = async (target: FastifyInstance = app, headers: Record<string, string> = {}) => {
    const response = await target.inject({ method: 'GET', url: '/metrics', headers });
    return response;
  };

  it('counts and times requests by route pattern and status, never by URL', async () => {
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/remotes/remote_coupons/SECRET-9876543210/x.js' });
    await app.inject({ method: 'GET', url: '/html/orderList?mobile=9876543210' });
    await post(app, '/travel/api/user/login', {
      mobileNo: '9876543210',
      password: 'hunter2hunter2',
    });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = response.body;
    expect(
      sample(text, 'http_requests_total', { method: 'GET', route: '/healthz', status: '200' }),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/healthz',
        status: '200',
      }),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/healthz',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(3);
    expect(
      sample(text, 'http_requests_total', { method: 'POST', route: '/travel/api/user/login' }),
    ).toBeGreaterThanOrEqual(1);
    // A missing file and a page of the site: no route of their own, so no URL either.
    expect(sample(text, 'http_requests_total', { route: '(unmatched)', status: '404' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: '(unmatched)', status: '200' })).toBe(1);
    // No URL, query, number or password a visitor sent is a label.
    expect(text).not.toMatch(/SECRET|9876543210|hunter2|mobile=|\/html\/orderList/);
  });

  it('shows database calls and the pool', async () => {
    const text = (await scrape()).body;
    expect(
      sample(text, 'db_query_duration_seconds_count', { engine, operation: 'query' }),
    ).toBeGreaterThan(0);
    expect(sample(text, 'db_pool_connections', { engine, state: 'idle' })).toBeGreaterThanOrEqual(
      0,
    );
    expect(sample(text, 'db_pool_max_connections', { engine })).toBe(engine === 'pglite' ? 1 : 10);
    expect(sample(text, 'db_pool_waiting', { engine })).toBe(0);
    expect(sample(text, 'metrics_database_reachable')).toBe(1);
    // The process's own figures.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('shows the outbox depth by channel, reconciliation lag and canary states', async () => {
    const now = clock.now();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const message = (key: string, channel: string, status: string, created: Date) =>
      db.query(
        `insert into customer_message (event_key, kind, channel, recipient, text_body, status,
           next_attempt_at, created_at, updated_at)
         values ($1, 'bookingConfirmed', $2, 'someone@example.com', 'Hello', $3, $4, $4, $4)`,
        [key, channel, status, created],
      );
    await message('metrics:1', 'email', 'queued', minutesAgo(5));
    await message('metrics:2', 'email', 'queued', minutesAgo(1));
    await message('metrics:3', 'sms', 'sending', minutesAgo(2));
    await message('metrics:4', 'email', 'sent', minutesAgo(60));

    let text = (await scrape()).body;
    expect(sample(text, 'customer_messages_pending', { channel: 'email', status: 'queued' })).toBe(
      2,
    );
    expect(sample(text, 'customer_messages_pending', { channel: 'email', status: 'sending' })).toBe(
      0,
    );
    expect(sample(text, 'customer_messages_pending', { channel: 'sms', status: 'sending' })).toBe(
      1,
    );
    expect(sample(text, 'customer_messages_oldest_pending_seconds', { channel: 'email' })).toBe(
      300,
    );
    expect(text).not.toContain('someone@example.com');
    expect(sample(text, 'reconciliation_lag_seconds')).toBeNaN();
    expect(sample(text, 'reconciliation_last_success_timestamp_seconds')).toBe(0);

    await db.query(
      `insert into reconcile_run (started_at, finished_at, trigger, ran)
       values ($1, $1, 'schedule', true)`,
      [minutesAgo(3)],
    );
    await db.query(
      `insert into reconcile_run (started_at, finished_at, trigger, ran, error)
       values ($1, $1, 'schedule', true, 'gateway down')`,
      [minutesAgo(1)],
    );
    for (const version of ['1.0.0-aaaaaaaa', '1.1.0-bbbbbbbb']) {
      await db.query(
        `insert into remote_release (name, version, manifest_path) values ('remote-coupons', $1, $2)`,
        [version, `remote-coupons/${version}/mf-manifest.json`],
      );
    }
    await db.query(
      `insert into remote_live (name, version, canary_version, canary_percent, canary_started_at)
       values ('remote-coupons', '1.0.0-aaaaaaaa', '1.1.0-bbbbbbbb', 10, $1)`,
      [minutesAgo(4)],
    );

    text = (await scrape()).body;
    expect(sample(text, 'reconciliation_lag_seconds')).toBe(180);
    expect(sample(text, 'reconciliation_last_success_timestamp_seconds')).toBe(
      minutesAgo(3).getTime() / 1000,
    );
    expect(sample(text, 'reconciliation_last_run_failed')).toBe(1);
    expect(
      sample(text, 'release_live_info', { remote: 'remote-coupons', version: '1.0.0-aaaaaaaa' }),
    ).toBe(1);
    expect(
      sample(text, 'release_canary_info', { remote: 'remote-coupons', version: '1.1.0-bbbbbbbb' }),
    ).toBe(1);
    expect(sample(text, 'release_canary_percent', { remote: 'remote-coupons' })).toBe(10);
    expect(sample(text, 'release_canary_age_seconds', { remote: 'remote-coupons' })).toBe(240);

    // The canary ends: its version leaves the figures.
    await db.query(
      `update remote_live set canary_version = null, canary_percent = null, canary_started_at = null`,
    );
    text = (await scrape()).body;
    expect(sample(text, 'release_canary_info', { remote: 'remote-coupons' })).toBeUndefined();
    expect(sample(text, 'release_canary_percent', { remote: 'remote-coupons' })).toBe(0);
  });

  it('is open outside production without a token', async () => {
    expect((await scrape()).statusCode).toBe(200);
  });

  it('asks for METRICS_TOKEN as a bearer token when it is set', async () => {
    const { app: guarded } = await testApp(db, { env: { METRICS_TOKEN: TOKEN } });
    const none = await scrape(guarded);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(none.body).not.toContain('http_requests_total');
    expect((await scrape(guarded, { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    expect((await scrape(guarded, { authorization: TOKEN })).statusCode).toBe(401);
    const right = await scrape(guarded, { authorization: `Bearer ${TOKEN}` });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_requests_total');
  });

  it('is refused in production until METRICS_TOKEN is set', async () => {
    const { app: production } = await testApp(db, { env: { NODE_ENV: 'production' } });
    const refused = await scrape(production);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('METRICS_TOKEN');
    const { app: withToken } = await testApp(db, {
      env: { NODE_ENV: 'production', METRICS_TOKEN: TOKEN },
    });
    expect((await scrape(withToken)).statusCode).toBe(401);
    expect((await scrape(withToken, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });

  it('keeps each app instance its own counters', async () => {
    const { app: replica } = await testApp(db);
    await replica.inject({ method: 'GET', url: '/healthz' });
    const text = (await scrape(replica)).body;
    expect(sample(text, 'http_requests_total', { route: '/healthz', status: '200' })).toBe(1);
  });
});

describe('METRICS_TOKEN', () => {
  it('must be at least 32 printable characters, and is never echoed', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeUndefined();
    for (const bad of ['short', `${'x'.repeat(20)} ${'y'.repeat(20)}`]) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(/METRICS_TOKEN: must be 32 to 256/);
      expect(() => loadConfig({ METRICS_TOKEN: bad })).not.toThrow(bad);
    }
  });
});
