import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { tempDir, testApp, testConfig } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { post as postWithXsrf } from '../test-support/http';
import { postRoute } from './define-route';
import { ApiError, fail, paged } from './envelope';

const INTERNAL = 'Something went wrong on our side. Please try again.';

function post(app: FastifyInstance, url: string, body?: unknown) {
  return postWithXsrf(app, url, body);
}

describe.each(engines)('the API on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await testApp(database().db));
    postRoute(
      app,
      '/travel/api/test/echo',
      z.object({ name: z.string({ error: 'Please input your Name!' }).max(64) }),
      ({ name }) => ({ greeting: `Hi ${name}` }),
    );
    postRoute(app, '/travel/api/test/crash', z.object({}), () => {
      throw new Error('database password is hunter2');
    });
    postRoute(app, '/travel/api/test/refused', z.object({}), () => {
      throw new ApiError(403, 'Your session has expired. Please sign in again.');
    });
    postRoute(app, '/travel/api/test/declined', z.object({}), () =>
      fail(1001, 'This coupon has sold out.'),
    );
    postRoute(app, '/travel/api/test/list', z.object({}), () =>
      paged(['a'.repeat(2000), 'b'], { total: 12, pageNumber: 1, pageSize: 2 }),
    );
  });

  it('answers auth/check with the OTP flag from the config', async () => {
    const response = await post(app, '/travel/api/website/auth/check', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: 'success', data: { enabledOtp: false } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reports enabledOtp true when ENABLED_OTP=true', async () => {
    const { app: otpApp } = await testApp(database().db, { env: { ENABLED_OTP: 'true' } });
    const response = await post(otpApp, '/travel/api/website/auth/check');
    expect(response.json()).toEqual({ code: 200, msg: 'success', data: { enabledOtp: true } });
  });

  it('accepts a call without any body', async () => {
    const response = await post(app, '/travel/api/website/auth/check');
    expect(response.json()).toMatchObject({ code: 200 });
  });

  it('accepts an empty body sent as JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/travel/api/website/auth/check',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.json()).toMatchObject({ code: 200 });
  });

  it('wraps a handler result in a success envelope', async () => {
    const response = await post(app, '/travel/api/test/echo', { name: 'Asha' });
    expect(response.json()).toEqual({ code: 200, msg: 'success', data: { greeting: 'Hi Asha' } });
  });

  it('turns a schema failure into code 400 with the first message, over HTTP 200', async () => {
    const response = await post(app, '/travel/api/test/echo', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 400, msg: 'Please input your Name!', data: null });
  });

  it('sends business errors as HTTP 200 with their own code', async () => {
    const refused = await post(app, '/travel/api/test/refused', {});
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      code: 403,
      msg: 'Your session has expired. Please sign in again.',
      data: null,
    });
    const declined = await post(app, '/travel/api/test/declined', {});
    expect(declined.json()).toEqual({ code: 1001, msg: 'This coupon has sold out.', data: null });
  });

  it('adds total, pageNumber and pageSize to a list', async () => {
    const response = await post(app, '/travel/api/test/list', {});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({
      code: 200,
      msg: 'success',
      data: ['a'.repeat(2000), 'b'],
      total: 12,
      pageNumber: 1,
      pageSize: 2,
    });
  });

  it('rejects a body that is not JSON with HTTP 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/travel/api/website/auth/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginAccount": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'The request body is not valid JSON.',
      data: null,
    });
  });

  it('rejects a JSON body that tries to poison prototypes', async () => {
    const response = await postWithXsrf(app, '/travel/api/test/echo', undefined, {
      payload: '{"name":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
  });

  it('rejects a body over 64 KB with HTTP 413', async () => {
    const response = await post(app, '/travel/api/test/echo', { name: 'x'.repeat(70 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 413,
      msg: 'The request body is larger than 64 KB.',
      data: null,
    });
  });

  it('rejects bodies that are not JSON with HTTP 415', async () => {
    const response = await postWithXsrf(app, '/travel/api/test/echo', undefined, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Asha',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 415 });
  });

  it('answers GET on an API path with HTTP 405 and Allow: POST', async () => {
    const response = await app.inject({ method: 'GET', url: '/travel/api/website/auth/check' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({
      code: 405,
      msg: 'Use POST for /travel/api/website/auth/check.',
      data: null,
    });
  });

  it('answers an unknown API path with a 404 envelope, never the site', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const response = await app.inject({ method, url: '/travel/api/coupon/nothing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 404,
        msg: 'Unknown API path: /travel/api/coupon/nothing',
        data: null,
      });
    }
  });

  it('hides a crash behind a 500 envelope without stack or error text', async () => {
    const response = await post(app, '/travel/api/test/crash', {});
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      msg: INTERNAL,
      data: null,
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toMatch(/hunter2|stack|at .*\.ts/);
  });

  it('reports health with a database round trip', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('sends the security headers the shell relies on', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self' https://www.google-analytics.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large responses for clients that accept it', async () => {
    const response = await postWithXsrf(app, '/travel/api/test/list', undefined, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('health when the database is down', () => {
  it('answers 503', async () => {
    const down: Database = {
      engine: 'postgres',
      query: () => Promise.reject(new Error('connect ECONNREFUSED')),
      exec: () => Promise.reject(new Error('connect ECONNREFUSED')),
      transaction: () => Promise.reject(new Error('connect ECONNREFUSED')),
      close: () => Promise.resolve(),
    };
    const config = testConfig({
      XSRF_SECRET: 'x'.repeat(32),
      OTP_PEPPER: 'p'.repeat(32),
      SANDBOX_WEBHOOK_SECRET: 's'.repeat(32),
      SHELL_DIST: await tempDir('shell'),
      RELEASES_DIR: await tempDir('releases'),
    });
    const app = await buildApp({ config, db: down });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', db: 'unreachable' });
    await app.close();
  });
});
