import { randomBytes, scryptSync } from 'node:crypto';
import {
  EMAIL_INVALID_MESSAGE,
  LOGIN_ACCOUNT_INVALID_MESSAGE,
  LOGIN_CREDENTIAL_MISSING_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  MOBILE_REQUIRED_MESSAGE,
  NAME_HIDDEN_CHARACTERS_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  OTP_INVALID_MESSAGE,
  PASSWORD_DIGEST_INVALID_MESSAGE,
  TOO_LONG_MESSAGE,
  type LoginResponse,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hashToken, requireSession } from '../accounts/sessions';
import type { Database } from '../db/database';
import { postRoute } from '../http/define-route';
import { NOT_AN_OBJECT_MESSAGE } from '../http/define-route';
import {
  digestOf,
  loginWithPassword,
  newTraveller,
  register,
  registerBody,
  signIn,
  testClock,
} from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { envelope, freshIp, post } from '../test-support/http';
import {
  EMAIL_TAKEN_MESSAGE,
  MOBILE_TAKEN_MESSAGE,
  OTP_DISABLED_MESSAGE,
  PASSWORD_AND_OTP_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from './user';

const REGISTER = '/travel/api/user/register';
const LOGIN = '/travel/api/user/login';
const LOGOUT = '/travel/api/user/loginOut';
const ME = '/travel/api/test/me';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SIGN_IN_AGAIN = {
  code: 403,
  msg: 'Please sign in again.',
  data: null,
  error: 'sessionExpired',
};

describe.each(engines)('accounts on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock();
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { now: clock.now }));
    // Stands in for the signed-in routes to come: the session's user, or 403.
    postRoute(app, ME, z.object({}), async (_body, request) => {
      const user = await requireSession(request, { db, now: clock.now });
      return { uid: user.uid, nickname: user.nickname };
    });
  });

  const me = (token: string | undefined) => post(app, ME, {}, token ? { token } : {});
  const usersWithEmail = async (email: string) =>
    (
      await db.query<{ n: number }>('select count(*)::int as n from app_user where email = $1', [
        email.toLowerCase(),
      ])
    )[0]?.n;

  describe('sign-up and sign-in', () => {
    it('signs up, then signs in by mobile with the details the client keeps', async () => {
      const traveller = newTraveller({ nickname: 'Aarav Mehta' });
      await register(app, traveller);
      const session = await signIn(app, traveller.mobileNo, traveller.password);
      expect(Object.keys(session).sort()).toEqual([
        'email',
        'mobileNo',
        'nickname',
        'uid',
        'utoken',
      ]);
      expect(session).toMatchObject({
        nickname: 'Aarav Mehta',
        email: traveller.email,
        mobileNo: traveller.mobileNo,
      });
      expect(session.utoken).toMatch(/^[\w-]{43}$/);
      expect(session.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(envelope(await me(session.utoken)).data).toEqual({
        uid: session.uid,
        nickname: 'Aarav Mehta',
      });
    });

    it('signs in by e-mail whatever its case, and keeps the address lower-cased', async () => {
      const traveller = newTraveller({ email: 'Asha.Rao@Example.IN' });
      await register(app, traveller);
      const session = await signIn(app, 'ASHA.RAO@example.in', traveller.password);
      expect(session.email).toBe('asha.rao@example.in');
      expect(await usersWithEmail('asha.rao@example.in')).toBe(1);
    });

    it('keeps only a scrypt of the digest and only a hash of the token', async () => {
      const traveller = newTraveller();
      await register(app, traveller);
      const { utoken } = await signIn(app, traveller.email, traveller.password);
      const [user] = await db.query<{ password_hash: string }>(
        'select password_hash from app_user where email = $1',
        [traveller.email],
      );
      expect(user?.password_hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
      expect(user?.password_hash).not.toContain(digestOf(traveller.password));
      const sessions = await db.query<{ token_hash: string }>(
        'select token_hash from user_session where token_hash in ($1, $2)',
        [utoken, hashToken(utoken)],
      );
      expect(sessions).toEqual([{ token_hash: hashToken(utoken) }]);
    });

    it('gives a new token at every sign-in, each its own session', async () => {
      const traveller = newTraveller();
      await register(app, traveller);
      const first = await signIn(app, traveller.email, traveller.password);
      const second = await signIn(app, traveller.mobileNo, traveller.password);
      expect(second.utoken).not.toBe(first.utoken);
      expect(envelope(await me(first.utoken)).code).toBe(200);
      expect(envelope(await me(second.utoken)).code).toBe(200);
    });

    it('stores a nickname in NFC and SQL fragments as plain text', async () => {
      const accented = newTraveller({ nickname: 'Rene\u0301e' });
      await register(app, accented);
      expect((await signIn(app, accented.email, accented.password)).nickname).toBe('Ren\u00e9e');

      const bobby = newTraveller({ nickname: "Robert'); DROP TABLE app_user;--" });
      await register(app, bobby);
      expect((await signIn(app, bobby.email, bobby.password)).nickname).toBe(
        "Robert'); DROP TABLE app_user;--",
      );
    });

    it('upgrades a hash stored with older parameters at the next sign-in', async () => {
      const traveller = newTraveller();
      await register(app, traveller);
      const salt = randomBytes(16);
      const key = scryptSync(digestOf(traveller.password), salt, 32, { N: 2 ** 14, r: 8, p: 1 });
      const older = `$scrypt$ln=14,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
      await db.query('update app_user set password_hash = $2 where email = $1', [
        traveller.email,
        older,
      ]);
      await signIn(app, traveller.email, traveller.password);
      const [row] = await db.query<{ password_hash: string }>(
        'select password_hash from app_user where email = $1',
        [traveller.email],
      );
      expect(row?.password_hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
      await signIn(app, traveller.email, traveller.password);
    });

    it('needs no OTP while OTP is off, and ignores one sent anyway', async () => {
      const traveller = newTraveller();
      await register(app, traveller, { smsCode: '123456' });
      await signIn(app, traveller.email, traveller.password);
    });
  });

  describe('one account per e-mail and per mobile', () => {
    it('refuses a taken e-mail, in any case, and a taken mobile, creating nothing', async () => {
      const first = newTraveller({ email: 'kavya.iyer@example.in' });
      await register(app, first);

      const sameEmail = newTraveller({ email: 'Kavya.IYER@example.in' });
      const byEmail = await post(app, REGISTER, registerBody(sameEmail));
      expect(envelope(byEmail)).toEqual({
        code: 409,
        msg: EMAIL_TAKEN_MESSAGE,
        data: null,
        error: 'emailTaken',
      });

      const sameMobile = newTraveller({ mobileNo: first.mobileNo });
      const byMobile = await post(app, REGISTER, registerBody(sameMobile));
      expect(envelope(byMobile)).toEqual({
        code: 409,
        msg: MOBILE_TAKEN_MESSAGE,
        data: null,
        error: 'mobileTaken',
      });
      expect(await usersWithEmail(sameMobile.email)).toBe(0);
    });

    it('lets exactly one of 20 racing sign-ups with one e-mail through, on two replicas', async () => {
      const { app: replicaApp } = await testApp(await database().replica(), { now: clock.now });
      const email = 'race.email@example.in';
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(i % 2 ? replicaApp : app, REGISTER, registerBody(newTraveller({ email }))),
        ),
      );
      const bodies = responses.map((response) => envelope(response));
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      expect(bodies.filter((body) => body.code === 200)).toHaveLength(1);
      expect(
        bodies.filter((body) => body.code === 409 && body.msg === EMAIL_TAKEN_MESSAGE),
      ).toHaveLength(19);
      expect(await usersWithEmail(email)).toBe(1);
    });

    it('lets exactly one of 20 racing sign-ups with one mobile through', async () => {
      const mobileNo = newTraveller().mobileNo;
      const travellers = Array.from({ length: 20 }, () => newTraveller({ mobileNo }));
      const bodies = await Promise.all(
        travellers.map(async (t) => envelope(await post(app, REGISTER, registerBody(t)))),
      );
      expect(bodies.filter((body) => body.code === 200)).toHaveLength(1);
      expect(bodies.filter((body) => body.msg === MOBILE_TAKEN_MESSAGE)).toHaveLength(19);
      const [row] = await db.query<{ n: number }>(
        'select count(*)::int as n from app_user where mobile_no = $1',
        [mobileNo],
      );
      expect(row?.n).toBe(1);
    });
  });

  describe('wrong credentials', () => {
    const wrong = { code: 401, msg: WRONG_CREDENTIALS_MESSAGE, data: null };

    it('answers an unknown account exactly like a wrong password', async () => {
      const traveller = newTraveller();
      await register(app, traveller);
      const ip = freshIp();
      const cases = [
        loginWithPassword(app, traveller.email, 'abc124', { ip }),
        loginWithPassword(app, 'nobody.here@example.in', 'abc123', { ip }),
        loginWithPassword(app, traveller.mobileNo, 'abc124', { ip }),
        loginWithPassword(app, '6000000001', 'abc123', { ip }),
      ];
      for (const response of await Promise.all(cases)) {
        expect(response.statusCode).toBe(200);
        expect(envelope(response)).toEqual(wrong);
      }
    });

    it('takes about as long for an unknown account as for a wrong password', async () => {
      // Two accounts, two failures each: below the point where sign-ins are slowed down.
      const known = [newTraveller(), newTraveller()];
      for (const traveller of known) await register(app, traveller);
      const time = async (account: string) => {
        const started = performance.now();
        const response = await loginWithPassword(app, account, 'wrong!', { ip: freshIp() });
        expect(envelope(response).code).toBe(401);
        return performance.now() - started;
      };
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        knownTimes.push(await time(known[i % 2]?.email ?? ''));
        unknownTimes.push(await time(`unknown.${i}@example.in`));
      }
      // The fastest of each is the least disturbed by other work on the machine. Both pay for
      // one scrypt; skipping it would make the unknown account several times faster.
      const ratio = Math.min(...unknownTimes) / Math.min(...knownTimes);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });
  });

  describe('slowing down and locking repeated failures', () => {
    const tooMany = (wait: string) => ({
      code: 429,
      msg: `Too many failed sign-in attempts. Please try again in ${wait}.`,
      data: null,
      error: 'signInLocked',
      params: {
        wait,
        count: wait.split(' ')[0],
        unit: wait.includes('minute') ? 'minute' : 'second',
      },
    });

    it('delays the 3rd and 4th failure from an address, locks the account for it at the 5th, then lets it in', async () => {
      const traveller = newTraveller();
      await register(app, traveller);
      const ip = freshIp();
      const attempt = (password: string) =>
        loginWithPassword(app, traveller.email, password, { ip });

      for (let i = 0; i < 3; i += 1) expect(envelope(await attempt('nope!!')).code).toBe(401);
      expect(envelope(await attempt(traveller.password))).toEqual(tooMany('10 seconds'));
      clock.advance(4_000);
      expect(envelope(await attempt(traveller.password))).toEqual(tooMany('6 seconds'));
      clock.advance(6_000);
      expect(envelope(await attempt('nope!!')).code).toBe(401);
      expect(envelope(await attempt(traveller.password))).toEqual(tooMany('30 seconds'));
      clock.advance(30_000);
      expect(envelope(await attempt('nope!!')).code).toBe(401);
      // Locked: even the right password is not checked.
      expect(envelope(await attempt(traveller.password))).toEqual(tooMany('15 minutes'));
      clock.advance(14 * MINUTE);
      expect(envelope(await attempt(traveller.password))).toEqual(tooMany('1 minute'));
      clock.advance(MINUTE);
      expect(envelope(await attempt(traveller.password)).code).toBe(200);
    });

    it('counts the e-mail and the mobile as one account, and gives other addresses only a wait, never the lock', async () => {
      const traveller = newTraveller();
      await register(app, traveller);
      const stranger = freshIp();
      const byEmail = (password: string, ip: string) =>
        loginWithPassword(app, traveller.email, password, { ip });
      const byMobile = (password: string, ip: string) =>
        loginWithPassword(app, traveller.mobileNo, password, { ip });

      for (let i = 0; i < 3; i += 1)
        expect(envelope(await byEmail('nope!!', stranger)).code).toBe(401);
      // The same account by its other name: already slowed down.
      expect(envelope(await byMobile('nope!!', stranger))).toEqual(tooMany('10 seconds'));
      clock.advance(10_000);
      expect(envelope(await byMobile('nope!!', stranger)).code).toBe(401);
      clock.advance(30_000);
      expect(envelope(await byMobile('nope!!', stranger)).code).toBe(401);
      // The stranger's address is locked out of the account, by either name.
      expect(envelope(await byMobile(traveller.password, stranger))).toEqual(tooMany('15 minutes'));
      expect(envelope(await byEmail(traveller.password, stranger))).toEqual(tooMany('15 minutes'));

      // The traveller, elsewhere, waits a minute at most and signs in.
      const home = freshIp();
      expect(envelope(await byEmail(traveller.password, home))).toEqual(tooMany('1 minute'));
      clock.advance(MINUTE);
      expect(envelope(await byEmail(traveller.password, home)).code).toBe(200);
    });

    it('locks an unknown account the same way, so a lock tells nothing', async () => {
      const attempt = () => loginWithPassword(app, 'ghost@example.in', 'abc123', { ip: freshIp() });
      for (let i = 0; i < 3; i += 1) expect(envelope(await attempt()).code).toBe(401);
      expect(envelope(await attempt())).toEqual(tooMany('10 seconds'));
    });

    it('forgets the failures once the account signs in', async () => {
      const traveller = newTraveller();
      await register(app, traveller);
      const attempt = (password: string) =>
        loginWithPassword(app, traveller.mobileNo, password, { ip: freshIp() });
      for (let i = 0; i < 2; i += 1) expect(envelope(await attempt('nope!!')).code).toBe(401);
      expect(envelope(await attempt(traveller.password)).code).toBe(200);
      for (let i = 0; i < 2; i += 1) expect(envelope(await attempt('nope!!')).code).toBe(401);
      expect(envelope(await attempt(traveller.password)).code).toBe(200);
    });

    it('lets parallel guesses past the free failures no faster than one at a time', async () => {
      const traveller = newTraveller();
      await register(app, traveller);
      const bodies = await Promise.all(
        Array.from({ length: 10 }, async () =>
          envelope(await loginWithPassword(app, traveller.email, 'guess!', { ip: freshIp() })),
        ),
      );
      expect(bodies.filter((body) => body.code === 401)).toHaveLength(3);
      expect(bodies.filter((body) => body.code === 429)).toHaveLength(7);
    });

    it('refuses an address after 20 failures in 15 minutes, whatever the account', async () => {
      const ip = freshIp();
      const traveller = newTraveller();
      await register(app, traveller);
      // 18 earlier failures at other accounts, as if sent through the API.
      for (let i = 0; i < 18; i += 1) {
        await db.query('insert into login_attempt (account, ip, at) values ($1, $2, $3)', [
          `email:spray.${i}@example.in`,
          ip,
          clock.now(),
        ]);
      }
      // A success in between neither counts nor clears the address.
      expect(envelope(await signInFrom(ip)).code).toBe(200);
      for (let i = 18; i < 20; i += 1) {
        const response = await loginWithPassword(app, `spray.${i}@example.in`, 'abc123', { ip });
        expect(envelope(response).code).toBe(401);
      }
      const refused = envelope(await loginWithPassword(app, traveller.email, 'abc123', { ip }));
      expect(refused).toEqual({
        code: 429,
        msg: 'Too many failed sign-in attempts from your network. Please try again in 15 minutes.',
        data: null,
        error: 'signInLockedNetwork',
        params: { count: '15', unit: 'minute', wait: '15 minutes' },
      });
      expect(envelope(await signInFrom(freshIp())).code).toBe(200);
      clock.advance(15 * MINUTE);
      expect(envelope(await signInFrom(ip)).code).toBe(200);

      function signInFrom(address: string) {
        return loginWithPassword(app, traveller.email, traveller.password, { ip: address });
      }
    });

    it('keeps the counts in the database, so every replica sees them', async () => {
      const { app: replicaApp } = await testApp(await database().replica(), { now: clock.now });
      const account = 'shared.count@example.in';
      for (let i = 0; i < 3; i += 1) {
        const target = i % 2 ? replicaApp : app;
        expect(
          envelope(await loginWithPassword(target, account, 'x', { ip: freshIp() })).code,
        ).toBe(401);
      }
      const refused = await loginWithPassword(replicaApp, account, 'x', { ip: freshIp() });
      expect(envelope(refused)).toEqual(tooMany('10 seconds'));
    });
  });

  describe('sessions', () => {
    async function freshSession(): Promise<LoginResponse> {
      const traveller = newTraveller();
      await register(app, traveller);
      return signIn(app, traveller.email, traveller.password);
    }

    const lastSeen = async (token: string) =>
      (
        await db.query<{ last_seen_at: Date }>(
          'select last_seen_at from user_session where token_hash = $1',
          [hashToken(token)],
        )
      )[0]?.last_seen_at.getTime();

    it('answers a missing, malformed or unknown token with code 403 over HTTP 200', async () => {
      for (const token of [undefined, 'not-a-token', 'A'.repeat(43)]) {
        const response = await me(token);
        expect(response.statusCode).toBe(200);
        expect(envelope(response)).toEqual(SIGN_IN_AGAIN);
      }
      const basic = await post(app, ME, {}, { headers: { authorization: 'Basic abc' } });
      expect(envelope(basic)).toEqual(SIGN_IN_AGAIN);
    });

    it('logs out: the token is dead, the same user’s other sessions live on', async () => {
      const traveller = newTraveller();
      await register(app, traveller);
      const phone = await signIn(app, traveller.email, traveller.password);
      const laptop = await signIn(app, traveller.email, traveller.password);

      const out = await post(app, LOGOUT, { uid: phone.uid }, { token: phone.utoken });
      expect(envelope(out)).toEqual({ code: 200, msg: 'success', data: null });
      expect(envelope(await me(phone.utoken))).toEqual(SIGN_IN_AGAIN);
      expect(
        envelope(await post(app, LOGOUT, { uid: phone.uid }, { token: phone.utoken })),
      ).toEqual(SIGN_IN_AGAIN);
      expect(envelope(await me(laptop.utoken)).code).toBe(200);
    });

    it('ends only the caller’s own session, whatever uid the body names', async () => {
      const victim = await freshSession();
      const caller = await freshSession();
      await post(app, LOGOUT, { uid: victim.uid }, { token: caller.utoken });
      expect(envelope(await me(victim.utoken)).code).toBe(200);
      expect(envelope(await me(caller.utoken))).toEqual(SIGN_IN_AGAIN);
    });

    it('needs a session to log out', async () => {
      const response = await post(app, LOGOUT, { uid: 'someone' });
      expect(envelope(response)).toEqual(SIGN_IN_AGAIN);
    });

    it('writes last-seen at most once a minute', async () => {
      const { utoken } = await freshSession();
      const signedInAt = await lastSeen(utoken);
      clock.advance(30_000);
      await me(utoken);
      expect(await lastSeen(utoken)).toBe(signedInAt);
      clock.advance(31_000);
      await me(utoken);
      expect(await lastSeen(utoken)).toBe(clock.now().getTime());
    });

    it('expires after 7 idle days, and not before', async () => {
      const { utoken } = await freshSession();
      clock.advance(7 * DAY - MINUTE);
      expect(envelope(await me(utoken)).code).toBe(200);
      clock.advance(7 * DAY - MINUTE);
      expect(envelope(await me(utoken)).code).toBe(200);
      clock.advance(7 * DAY);
      expect(envelope(await me(utoken))).toEqual(SIGN_IN_AGAIN);
      clock.advance(-7 * DAY);
      // Deleted when found expired: going back in time does not revive it.
      expect(envelope(await me(utoken))).toEqual(SIGN_IN_AGAIN);
    });

    it('expires 30 days after sign-in however active', async () => {
      const { utoken } = await freshSession();
      for (let day = 6; day < 30; day += 6) {
        clock.advance(6 * DAY);
        expect(envelope(await me(utoken)).code).toBe(200);
      }
      clock.advance(6 * DAY - MINUTE);
      expect(envelope(await me(utoken)).code).toBe(200);
      clock.advance(MINUTE);
      expect(envelope(await me(utoken))).toEqual(SIGN_IN_AGAIN);
    });
  });

  describe('bad input', () => {
    const valid = () => registerBody(newTraveller());
    const fullwidth = '\uff19\uff18\uff17\uff16\uff15\uff14\uff13\uff12\uff11\uff10';

    it.each([
      ['no body fields', () => ({}), NAME_REQUIRED_MESSAGE],
      ['a number as nickname', () => ({ ...valid(), nickname: 123 }), NAME_REQUIRED_MESSAGE],
      [
        'a 10 000-character nickname',
        () => ({ ...valid(), nickname: 'a'.repeat(10_000) }),
        TOO_LONG_MESSAGE,
      ],
      [
        'a zero-width space in the nickname',
        () => ({ ...valid(), nickname: 'Aa\u200brav' }),
        NAME_HIDDEN_CHARACTERS_MESSAGE,
      ],
      [
        'a right-to-left override in the nickname',
        () => ({ ...valid(), nickname: 'Aarav\u202etxt.exe' }),
        NAME_HIDDEN_CHARACTERS_MESSAGE,
      ],
      [
        'an e-mail as a list',
        () => ({ ...valid(), email: ['a@example.in'] }),
        EMAIL_INVALID_MESSAGE,
      ],
      [
        'an SQL fragment as e-mail',
        () => ({ ...valid(), email: "x'; drop table app_user;--@example.in" }),
        EMAIL_INVALID_MESSAGE,
      ],
      ['a missing mobile', () => ({ ...valid(), mobileNo: undefined }), MOBILE_REQUIRED_MESSAGE],
      [
        'a mobile with +91',
        () => ({ ...valid(), mobileNo: '+919876543210' }),
        MOBILE_INVALID_MESSAGE,
      ],
      [
        'a mobile with spaces',
        () => ({ ...valid(), mobileNo: '98765 43210' }),
        MOBILE_INVALID_MESSAGE,
      ],
      [
        'a mobile in fullwidth digits',
        () => ({ ...valid(), mobileNo: fullwidth }),
        MOBILE_INVALID_MESSAGE,
      ],
      [
        'a mobile as a number',
        () => ({ ...valid(), mobileNo: 9876543210 }),
        MOBILE_REQUIRED_MESSAGE,
      ],
      [
        'another country code',
        () => ({ ...valid(), mobileAreaCode: '1' }),
        'Only Indian mobile numbers (+91) are supported.',
      ],
      [
        'the country code as a number',
        () => ({ ...valid(), mobileAreaCode: 91 }),
        'Only Indian mobile numbers (+91) are supported.',
      ],
      [
        'a plain-text password',
        () => ({ ...valid(), password: 'abc123' }),
        PASSWORD_DIGEST_INVALID_MESSAGE,
      ],
      [
        'an upper-case digest',
        () => ({ ...valid(), password: 'A'.repeat(64) }),
        PASSWORD_DIGEST_INVALID_MESSAGE,
      ],
      [
        'a 63-character digest',
        () => ({ ...valid(), password: 'a'.repeat(63) }),
        PASSWORD_DIGEST_INVALID_MESSAGE,
      ],
      ['a malformed OTP', () => ({ ...valid(), smsCode: '12a456' }), OTP_INVALID_MESSAGE],
    ])('register refuses %s with its message and creates nothing', async (_case, body, msg) => {
      const request: Record<string, unknown> = body();
      const response = await post(app, REGISTER, request);
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toEqual({ code: 400, msg, data: null });
      if (typeof request.email === 'string') expect(await usersWithEmail(request.email)).toBe(0);
    });

    it.each([
      ['an array', '[1,2]'],
      ['a string', '"register me"'],
      ['a number', '42'],
    ])('refuses %s as body', async (_case, payload) => {
      const response = await post(app, REGISTER, undefined, { payload });
      expect(envelope(response)).toEqual({ code: 400, msg: NOT_AN_OBJECT_MESSAGE, data: null });
    });

    it('refuses malformed JSON with HTTP 400 and an envelope, never a 500', async () => {
      for (const url of [REGISTER, LOGIN, LOGOUT]) {
        const response = await post(app, url, undefined, { payload: '{"nickname": "Aarav",' });
        expect(response.statusCode).toBe(400);
        expect(envelope(response)).toEqual({
          code: 400,
          msg: 'The request body is not valid JSON.',
          data: null,
        });
      }
    });

    it.each([
      ['no account', { password: digestOf('x') }, LOGIN_ACCOUNT_INVALID_MESSAGE],
      [
        'a fullwidth mobile',
        { loginAccount: fullwidth, password: digestOf('x') },
        LOGIN_ACCOUNT_INVALID_MESSAGE,
      ],
      [
        'a 10 000-character account',
        { loginAccount: 'a'.repeat(10_000), password: digestOf('x') },
        LOGIN_ACCOUNT_INVALID_MESSAGE,
      ],
      [
        'an SQL fragment as account',
        { loginAccount: "' or 1=1 --", password: digestOf('x') },
        LOGIN_ACCOUNT_INVALID_MESSAGE,
      ],
      ['no password or OTP', { loginAccount: '9876543210' }, LOGIN_CREDENTIAL_MISSING_MESSAGE],
      [
        'a plain-text password',
        { loginAccount: '9876543210', password: 'abc123' },
        PASSWORD_DIGEST_INVALID_MESSAGE,
      ],
      [
        'both a password and an OTP',
        { loginAccount: '9876543210', password: digestOf('x'), smsCode: '123456' },
        PASSWORD_AND_OTP_MESSAGE,
      ],
      [
        'an OTP while OTP is off',
        { loginAccount: '9876543210', smsCode: '123456' },
        OTP_DISABLED_MESSAGE,
      ],
    ])('login refuses %s with its message', async (_case, body, msg) => {
      const response = await post(app, LOGIN, body, { ip: freshIp() });
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toMatchObject({ code: 400, msg, data: null });
    });

    it('does not count bad input as a failed sign-in', async () => {
      const traveller = newTraveller();
      await register(app, traveller);
      for (let i = 0; i < 6; i += 1) {
        await post(app, LOGIN, { loginAccount: traveller.email, password: 'short' });
      }
      expect(envelope(await loginWithPassword(app, traveller.email, traveller.password)).code).toBe(
        200,
      );
    });
  });
});
