import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { newTraveller, loginWithPassword, register } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { freshIp, post } from '../test-support/http';
import { API_BODY_LIMIT } from './api-path';

describe.each(engines)('Cache-Control of every /travel/api answer on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await testApp(database().db));
  });

  it('is no-store on refusals made before routing', async () => {
    const refusals = {
      xsrf: await post(app, '/travel/api/user/loginOut', { uid: 'x' }, { xsrf: null }),
      tooLarge: await post(app, '/travel/api/website/contact', undefined, {
        payload: JSON.stringify({ message: 'x'.repeat(API_BODY_LIMIT) }),
      }),
      notJson: await post(app, '/travel/api/website/contact', undefined, {
        payload: 'name=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      badJson: await post(app, '/travel/api/website/contact', undefined, { payload: '{' }),
      unknown: await post(app, '/travel/api/no/such/path', {}),
      wrongMethod: await app.inject({ method: 'GET', url: '/travel/api/user/login' }),
    };
    expect(
      Object.fromEntries(
        Object.entries(refusals).map(([name, response]) => [
          name,
          [response.statusCode, response.headers['cache-control']],
        ]),
      ),
    ).toEqual({
      xsrf: [403, 'no-store'],
      tooLarge: [413, 'no-store'],
      notJson: [415, 'no-store'],
      badJson: [400, 'no-store'],
      unknown: [404, 'no-store'],
      wrongMethod: [405, 'no-store'],
    });
    // The 419 hands out a fresh cookie: that answer above all must not be cached.
    expect(refusals.xsrf.headers['set-cookie']).toBeDefined();
  });

  it('is no-store on a rate-limit refusal', async () => {
    const traveller = newTraveller();
    await register(app, traveller);
    const ip = freshIp();
    let last = await loginWithPassword(app, traveller.email, 'wrong-1', { ip });
    for (let i = 2; i <= 4 && last.json<{ code: number }>().code !== 429; i += 1) {
      last = await loginWithPassword(app, traveller.email, `wrong-${i}`, { ip });
    }
    expect(last.json<{ code: number }>().code).toBe(429);
    expect(last.headers['cache-control']).toBe('no-store');
  });
});
