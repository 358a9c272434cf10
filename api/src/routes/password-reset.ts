import { SMS_BIZ_TYPE, type LoginResponse } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { checkOtp, consumeOtp } from '../accounts/otp';
import { hashPassword } from '../accounts/password';
import { enqueuePasswordChanged } from '../accounts/password-changed';
import { createSession } from '../accounts/sessions';
import { findUserByMobile, keepUserLocale } from '../accounts/users';
import { defineRoute } from '../http/define-route';
import { requestLocale } from '../http/request-locale';
import { ApiError, fail } from '../http/envelope';
import type { RouteDeps } from './deps';
import { sendOtp } from './sms';

const purpose = SMS_BIZ_TYPE.resetPassword;

/**
 * "Forgot password?": a code by SMS to the account's number, then the code and a new password.
 * Works whether or not OTP sign-in is on: the SMS only ever goes to a number with an account.
 */
export function passwordResetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, now, otpPepper } = deps;

  // The same answer whether or not the number has an account; a code for an unknown number is
  // recorded (so the limits count it) but never sent.
  defineRoute(app, '/travel/api/user/password/reset/otp', (body, { request }) =>
    sendOtp(deps, request, body.mobile, purpose),
  );

  defineRoute(app, '/travel/api/user/password/reset', async (body, { request }) => {
    const at = now();
    const check = await checkOtp(db, {
      mobileNo: body.mobileNo,
      purpose,
      code: body.smsCode,
      now: at,
      pepper: otpPepper,
    });
    if (!check.ok) return fail(400, check.message);
    const user = await findUserByMobile(db, body.mobileNo);
    if (!user) return fail('otpExpired');
    const passwordHash = await hashPassword(body.password);
    const utoken = await db.transaction(async (tx) => {
      // Single use: of two requests with the same code, one changes the password.
      if (!(await consumeOtp(tx, check.id, at))) throw new ApiError('otpExpired');
      await tx.query('update app_user set password_hash = $2 where id = $1', [
        user.id,
        passwordHash,
      ]);
      // Signed out everywhere: whoever knew the old password keeps no session.
      await tx.query('delete from user_session where user_id = $1', [user.id]);
      // A reset signs in: the account speaks the language of the page, as at any sign-in.
      const locale = requestLocale(request);
      await keepUserLocale(tx, user.id, locale);
      await enqueuePasswordChanged(tx, user, at, locale);
      return createSession(tx, user.id, at);
    });
    const response: LoginResponse = {
      utoken,
      nickname: user.nickname,
      email: user.email,
      mobileNo: user.mobile_no,
      uid: user.uid,
    };
    return response;
  });
}
