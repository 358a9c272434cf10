import {
  COUNTRY_CODE_INVALID_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  SEND_OTP_EMPTY_MOBILE_MESSAGE,
  SMS_BIZ_TYPE_INVALID_MESSAGE,
  OTP_INVALID_MESSAGE,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MOBILE_TAKEN_MESSAGE,
  OTP_EXPIRED_MESSAGE,
  OTP_WRONG_MESSAGE,
  checkOtp,
  issueOtp,
} from '../accounts/otp';
import type { Database } from '../db/database';
import type { SmsMessage, SmsSender } from '../sms';
import { SmsSendError } from '../sms';
import { readOutbox } from '../sms/outbox';
import {
  newTraveller,
  loginWithPassword,
  register,
  registerBody,
  signIn,
  testClock,
  type Traveller,
} from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { envelope, freshIp, post, type PostOptions, readApiEnvelope } from '../test-support/http';
import { OTP_NOT_ENABLED_MESSAGE, SMS_FAILED_MESSAGE } from './sms';
import { OTP_DISABLED_MESSAGE, OTP_NEEDS_MOBILE_MESSAGE } from './user';

const SEND = '/travel/api/send/sms/otp';
const REGISTER = '/travel/api/user/register';
const LOGIN = '/travel/api/user/login';
const LOGIN_TYPE = 10;
const SIGN_UP_TYPE = 11;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const SENT = { code: 200, msg: 'success', data: null };

