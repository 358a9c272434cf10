import { randomUUID } from 'node:crypto';
import {
  MOBILE_PATTERN,
  BUSINESS_ERRORS,
  SMS_BIZ_TYPE,
  type LoginResponse,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beginLoginAttempt, loginFailed, loginSucceeded } from '../accounts/login-throttle';
import { OTP_EXPIRED_MESSAGE, MOBILE_TAKEN_MESSAGE, checkOtp, consumeOtp } from '../accounts/otp';
import { checkSignUpAllowed, recordSignUp } from '../accounts/signup-limit';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../accounts/password';
import { createSession, endSession } from '../accounts/sessions';
import { type UserRow, findUserByEmail, findUserByMobile, keepUserLocale } from '../accounts/users';
import type { Queryable } from '../db/database';
import { defineRoute } from '../http/define-route';
import { requestLocale } from '../http/request-locale';
import { ApiError, fail } from '../http/envelope';
import type { RouteDeps } from './deps';

export const EMAIL_TAKEN_MESSAGE = BUSINESS_ERRORS.emailTaken.message;
export { MOBILE_TAKEN_MESSAGE };
export const WRONG_CREDENTIALS_MESSAGE = BUSINESS_ERRORS.wrongCredentials.message;
export const OTP_DISABLED_MESSAGE = BUSINESS_ERRORS.otpDisabled.message;
export const OTP_NEEDS_MOBILE_MESSAGE = BUSINESS_ERRORS.otpNeedsMobile.message;
export const PASSWORD_AND_OTP_MESSAGE = BUSINESS_ERRORS.passwordAndOtp.message;

// A wrong or expired OTP at sign-in is answered like a wrong password.
const WRONG_CREDENTIALS_CODE = BUSINESS_ERRORS.wrongCredentials.code;

/** PostgreSQL's unique_violation, as both pg and PGlite report it. */
function uniqueViolation(error: unknown): string | undefined {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : undefined;
}

async function assertAvailable(db: Queryable, email: string, mobileNo: string): Promise<void> {
  if (await findUserByEmail(db, email)) throw new ApiError('emailTaken');
  if (await findUserByMobile(db, mobileNo)) {
    throw new ApiError('mobileTaken');
  }
}

export function userRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { config, db, now, otpPepper } = deps;

  defineRoute(app, '/travel/api/user/register', async (body, { request }) => {
    const at = now();
    const email = body.email.toLowerCase();
    if (config.enabledOtp && body.smsCode === undefined) return fail('otpRequired');
    // Checked first so a taken address does not spend the code; the unique indexes below
    // settle a race between two sign-ups.
    await assertAvailable(db, email, body.mobileNo);

    let otpId: number | undefined;
    if (config.enabledOtp && body.smsCode !== undefined) {
      const check = await checkOtp(db, {
        mobileNo: body.mobileNo,
        purpose: SMS_BIZ_TYPE.signUp,
        code: body.smsCode,
        now: at,
        pepper: otpPepper,
      });
      if (!check.ok) return fail(400, check.message);
      otpId = check.id;
    }

    await checkSignUpAllowed(db, request.ip, at, config.signUpsPerIpPerHour);
    const passwordHash = await hashPassword(body.password);
    try {
      await db.transaction(async (tx) => {
        await recordSignUp(tx, request.ip, at, config.signUpsPerIpPerHour);
        // In the same transaction as the insert: a sign-up that fails keeps its code usable.
        if (otpId !== undefined && !(await consumeOtp(tx, otpId, at))) {
          throw new ApiError('otpExpired');
        }
        // The account speaks the language of the page it was made on, for its messages.
        await tx.query(
          `insert into app_user (uid, nickname, email, mobile_area_code, mobile_no,
                                 password_hash, created_at, locale)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            randomUUID(),
            body.nickname,
            email,
            body.mobileAreaCode,
            body.mobileNo,
            passwordHash,
            at,
            requestLocale(request),
          ],
        );
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'app_user_email_unique') return fail('emailTaken');
      if (constraint === 'app_user_mobile_unique') {
        return fail('mobileTaken');
      }
      throw error;
    }
    return null;
  });

  defineRoute(app, '/travel/api/user/login', async (body, { request }) => {
    const at = now();
    const byMobile = MOBILE_PATTERN.test(body.loginAccount);
    const { password, smsCode } = body;
    if (password !== undefined && smsCode !== undefined) {
      return fail('passwordAndOtp');
    }
    if (smsCode !== undefined && !config.enabledOtp) return fail('otpDisabled');
    if (smsCode !== undefined && !byMobile) return fail('otpNeedsMobile');

    const mobileNo = body.loginAccount;
    const email = body.loginAccount.toLowerCase();
    const user: UserRow | undefined = byMobile
      ? await findUserByMobile(db, mobileNo)
      : await findUserByEmail(db, email);
    // Failures count per account, whichever of its names is typed; an unknown name by itself.
    const account = user ? `user:${user.id}` : byMobile ? `mobile:${mobileNo}` : `email:${email}`;
    const attemptId = await beginLoginAttempt(db, {
      account,
      ip: request.ip,
      now: at,
      withOtp: smsCode !== undefined,
    });
    let failure: string | undefined;
    if (smsCode !== undefined) {
      const check = await checkOtp(db, {
        mobileNo,
        purpose: SMS_BIZ_TYPE.login,
        code: smsCode,
        now: at,
        pepper: otpPepper,
      });
      if (!check.ok) failure = check.message;
      else if (!user || !(await consumeOtp(db, check.id, at))) failure = OTP_EXPIRED_MESSAGE;
    } else if (password !== undefined) {
      // An unknown account costs the same scrypt as a known one.
      const stored = user?.password_hash ?? (await dummyPasswordHash());
      if (!(await verifyPassword(password, stored)) || !user) {
        failure = WRONG_CREDENTIALS_MESSAGE;
      }
    }
    if (failure !== undefined || !user) {
      await loginFailed(db, at);
      return fail(WRONG_CREDENTIALS_CODE, failure ?? WRONG_CREDENTIALS_MESSAGE);
    }

    await loginSucceeded(db, account, attemptId);
    if (password !== undefined && needsRehash(user.password_hash)) {
      await db.query('update app_user set password_hash = $2 where id = $1', [
        user.id,
        await hashPassword(password),
      ]);
    }
    // The language the traveller signs in with is the one their messages are written in.
    await keepUserLocale(db, user.id, requestLocale(request));
    const utoken = await createSession(db, user.id, at);
    const response: LoginResponse = {
      utoken,
      nickname: user.nickname,
      email: user.email,
      mobileNo: user.mobile_no,
      uid: user.uid,
    };
    return response;
  });

  // Ends the session of the token in the request, whatever uid the body names: a caller can
  // only ever sign itself out.
  defineRoute(app, '/travel/api/user/loginOut', async (_body, { user }) => {
    await endSession(db, user.tokenHash);
    return null;
  });

  // The language switch of a signed-in traveller: their e-mails, SMS and documents from now on
  // are in it. A language the site does not speak is refused by the schema, nothing changed.
  defineRoute(app, '/travel/api/user/language', async (body, { user }) => {
    await keepUserLocale(db, user.userId, body.language);
    return null;
  });
}
