import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../test-support/accounts';
import { remoteDist, testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { issueOperatorToken, TOKEN_MAX_HOURS, verifyOperatorToken } from './operator-token';

const SECRET = 's'.repeat(40);
const NOW = new Date('2026-11-24T10:00:00Z');
const hoursLater = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

describe('signed operator tokens', () => {
  it('name their operator until they expire', () => {
    const { token, expiresAt } = issueOperatorToken(SECRET, 'meera', 2, NOW);
    expect(expiresAt).toEqual(hoursLater(2));
    expect(verifyOperatorToken(SECRET, token, hoursLater(1.99))).toEqual({
      ok: true,
      operator: 'meera',
      expiresAt,
    });
    expect(verifyOperatorToken(SECRET, token, hoursLater(2))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are refused when signed with another secret or changed in any way', () => {
    const { token } = issueOperatorToken(SECRET, 'meera', 2, NOW);
    expect(verifyOperatorToken('t'.repeat(40), token, NOW).ok).toBe(false);
    const [prefix, payload, signature] = token.split('.') as [string, string, string];
    // Another operator, or a later expiry, under the same signature.
    const forged = Buffer.from(JSON.stringify({ op: 'admin', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(verifyOperatorToken(SECRET, `${prefix}.${forged}.${signature}`, NOW)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifyOperatorToken(SECRET, `${prefix}.${payload}.${signature.slice(1)}`, NOW)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    for (const junk of ['', 'rot1', 'rot1..', `x.${payload}.${signature}`, 'a.b.c.d']) {
      expect(verifyOperatorToken(SECRET, junk, NOW), junk).toEqual({
        ok: false,
        reason: 'not-a-token',
      });
    }
  });

  it('are issued only for a valid name and a lifetime of at most a week', () => {
    expect(() => issueOperatorToken(SECRET, 'no spaces', 1, NOW)).toThrow('operator name');
    expect(() => issueOperatorToken(SECRET, 'meera', 0, NOW)).toThrow('at most');
    expect(() => issueOperatorToken(SECRET, 'meera', TOKEN_MAX_HOURS + 1, NOW)).toThrow('at most');
  });
});

describe.each(engines)('release operations with a signed token, on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock();
  let app: FastifyInstance;

  beforeAll(async () => {
    // Tokens alone, no keys: still taken, deprecated.
    ({ app } = await testApp(database().db, {
      env: { RELEASE_OPERATOR_TOKEN_SECRET: SECRET },
      now: clock.now,
    }));
  });

  const call = (token: string, route: string, body?: object) =>
    app.inject({
      method: body ? 'POST' : 'GET',
      url: `/travel/ops/releases${route}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { body } : {}),
    });

  it('records the token’s operator in the ledger, and refuses an expired or forged one', async () => {
    const { token } = issueOperatorToken(SECRET, 'meera', 1, clock.now());
    const files = Object.entries(await remoteDist('remote-auth')).map(([path, content]) => ({
      path,
      base64: Buffer.from(content).toString('base64'),
    }));
    const published = await call(token, '/publish', {
      remote: 'remote-auth',
      packageVersion: '1.0.0',
      files,
      activate: true,
      reason: 'first sign-in pages',
    });
    expect(published.statusCode, published.body).toBe(200);
    const history = await call(token, '/history?remote=remote-auth');
    expect(history.json<{ entries: { operator: string; reason: string }[] }>().entries).toEqual([
      expect.objectContaining({ operator: 'meera', reason: 'first sign-in pages' }),
    ]);

    const other = issueOperatorToken('x'.repeat(40), 'meera', 1, clock.now()).token;
    const expired = issueOperatorToken(
      SECRET,
      'meera',
      1,
      new Date(clock.now().getTime() - 7_200_000),
    ).token;
    for (const bad of [other, expired, 'rot1.e30.AAAA']) {
      const refused = await call(bad, '/rollback', { remote: 'remote-auth', reason: 'try' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        error: 'The operator key or token is not valid (or the token has expired).',
      });
    }
    expect((await call(token, '/history')).json<{ entries: unknown[] }>().entries).toHaveLength(1);
  });

  it('names the token’s operator, deprecated: the answer says so', async () => {
    expect((await app.inject({ method: 'GET', url: '/travel/ops/releases/me' })).statusCode).toBe(
      401,
    );
    const { token } = issueOperatorToken(SECRET, 'meera', 1, clock.now());
    const me = await call(token, '/me');
    expect(me.json()).toEqual({ operator: 'meera' });
    expect(me.headers.deprecation).toBe('true');
    expect(me.headers.warning).toContain('Operator keys are deprecated');
  });
});
