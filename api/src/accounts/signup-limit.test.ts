import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { newTraveller, registerBody, testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { envelope, freshIp, post } from '../test-support/http';

const REGISTER = '/travel/api/user/register';
const LIMIT = { SIGN_UPS_PER_IP_PER_HOUR: '10' };

describe.each(engines)('sign-ups per address on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock();
  let app: FastifyInstance;
  let replica: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { now: clock.now, env: LIMIT }));
    ({ app: replica } = await testApp(await database().replica(), { now: clock.now, env: LIMIT }));
  });

  const signUp = (target: FastifyInstance, ip: string) =>
    post(target, REGISTER, registerBody(newTraveller()), { ip }).then(envelope);

  it('accepts 10 of 30 sign-ups sent at once from one address, on two replicas', async () => {
    const ip = freshIp();
    const users = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from app_user'))[0]?.n ?? 0;
    const before = await users();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signUp(i % 2 ? replica : app, ip)),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.code !== 200);
    expect(refused).toHaveLength(20);
    for (const answer of refused) {
      expect(answer).toEqual({
        code: 429,
        msg: 'Too many accounts were created from your network. Please try again in 60 minutes.',
        data: null,
        error: 'signUpTooMany',
        params: { count: '60', unit: 'minute', wait: '60 minutes' },
      });
    }
    expect((await users()) - before).toBe(10);

    // Another address is not held up; this one is again once the hour has passed.
    expect((await signUp(app, freshIp())).code).toBe(200);
    clock.advance(30 * 60_000);
    expect(await signUp(app, ip)).toMatchObject({
      code: 429,
      msg: 'Too many accounts were created from your network. Please try again in 30 minutes.',
    });
    clock.advance(30 * 60_000);
    expect((await signUp(app, ip)).code).toBe(200);
  }, 60_000);

  it('does not count a refused sign-up', async () => {
    const ip = freshIp();
    const taken = newTraveller();
    expect((await post(app, REGISTER, registerBody(taken), { ip }).then(envelope)).code).toBe(200);
    for (let i = 0; i < 12; i += 1) {
      const again = await post(app, REGISTER, registerBody(taken), { ip }).then(envelope);
      expect(again.code).toBe(409);
    }
    expect((await signUp(app, ip)).code).toBe(200);
  }, 60_000);
});