describe.each(engines)('one-time codes on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock();
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, {
      now: clock.now,
      env: { ENABLED_OTP: 'true', DEV_ENDPOINTS: 'true' },
    }));
  });

  const sendOtp = (mobile: string, smsBizType: number, options: PostOptions = {}) =>
    post(app, SEND, { mobile, mobileAreaCode: '91', smsBizType }, { ip: freshIp(), ...options });

  /** The code of the latest message to `mobile`, read from the outbox as the e2e tests do. */
  async function latestCode(mobile: string): Promise<string> {
    const [message] = await readOutbox(db, { mobile, limit: 1 });
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
    if (!code) throw new Error(`no OTP in the outbox for ${mobile}`);
    return code;
  }

  const outboxCount = async (mobile: string) => (await readOutbox(db, { mobile })).length;

  const otpLogin = (mobile: string, smsCode: string, options: PostOptions = {}) =>
    post(
      app,
      LOGIN,
      { loginAccount: mobile, mobileAreaCode: '91', smsCode },
      { ip: freshIp(), ...options },
    );

  /** Signs a traveller up with a code from the outbox, and moves past the resend wait. */
  async function signUpWithOtp(traveller: Traveller = newTraveller()): Promise<Traveller> {
    expect(envelope(await sendOtp(traveller.mobileNo, SIGN_UP_TYPE))).toEqual(SENT);
    await register(app, traveller, { smsCode: await latestCode(traveller.mobileNo) });
    clock.advance(61 * SECOND);
    return traveller;
  }

  describe('sign-up', () => {
    it('sends a 6-digit code, keeps only its hash, and signs up with it', async () => {
      const traveller = newTraveller();
      const response = await sendOtp(traveller.mobileNo, SIGN_UP_TYPE);
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toEqual(SENT);

      const [message] = await readOutbox(db, { mobile: traveller.mobileNo });
      expect(message?.text).toMatch(
        /^\d{6} is your HegTravel OTP to sign up\. It is valid for 5 minutes\. Do not share it with anyone\.$/,
      );
      const code = await latestCode(traveller.mobileNo);
      const rows = await db.query<{ code_hash: string; delivered: boolean }>(
        'select code_hash, delivered from sms_otp where mobile_no = $1',
        [traveller.mobileNo],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.delivered).toBe(true);
      expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]?.code_hash).not.toContain(code);

      await register(app, traveller, { smsCode: code });
      await signIn(app, traveller.email, traveller.password);
    });

    it('requires the code while OTP is on', async () => {
      const traveller = newTraveller();
      const response = await post(app, REGISTER, registerBody(traveller));
      expect(envelope(response)).toEqual({
        code: 400,
        msg: OTP_INVALID_MESSAGE,
        data: null,
        error: 'otpRequired',
      });
    });

    it('refuses a wrong code and a code never sent, creating nothing', async () => {
      const traveller = newTraveller();
      const never = await post(app, REGISTER, registerBody(traveller, { smsCode: '123456' }));
      expect(envelope(never)).toEqual({ code: 400, msg: OTP_EXPIRED_MESSAGE, data: null });

      await sendOtp(traveller.mobileNo, SIGN_UP_TYPE);
      const code = await latestCode(traveller.mobileNo);
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await post(app, REGISTER, registerBody(traveller, { smsCode: wrongCode }));
      expect(envelope(wrong)).toEqual({ code: 400, msg: OTP_WRONG_MESSAGE, data: null });
      const users = await db.query('select 1 from app_user where mobile_no = $1', [
        traveller.mobileNo,
      ]);
      expect(users).toEqual([]);
    });

    it('keeps the code usable when the sign-up fails for another reason', async () => {
      const taken = await signUpWithOtp();
      const traveller = newTraveller();
      await sendOtp(traveller.mobileNo, SIGN_UP_TYPE);
      const code = await latestCode(traveller.mobileNo);
      const clash = await post(
        app,
        REGISTER,
        registerBody({ ...traveller, email: taken.email }, { smsCode: code }),
      );
      expect(envelope(clash).code).toBe(409);
      await register(app, traveller, { smsCode: code });
    });

    it('says plainly that a registered number cannot sign up again, and sends nothing', async () => {
      const traveller = await signUpWithOtp();
      const before = await outboxCount(traveller.mobileNo);
      const response = await sendOtp(traveller.mobileNo, SIGN_UP_TYPE);
      expect(envelope(response)).toEqual({
        code: 409,
        msg: MOBILE_TAKEN_MESSAGE,
        data: null,
        error: 'mobileTaken',
      });
      expect(await outboxCount(traveller.mobileNo)).toBe(before);
    });
  });

  describe('sign-in', () => {
    it('signs in with a code while strangers keep the account waiting for passwords', async () => {
      const traveller = await signUpWithOtp();
      const stranger = freshIp();
      for (let i = 0; i < 3; i += 1) {
        const guess = await loginWithPassword(app, traveller.email, `guess-${i}`, { ip: stranger });
        expect(envelope(guess).code).toBe(401);
      }
      const home = freshIp();
      const byPassword = await loginWithPassword(app, traveller.email, traveller.password, {
        ip: home,
      });
      expect(envelope(byPassword)).toMatchObject({ code: 429 });
      expect(envelope(await sendOtp(traveller.mobileNo, LOGIN_TYPE))).toEqual(SENT);
      const code = await latestCode(traveller.mobileNo);
      expect(envelope(await otpLogin(traveller.mobileNo, code, { ip: home }))).toMatchObject({
        code: 200,
      });
    });

    it('signs in with a code, once', async () => {
      const traveller = await signUpWithOtp();
      expect(envelope(await sendOtp(traveller.mobileNo, LOGIN_TYPE))).toEqual(SENT);
      const code = await latestCode(traveller.mobileNo);
      expect((await readOutbox(db, { mobile: traveller.mobileNo, limit: 1 }))[0]?.text).toContain(
        'OTP to sign in.',
      );

      const first = readApiEnvelope(
        '/travel/api/user/login',
        await otpLogin(traveller.mobileNo, code),
      );
      expect(first).toMatchObject({
        code: 200,
        data: { nickname: traveller.nickname, mobileNo: traveller.mobileNo },
      });
      expect(first.data.utoken).toMatch(/^[\w-]{43}$/);

      const again = envelope(await otpLogin(traveller.mobileNo, code));
      expect(again).toEqual({ code: 401, msg: OTP_EXPIRED_MESSAGE, data: null });
    });

    it('lets exactly one of several parallel sign-ins use a code', async () => {
      const traveller = await signUpWithOtp();
      await sendOtp(traveller.mobileNo, LOGIN_TYPE);
      const code = await latestCode(traveller.mobileNo);
      const bodies = await Promise.all(
        Array.from({ length: 3 }, async () => envelope(await otpLogin(traveller.mobileNo, code))),
      );
      expect(bodies.filter((body) => body.code === 200)).toHaveLength(1);
    });

    it('does not take a sign-up code for sign-in, nor the other way round', async () => {
      const mobileNo = newTraveller().mobileNo;
      const issue = (purpose: 10 | 11) =>
        issueOtp(db, { mobileNo, purpose, ip: freshIp(), now: clock.now(), pepper: 'p' });
      const check = (purpose: 10 | 11, code: string) =>
        checkOtp(db, { mobileNo, purpose, code, now: clock.now(), pepper: 'p' });

      const signUpCode = (await issue(SIGN_UP_TYPE)).code;
      expect(await check(LOGIN_TYPE, signUpCode)).toEqual({
        ok: false,
        message: OTP_EXPIRED_MESSAGE,
      });
      clock.advance(61 * SECOND);
      const loginCode = (await issue(LOGIN_TYPE)).code;
      expect(await check(SIGN_UP_TYPE, loginCode)).toMatchObject({ ok: signUpCode === loginCode });
      expect(await check(LOGIN_TYPE, loginCode)).toMatchObject({ ok: true });
    });

    it('expires a code after 5 minutes', async () => {
      const traveller = await signUpWithOtp();
      await sendOtp(traveller.mobileNo, LOGIN_TYPE);
      clock.advance(5 * MINUTE - SECOND);
      const fresh = await latestCode(traveller.mobileNo);
      expect(envelope(await otpLogin(traveller.mobileNo, fresh)).code).toBe(200);

      await sendOtp(traveller.mobileNo, LOGIN_TYPE);
      clock.advance(5 * MINUTE);
      const stale = await latestCode(traveller.mobileNo);
      expect(envelope(await otpLogin(traveller.mobileNo, stale))).toEqual({
        code: 401,
        msg: OTP_EXPIRED_MESSAGE,
        data: null,
      });
    });

    it('answers an unknown number like a known one, and sends it nothing', async () => {
      const stranger = newTraveller().mobileNo;
      expect(envelope(await sendOtp(stranger, LOGIN_TYPE))).toEqual(SENT);
      expect(await outboxCount(stranger)).toBe(0);
      expect(envelope(await sendOtp(stranger, LOGIN_TYPE))).toMatchObject({ code: 429 });
      expect(envelope(await otpLogin(stranger, '123456'))).toEqual({
        code: 401,
        msg: OTP_WRONG_MESSAGE,
        data: null,
      });

      const known = await signUpWithOtp();
      await sendOtp(known.mobileNo, LOGIN_TYPE);
      const code = await latestCode(known.mobileNo);
      const wrongCode = code === '123456' ? '654321' : '123456';
      expect(envelope(await sendOtp(known.mobileNo, LOGIN_TYPE))).toMatchObject({ code: 429 });
      expect(envelope(await otpLogin(known.mobileNo, wrongCode))).toEqual({
        code: 401,
        msg: OTP_WRONG_MESSAGE,
        data: null,
      });
    });

    it('takes a code only with a mobile number', async () => {
      const response = await post(app, LOGIN, { loginAccount: 'a@example.in', smsCode: '123456' });
      expect(envelope(response)).toEqual({
        code: 400,
        msg: OTP_NEEDS_MOBILE_MESSAGE,
        data: null,
        error: 'otpNeedsMobile',
      });
    });
  });

  describe('limits', () => {
    it('kills a code after 5 tries: four wrong then right works, five wrong then right does not', async () => {
      const wrongTries = async (traveller: Traveller, count: number) => {
        const code = await latestCode(traveller.mobileNo);
        const wrongCode = code === '000000' ? '111111' : '000000';
        for (let i = 0; i < count; i += 1) {
          const response = await post(
            app,
            REGISTER,
            registerBody(traveller, { smsCode: wrongCode }),
          );
          expect(envelope(response).msg).toBe(OTP_WRONG_MESSAGE);
        }
        return code;
      };

      const lucky = newTraveller();
      await sendOtp(lucky.mobileNo, SIGN_UP_TYPE);
      await register(app, lucky, { smsCode: await wrongTries(lucky, 4) });

      const unlucky = newTraveller();
      await sendOtp(unlucky.mobileNo, SIGN_UP_TYPE);
      const code = await wrongTries(unlucky, 5);
      const response = await post(app, REGISTER, registerBody(unlucky, { smsCode: code }));
      expect(envelope(response)).toEqual({ code: 400, msg: OTP_EXPIRED_MESSAGE, data: null });
    });

    it('makes a number wait 60 s between codes, saying how long is left', async () => {
      const mobile = newTraveller().mobileNo;
      expect(envelope(await sendOtp(mobile, SIGN_UP_TYPE))).toEqual(SENT);
      const first = await latestCode(mobile);
      expect(envelope(await sendOtp(mobile, SIGN_UP_TYPE))).toEqual({
        code: 429,
        msg: 'Please wait 60 seconds before requesting another OTP.',
        data: null,
        error: 'otpResendWait',
        params: { count: '60', unit: 'second', wait: '60 seconds' },
      });
      clock.advance(59 * SECOND);
      expect(envelope(await sendOtp(mobile, LOGIN_TYPE)).msg).toBe(
        'Please wait 1 second before requesting another OTP.',
      );
      expect(await outboxCount(mobile)).toBe(1);
      clock.advance(SECOND);
      expect(envelope(await sendOtp(mobile, SIGN_UP_TYPE))).toEqual(SENT);

      // The new code replaces the old one.
      const traveller = newTraveller({ mobileNo: mobile });
      const old = await post(app, REGISTER, registerBody(traveller, { smsCode: first }));
      const second = await latestCode(mobile);
      if (second !== first) expect(envelope(old).msg).toBe(OTP_WRONG_MESSAGE);
      await register(app, traveller, { smsCode: second });
    });

    it('sends a number at most 5 codes an hour', async () => {
      const mobile = newTraveller().mobileNo;
      for (let i = 0; i < 5; i += 1) {
        expect(envelope(await sendOtp(mobile, SIGN_UP_TYPE))).toEqual(SENT);
        clock.advance(MINUTE);
      }
      expect(envelope(await sendOtp(mobile, SIGN_UP_TYPE))).toEqual({
        code: 429,
        msg: 'Too many OTPs were requested for this number. Please try again in 55 minutes.',
        data: null,
        error: 'otpTooManyForNumber',
        params: { count: '55', unit: 'minute', wait: '55 minutes' },
      });
      expect(await outboxCount(mobile)).toBe(5);
      clock.advance(55 * MINUTE);
      expect(envelope(await sendOtp(mobile, SIGN_UP_TYPE))).toEqual(SENT);
    });

    it('sends at most 20 codes an hour to requests from one address', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i += 1) {
        expect(envelope(await sendOtp(newTraveller().mobileNo, SIGN_UP_TYPE, { ip }))).toEqual(
          SENT,
        );
      }
      const mobile = newTraveller().mobileNo;
      expect(envelope(await sendOtp(mobile, SIGN_UP_TYPE, { ip }))).toEqual({
        code: 429,
        msg: 'Too many OTP requests from your network. Please try again in 60 minutes.',
        data: null,
        error: 'otpTooManyFromNetwork',
        params: { count: '60', unit: 'minute', wait: '60 minutes' },
      });
      expect(await outboxCount(mobile)).toBe(0);
      expect(envelope(await sendOtp(mobile, SIGN_UP_TYPE))).toEqual(SENT);
    });

    it('lets only one of several parallel requests for a number through', async () => {
      const mobile = newTraveller().mobileNo;
      const bodies = await Promise.all(
        Array.from({ length: 5 }, async () => envelope(await sendOtp(mobile, SIGN_UP_TYPE))),
      );
      expect(bodies.filter((body) => body.code === 200)).toHaveLength(1);
      expect(await outboxCount(mobile)).toBe(1);
    });
  });

  describe('bad input', () => {
    it.each([
      ['an empty mobile', { mobile: '' }, SEND_OTP_EMPTY_MOBILE_MESSAGE],
      ['no mobile', { mobile: undefined }, SEND_OTP_EMPTY_MOBILE_MESSAGE],
      ['a mobile with +91', { mobile: '+919876543210' }, MOBILE_INVALID_MESSAGE],
      ['a mobile with spaces', { mobile: '98765 43210' }, MOBILE_INVALID_MESSAGE],
      [
        'fullwidth digits',
        { mobile: '\uff19\uff18\uff17\uff16\uff15\uff14\uff13\uff12\uff11\uff10' },
        MOBILE_INVALID_MESSAGE,
      ],
      ['another country code', { mobileAreaCode: '44' }, COUNTRY_CODE_INVALID_MESSAGE],
      ['an unknown type', { smsBizType: 12 }, SMS_BIZ_TYPE_INVALID_MESSAGE],
      ['the type as text', { smsBizType: '10' }, SMS_BIZ_TYPE_INVALID_MESSAGE],
    ])('refuses %s with its message and sends nothing', async (_case, change, msg) => {
      const body = { mobile: '9876543210', mobileAreaCode: '91', smsBizType: 11, ...change };
      const response = await post(app, SEND, body, { ip: freshIp() });
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toEqual({ code: 400, msg, data: null });
      expect(await outboxCount('9876543210')).toBe(0);
    });
  });

  describe('the development outbox', () => {
    it('lists the latest messages, newest first, for one number or all', async () => {
      const mobile = newTraveller().mobileNo;
      await sendOtp(mobile, SIGN_UP_TYPE);
      clock.advance(MINUTE);
      await sendOtp(mobile, SIGN_UP_TYPE);
      const response = await app.inject({
        method: 'GET',
        url: `/travel/dev/sms-outbox?mobile=${mobile}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { messages } = response.json<{
        messages: { mobile: string; text: string; createdAt: string }[];
      }>();
      expect(messages).toHaveLength(2);
      expect(messages[0]?.mobile).toBe(mobile);
      expect(messages[0]?.text).toContain(await latestCode(mobile));
      expect(messages[0]?.createdAt).toBe(clock.now().toISOString());
      expect(Date.parse(messages[1]?.createdAt ?? '')).toBeLessThan(
        Date.parse(messages[0]?.createdAt ?? ''),
      );

      const all = await app.inject({ method: 'GET', url: '/travel/dev/sms-outbox' });
      expect(all.json<{ messages: unknown[] }>().messages.length).toBeGreaterThanOrEqual(2);
    });

    it('refuses a malformed number', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/travel/dev/sms-outbox?mobile=%2B91',
      });
      expect(response.statusCode).toBe(400);
    });

    it.each([
      ['by default', { ENABLED_OTP: 'true' }],
      ['in production', { NODE_ENV: 'production' }],
      [
        'with a real gateway',
        {
          DEV_ENDPOINTS: 'true',
          SMS_PROVIDER: 'msg91',
          MSG91_AUTH_KEY: 'k',
          MSG91_TEMPLATE_ID: 't',
        },
      ],
    ])('does not exist %s', async (_case, env) => {
      const { app: other } = await testApp(db, { env });
      const response = await other.inject({ method: 'GET', url: '/travel/dev/sms-outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('messages');
    });
  });

  describe('when the gateway fails', () => {
    it('says so, and lets the number ask again at once', async () => {
      let fail = true;
      const sent: SmsMessage[] = [];
      const flaky: SmsSender = {
        provider: 'msg91',
        send(message) {
          if (fail) return Promise.reject(new SmsSendError('MSG91 refused the message (HTTP 401)'));
          sent.push(message);
          return Promise.resolve();
        },
      };
      const { app: flakyApp } = await testApp(db, {
        now: clock.now,
        sms: flaky,
        env: { ENABLED_OTP: 'true' },
      });
      const mobile = newTraveller().mobileNo;
      const request = { mobile, mobileAreaCode: '91', smsBizType: SIGN_UP_TYPE };
      const refused = await post(flakyApp, SEND, request, { ip: freshIp() });
      expect(envelope(refused)).toEqual({
        code: 503,
        msg: SMS_FAILED_MESSAGE,
        data: null,
        error: 'smsFailed',
      });
      fail = false;
      expect(envelope(await post(flakyApp, SEND, request, { ip: freshIp() }))).toEqual(SENT);
      expect(sent).toEqual([
        {
          mobile,
          text: expect.stringMatching(/^\d{6} is your HegTravel OTP/) as unknown,
          templateId: 'outbox-otp',
          purpose: 'sign-up',
          variables: { otp: expect.stringMatching(/^\d{6}$/) as unknown },
        },
      ]);
    });
  });
});

describe.each(engines)('one-time codes switched off, on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('sends nothing and takes no code', async () => {
    const { db } = database();
    const { app } = await testApp(db);
    const mobile = newTraveller().mobileNo;
    const response = await post(app, SEND, { mobile, mobileAreaCode: '91', smsBizType: 10 });
    expect(envelope(response)).toEqual({
      code: 400,
      msg: OTP_NOT_ENABLED_MESSAGE,
      data: null,
      error: 'otpNotEnabled',
    });
    expect(await db.query('select 1 from sms_otp')).toEqual([]);
    const login = await post(app, LOGIN, { loginAccount: mobile, smsCode: '123456' });
    expect(envelope(login)).toEqual({
      code: 400,
      msg: OTP_DISABLED_MESSAGE,
      data: null,
      error: 'otpDisabled',
    });
  });
});
