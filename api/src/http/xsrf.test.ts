import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { newTraveller, registerBody } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { envelope, fetchXsrf, post } from '../test-support/http';
import { issueXsrfToken, isSignedXsrfToken } from './xsrf';

const REGISTER = '/travel/api/user/register';
const REFUSED = {
  code: 419,
  msg: 'Your security check has expired. Please reload the page and try again.',
  data: null,
  error: 'xsrfRefused',
};

function xsrfCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
}

describe('XSRF tokens', () => {
  const secret = 's'.repeat(32);

  it('are <random>.<hmac> and verify only with the secret that signed them', () => {
    const token = issueXsrfToken(secret);
    expect(token).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect(isSignedXsrfToken(secret, token)).toBe(true);
    expect(isSignedXsrfToken('t'.repeat(32), token)).toBe(false);
    expect(issueXsrfToken(secret)).not.toBe(token);
  });

  it.each([
    ['nothing', undefined],
    ['an empty string', ''],
    ['no signature', 'abc'],
    ['a forged signature', `${'a'.repeat(43)}.${'b'.repeat(43)}`],
    ['an extra part', `${issueXsrfToken('s'.repeat(32))}.x`],
    ['a very long value', 'a'.repeat(10_000)],
  ])('refuse %s', (_case, token) => {
    expect(isSignedXsrfToken(secret, token)).toBe(false);
  });
});

describe.each(engines)('XSRF protection on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await testApp(database().db));
  });

  const usersWithEmail = async (email: string) =>
    (await database().db.query('select 1 from app_user where email = $1', [email])).length;

  it('hands out the cookie with the page: readable by the client, SameSite=Lax, Path=/', async () => {
    const response = await app.inject({ method: 'GET', url: '/html/signIn' });
    const cookie = xsrfCookie(response);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeUndefined();
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('marks the cookie Secure when the site is reached over https (behind a trusted proxy)', async () => {
    const { app: proxied } = await testApp(database().db, { env: { TRUST_PROXY: 'true' } });
    const response = await proxied.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(xsrfCookie(response)?.secure).toBe(true);
  });

  it('keeps a valid cookie: no new one with the page or the API', async () => {
    const { token } = await fetchXsrf(app);
    const headers = { cookie: `XSRF-TOKEN=${token}` };
    const page = await app.inject({ method: 'GET', url: '/', headers });
    expect(xsrfCookie(page)).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache');
    const check = await app.inject({
      method: 'POST',
      url: '/travel/api/website/auth/check',
      headers,
    });
    expect(xsrfCookie(check)).toBeUndefined();
  });

  it('lets the auth check through without a token, and gives it one', async () => {
    const response = await app.inject({ method: 'POST', url: '/travel/api/website/auth/check' });
    expect(envelope(response).code).toBe(200);
    expect(xsrfCookie(response)?.value).toMatch(/\./);
  });

  it('accepts a POST whose header matches its signed cookie', async () => {
    const traveller = newTraveller();
    const response = await post(app, REGISTER, registerBody(traveller), {
      xsrf: await fetchXsrf(app),
    });
    expect(envelope(response).code).toBe(200);
  });

  const forged = `${'a'.repeat(43)}.${'b'.repeat(43)}`;

  it.each([
    ['no cookie and no header', () => ({})],
    ['a header but no cookie', (token: string) => ({ 'x-xsrf-token': token })],
    ['a cookie but no header', (token: string) => ({ cookie: `XSRF-TOKEN=${token}` })],
    [
      'a header that does not match the cookie',
      (token: string) => ({
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': issueXsrfToken('s'.repeat(32)),
      }),
    ],
    [
      'a forged pair that matches but is not signed by the site',
      () => ({ cookie: `XSRF-TOKEN=${forged}`, 'x-xsrf-token': forged }),
    ],
    [
      'a pair signed with another secret',
      () => {
        const other = issueXsrfToken('o'.repeat(32));
        return { cookie: `XSRF-TOKEN=${other}`, 'x-xsrf-token': other };
      },
    ],
  ])(
    'refuses %s with HTTP 403, code 419 and a fresh cookie, doing nothing',
    async (_case, headersFor) => {
      const { token } = await fetchXsrf(app);
      const traveller = newTraveller();
      const response = await app.inject({
        method: 'POST',
        url: REGISTER,
        headers: headersFor(token),
        body: registerBody(traveller),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
      const fresh = xsrfCookie(response);
      expect(fresh?.value).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
      expect(fresh?.value).not.toBe(token);
      expect(response.cookies.filter((cookie) => cookie.name === 'XSRF-TOKEN')).toHaveLength(1);
      expect(await usersWithEmail(traveller.email)).toBe(0);
    },
  );

  it('checks before reading the body, so a malformed one is refused the same way', async () => {
    const response = await app.inject({
      method: 'POST',
      url: REGISTER,
      headers: { 'content-type': 'application/json' },
      payload: '{"nickname":',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
  });

  it('leaves unknown paths and wrong methods their own answers', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/travel/api/nothing/here' });
    expect(unknown.statusCode).toBe(404);
    const wrongMethod = await app.inject({ method: 'GET', url: REGISTER });
    expect(wrongMethod.statusCode).toBe(405);
  });

  it('shares the secret between replicas through the database', async () => {
    const { app: replicaApp } = await testApp(await database().replica());
    const traveller = newTraveller();
    const response = await post(replicaApp, REGISTER, registerBody(traveller), {
      xsrf: await fetchXsrf(app),
    });
    expect(envelope(response).code).toBe(200);
  });
});
