import {
  OTP_INVALID_MESSAGE,
  PASSWORD_DIGEST_INVALID_MESSAGE,
  type LoginResponse,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { OTP_EXPIRED_MESSAGE, OTP_WRONG_MESSAGE } from '../accounts/otp';
import type { Database } from '../db/database';
import { readOutbox } from '../sms/outbox';
import {
  digestOf,
  loginWithPassword,
  newTraveller,
  register,
  signIn,
  testClock,
} from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { envelope, freshIp, post, readApiEnvelope } from '../test-support/http';
import { WRONG_CREDENTIALS_MESSAGE } from './user';

const SEND = '/travel/api/user/password/reset/otp';
const RESET = '/travel/api/user/password/reset';
const LOGOUT = '/travel/api/user/loginOut';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const SENT = { code: 200, msg: 'success', data: null };
const SIGN_IN_AGAIN = {
  code: 403,
  msg: 'Please sign in again.',
  data: null,
  error: 'sessionExpired',
};

// With OTP sign-in off: a reset code is sent all the same (only ever to an account's number).
describe.each(engines)('password reset on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock();
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { now: clock.now, env: { DEV_ENDPOINTS: 'true' } }));
  });

  const sendCode = (mobile: string, ip = freshIp()) =>
    post(app, SEND, { mobile, mobileAreaCode: '91' }, { ip });

  const reset = (mobileNo: string, smsCode: string, password: string) =>
    post(
      app,
      RESET,
      { mobileNo, mobileAreaCode: '91', smsCode, password: digestOf(password) },
      { ip: freshIp() },
    );

  async function latestCode(mobile: string): Promise<string> {
    const [message] = await readOutbox(db, { mobile, limit: 1 });
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox for ${mobile}`);
    return code;
  }

  /** A signed-up traveller, with the resend wait of any earlier code behind it. */
  async function traveller() {
    const person = newTraveller();
    await register(app, person, {}, { ip: freshIp() });
    clock.advance(MINUTE);
    return person;
  }

  it('sends a code only to a number with an account, answering the same either way', async () => {
    const person = await traveller();
    const stranger = newTraveller();

    const known = await sendCode(person.mobileNo);
    const unknown = await sendCode(stranger.mobileNo);

    expect(envelope(known)).toEqual(SENT);
    expect(envelope(unknown)).toEqual(SENT);
    expect(await readOutbox(db, { mobile: stranger.mobileNo })).toEqual([]);
    const [message] = await readOutbox(db, { mobile: person.mobileNo });
    expect(message?.text).toMatch(
      /^\d{6} is your HegTravel OTP to reset your password\. It is valid for 10 minutes\. Do not share it with anyone\.$/,
    );
    clock.advance(MINUTE);
  });

  it('holds a second code back for the resend wait, for an unknown number too', async () => {
    const person = await traveller();
    const stranger = newTraveller();
    for (const mobile of [person.mobileNo, stranger.mobileNo]) {
      expect(envelope(await sendCode(mobile))).toEqual(SENT);
      expect(envelope(await sendCode(mobile))).toMatchObject({ code: 429 });
    }
    clock.advance(MINUTE);
  });

  it('changes the password, ends every session and signs in anew', async () => {
    const person = await traveller();
    const phone = await signIn(app, person.mobileNo, person.password, { ip: freshIp() });
    const laptop = await signIn(app, person.email, person.password, { ip: freshIp() });
    expect(envelope(await sendCode(person.mobileNo))).toEqual(SENT);

    const answer = readApiEnvelope(
      RESET,
      await reset(person.mobileNo, await latestCode(person.mobileNo), 'new456'),
    );

    expect(answer).toMatchObject({ code: 200, msg: 'success' });
    const fresh: LoginResponse = answer.data;
    expect(fresh).toMatchObject({ email: person.email, mobileNo: person.mobileNo });
    for (const old of [phone, laptop]) {
      expect(envelope(await post(app, LOGOUT, { uid: old.uid }, { token: old.utoken }))).toEqual(
        SIGN_IN_AGAIN,
      );
    }
    expect(
      envelope(await loginWithPassword(app, person.mobileNo, person.password, { ip: freshIp() })),
    ).toMatchObject({ code: 401, msg: WRONG_CREDENTIALS_MESSAGE });
    await signIn(app, person.mobileNo, 'new456', { ip: freshIp() });
    expect(envelope(await post(app, LOGOUT, { uid: fresh.uid }, { token: fresh.utoken }))).toEqual(
      SENT,
    );

    const mails = await db.query<{ kind: string; subject: string; text_body: string }>(
      `select kind, subject, text_body from customer_message
       where recipient = $1 and channel = 'email'`,
      [person.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'passwordChanged',
      subject: 'Your HegTravel password was changed',
    });
    expect(mails[0]?.text_body).toContain('Changed at: 22 Nov 2026');
    expect(mails[0]?.text_body).toContain('If this was not you, contact our support');
  });

  it('refuses a wrong code, changing nothing, and a code after its tries are spent', async () => {
    const person = await traveller();
    const session = await signIn(app, person.mobileNo, person.password, { ip: freshIp() });
    expect(envelope(await sendCode(person.mobileNo))).toEqual(SENT);
    const code = await latestCode(person.mobileNo);
    const wrong = code === '000000' ? '111111' : '000000';

    expect(envelope(await reset(person.mobileNo, wrong, 'new456'))).toEqual({
      code: 400,
      msg: OTP_WRONG_MESSAGE,
      data: null,
    });
    await signIn(app, person.mobileNo, person.password, { ip: freshIp() });
    expect(
      envelope(await post(app, LOGOUT, { uid: session.uid }, { token: session.utoken })),
    ).toEqual(SENT);

    for (let tries = 1; tries < 5; tries += 1) await reset(person.mobileNo, wrong, 'new456');
    expect(envelope(await reset(person.mobileNo, code, 'new456'))).toEqual({
      code: 400,
      msg: OTP_EXPIRED_MESSAGE,
      data: null,
    });
    await signIn(app, person.mobileNo, person.password, { ip: freshIp() });
  });

  it('refuses a code older than ten minutes and a used one', async () => {
    const person = await traveller();
    expect(envelope(await sendCode(person.mobileNo))).toEqual(SENT);
    const code = await latestCode(person.mobileNo);
    // Ten minutes to choose the new password, then the code is dead.
    clock.advance(10 * MINUTE + SECOND);
    expect(envelope(await reset(person.mobileNo, code, 'new456'))).toMatchObject({
      code: 400,
      msg: OTP_EXPIRED_MESSAGE,
    });

    expect(envelope(await sendCode(person.mobileNo))).toEqual(SENT);
    const second = await latestCode(person.mobileNo);
    expect(envelope(await reset(person.mobileNo, second, 'new456'))).toMatchObject({ code: 200 });
    expect(envelope(await reset(person.mobileNo, second, 'other7'))).toMatchObject({
      code: 400,
      msg: OTP_EXPIRED_MESSAGE,
    });
    await signIn(app, person.mobileNo, 'new456', { ip: freshIp() });
    clock.advance(MINUTE);
  });

  it('refuses a password that is not a digest and a short code', async () => {
    const person = await traveller();
    expect(envelope(await sendCode(person.mobileNo))).toEqual(SENT);
    const code = await latestCode(person.mobileNo);
    const plain = await post(
      app,
      RESET,
      { mobileNo: person.mobileNo, mobileAreaCode: '91', smsCode: code, password: 'abc123' },
      { ip: freshIp() },
    );
    expect(envelope(plain)).toMatchObject({ code: 400, msg: PASSWORD_DIGEST_INVALID_MESSAGE });
    const noCode = await post(
      app,
      RESET,
      { mobileNo: person.mobileNo, mobileAreaCode: '91', smsCode: '12', password: digestOf('x') },
      { ip: freshIp() },
    );
    expect(envelope(noCode)).toMatchObject({ code: 400, msg: OTP_INVALID_MESSAGE });
    clock.advance(MINUTE);
  });
});
