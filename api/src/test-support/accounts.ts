import { createHash, randomInt } from 'node:crypto';
import type { LoginResponse } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { envelope, post, type PostOptions, readApiEnvelope } from './http';

/** What the browser sends instead of the password. */
export function digestOf(password: string): string {
  return createHash('sha256').update(password).digest('hex');
}

export interface Traveller {
  nickname: string;
  email: string;
  mobileNo: string;
  password: string;
}

let travellers = 0;
// Numbers differ between test files too, though each file has a database of its own.
const mobileBase = randomInt(6_000_000, 9_999_999) * 1000;

/** A traveller no other test in the file uses. */
export function newTraveller(overrides: Partial<Traveller> = {}): Traveller {
  travellers += 1;
  return {
    nickname: `Traveller ${travellers}`,
    email: `traveller.${travellers}@example.in`,
    mobileNo: String(mobileBase + travellers),
    password: 'abc123',
    ...overrides,
  };
}

export function registerBody(traveller: Traveller, extra: Record<string, unknown> = {}) {
  return {
    nickname: traveller.nickname,
    email: traveller.email,
    mobileNo: traveller.mobileNo,
    mobileAreaCode: '91',
    password: digestOf(traveller.password),
    ...extra,
  };
}

/** Signs the traveller up and expects success. */
export async function register(
  app: FastifyInstance,
  traveller: Traveller,
  extra: Record<string, unknown> = {},
  options: PostOptions = {},
): Promise<void> {
  const response = await post(
    app,
    '/travel/api/user/register',
    registerBody(traveller, extra),
    options,
  );
  expect(envelope(response)).toEqual({ code: 200, msg: 'success', data: null });
}

export function loginWithPassword(
  app: FastifyInstance,
  loginAccount: string,
  password: string,
  options: PostOptions = {},
) {
  const byMobile = /^\d+$/.test(loginAccount);
  return post(
    app,
    '/travel/api/user/login',
    {
      loginAccount,
      password: digestOf(password),
      ...(byMobile ? { mobileAreaCode: '91' } : {}),
    },
    options,
  );
}

/** Signs in and expects success. */
export async function signIn(
  app: FastifyInstance,
  loginAccount: string,
  password: string,
  options: PostOptions = {},
): Promise<LoginResponse> {
  const body = readApiEnvelope(
    '/travel/api/user/login',
    await loginWithPassword(app, loginAccount, password, options),
  );
  expect(body).toMatchObject({ code: 200, msg: 'success' });
  return body.data;
}

/** A clock the test moves by hand. */
export function testClock(start = '2026-11-22T06:00:00.000Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
