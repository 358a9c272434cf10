import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  BUSINESS_ERRORS,
  COUNTRY_CODE,
  OTP_LENGTH,
  SMS_BIZ_TYPE,
  type SmsBizType,
  waitParams,
} from '@travel/shared/contracts';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { LIMITS } from './limits';
import { findUserByMobile } from './users';

const { otp: limits } = LIMITS;

/** How long a code of this purpose can be used. */
export const otpTtlMs = (purpose: SmsBizType): number =>
  purpose === SMS_BIZ_TYPE.resetPassword ? LIMITS.otp.resetTtlMs : LIMITS.otp.ttlMs;

export const OTP_WRONG_MESSAGE = BUSINESS_ERRORS.otpWrong.message;
export const OTP_EXPIRED_MESSAGE = BUSINESS_ERRORS.otpExpired.message;
export const MOBILE_TAKEN_MESSAGE = BUSINESS_ERRORS.mobileTaken.message;

function codeHash(pepper: string, purpose: SmsBizType, mobileNo: string, code: string): string {
  return createHmac('sha256', pepper)
    .update(`${purpose}:${COUNTRY_CODE}${mobileNo}:${code}`)
    .digest('hex');
}

export interface IssueOtpInput {
  mobileNo: string;
  purpose: SmsBizType;
  ip: string;
  now: Date;
  pepper: string;
  /** Codes one address may ask for in an hour (OTP_PER_IP_PER_HOUR); 20 by default. */
  perIpPerHour?: number;
}

export interface IssuedOtp {
  id: number;
  code: string;
  /** False for a sign-in code asked for a number with no account: recorded, never sent. */
  deliver: boolean;
}

/**
 * Creates a code after the limits allow it: per IP address, the 60 s resend wait and the
 * hourly cap per number. The advisory locks make check-and-record one step per number and per
 * address, so parallel requests cannot each pass the same check (also across replicas).
 */
export async function issueOtp(db: Database, input: IssueOtpInput): Promise<IssuedOtp> {
  const { mobileNo, purpose, ip, now, pepper } = input;
  const perIpPerHour = input.perIpPerHour ?? limits.perIpPerHour;
  const hourAgo = new Date(now.getTime() - limits.windowMs);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`otp-mobile:${mobileNo}`]);
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`otp-ip:${ip}`]);

    const fromIp = await tx.query<{ created_at: Date }>(
      `select created_at from sms_otp where requested_ip = $1 and created_at > $2
       order by created_at desc limit $3`,
      [ip, hourAgo, perIpPerHour],
    );
    const ipOldest = fromIp[perIpPerHour - 1]?.created_at.getTime();
    if (ipOldest !== undefined) {
      throw new ApiError(
        'otpTooManyFromNetwork',
        waitParams(ipOldest + limits.windowMs - now.getTime()),
      );
    }

    const user = await findUserByMobile(tx, mobileNo);
    // Signing up would reveal the account anyway, so say it plainly here.
    if (purpose === SMS_BIZ_TYPE.signUp && user) throw new ApiError('mobileTaken');

    const recent = await tx.query<{ created_at: Date }>(
      `select created_at from sms_otp where mobile_no = $1 and created_at > $2
       order by created_at desc limit $3`,
      [mobileNo, hourAgo, limits.perNumberPerHour],
    );
    const latest = recent[0]?.created_at.getTime();
    if (latest !== undefined && now.getTime() - latest < limits.resendAfterMs) {
      const seconds = Math.ceil((latest + limits.resendAfterMs - now.getTime()) / 1000);
      throw new ApiError('otpResendWait', waitParams(seconds * 1000, 'second'));
    }
    const numberOldest = recent[limits.perNumberPerHour - 1]?.created_at.getTime();
    if (numberOldest !== undefined) {
      throw new ApiError(
        'otpTooManyForNumber',
        waitParams(numberOldest + limits.windowMs - now.getTime()),
      );
    }

    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    // A sign-in code for an unknown number is recorded like any other, so the limits and
    // answers are the same whether or not the number has an account.
    const deliver = purpose === SMS_BIZ_TYPE.signUp || user !== undefined;
    const [row] = await tx.query<{ id: number }>(
      `insert into sms_otp (mobile_area_code, mobile_no, purpose, code_hash, requested_ip,
                            delivered, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        COUNTRY_CODE,
        mobileNo,
        purpose,
        codeHash(pepper, purpose, mobileNo, code),
        ip,
        deliver,
        now,
        new Date(now.getTime() + otpTtlMs(purpose)),
      ],
    );
    if (!row) throw new Error('sms_otp insert returned no row');
    await tx.query('delete from sms_otp where created_at <= $1', [
      new Date(now.getTime() - limits.keepMs),
    ]);
    return { id: row.id, code, deliver };
  });
}

/** A code that could not be delivered must not hold up the next request. */
export async function withdrawOtp(db: Queryable, id: number): Promise<void> {
  await db.query('delete from sms_otp where id = $1', [id]);
}

export type OtpCheck = { ok: true; id: number } | { ok: false; message: string };

export interface CheckOtpInput {
  mobileNo: string;
  purpose: SmsBizType;
  code: string;
  now: Date;
  pepper: string;
}

/**
 * Checks a code against the latest one issued for the number and purpose (earlier ones are
 * superseded). Each check spends one of the code's tries before comparing, in one statement,
 * so parallel guesses cannot exceed the cap. A right code still has to be consumed
 * (consumeOtp) to count: that is what makes it single-use.
 */
export async function checkOtp(db: Queryable, input: CheckOtpInput): Promise<OtpCheck> {
  const { mobileNo, purpose, code, now, pepper } = input;
  const [row] = await db.query<{ id: number; code_hash: string }>(
    `update sms_otp set attempts = attempts + 1
     where id = (select id from sms_otp where mobile_no = $1 and purpose = $2
                 order by created_at desc, id desc limit 1)
       and consumed_at is null and expires_at > $3 and attempts < $4
     returning id, code_hash`,
    [mobileNo, purpose, now, limits.maxAttempts],
  );
  if (!row) return { ok: false, message: OTP_EXPIRED_MESSAGE };
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(codeHash(pepper, purpose, mobileNo, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return { ok: false, message: OTP_WRONG_MESSAGE };
  }
  return { ok: true, id: row.id };
}

/** True for exactly one caller per code. */
export async function consumeOtp(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    'update sms_otp set consumed_at = $2 where id = $1 and consumed_at is null returning id',
    [id, now],
  );
  return rows.length === 1;
}
