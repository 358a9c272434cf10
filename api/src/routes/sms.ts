import {
  BUSINESS_ERRORS,
  SITE_NAME,
  SMS_BIZ_TYPE,
  type SmsBizType,
} from '@travel/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { issueOtp, otpTtlMs, withdrawOtp } from '../accounts/otp';
import { defineRoute } from '../http/define-route';
import { requestLocale } from '../http/request-locale';
import type { Locale } from '../messages/locale';
import { fail } from '../http/envelope';
import type { SmsMessage, SmsPurpose } from '../sms';
import type { RouteDeps } from './deps';

export const OTP_NOT_ENABLED_MESSAGE = BUSINESS_ERRORS.otpNotEnabled.message;
export const SMS_FAILED_MESSAGE = BUSINESS_ERRORS.smsFailed.message;

const purposes: Record<SmsBizType, { purpose: SmsPurpose; action: string; hindi: string }> = {
  [SMS_BIZ_TYPE.login]: { purpose: 'login', action: 'sign in', hindi: 'साइन इन' },
  [SMS_BIZ_TYPE.signUp]: { purpose: 'sign-up', action: 'sign up', hindi: 'खाता बनाने' },
  [SMS_BIZ_TYPE.resetPassword]: {
    purpose: 'reset-password',
    action: 'reset your password',
    hindi: 'पासवर्ड बदलने',
  },
};

/** The name the Hindi OTP template is registered under in MSG91_MESSAGE_TEMPLATES. */
export const HINDI_OTP_TEMPLATE = 'otpHi';

/**
 * The text and gateway fields of a one-time code's SMS, for any purpose, in the language of the
 * page that asked for it. DLT sends only registered templates: with MSG91 a Hindi code goes in
 * the template registered as `otpHi`, and in English while there is none (a code must arrive).
 */
export function otpSms(
  config: RouteDeps['config'],
  mobile: string,
  code: string,
  smsBizType: SmsBizType,
  locale: Locale = 'en-IN',
): SmsMessage {
  const hindiTemplate =
    config.sms.provider === 'msg91'
      ? config.sms.messageTemplates[HINDI_OTP_TEMPLATE]
      : `outbox-${HINDI_OTP_TEMPLATE}`;
  const inHindi = locale === 'hi-IN' && hindiTemplate !== undefined;
  return {
    mobile,
    text: otpText(code, smsBizType, inHindi ? 'hi-IN' : 'en-IN'),
    templateId: inHindi
      ? hindiTemplate
      : config.sms.provider === 'msg91'
        ? config.sms.templateId
        : 'outbox-otp',
    purpose: purposes[smsBizType].purpose,
    variables: { otp: code },
  };
}

export function otpText(code: string, smsBizType: SmsBizType, locale: Locale = 'en-IN'): string {
  const minutes = otpTtlMs(smsBizType) / 60_000;
  if (locale === 'hi-IN') {
    return (
      `${code} आपका ${SITE_NAME} OTP है, ${purposes[smsBizType].hindi} के लिए। ` +
      `यह ${minutes} मिनट तक मान्य है। इसे किसी से साझा न करें।`
    );
  }
  return (
    `${code} is your ${SITE_NAME} OTP to ${purposes[smsBizType].action}. ` +
    `It is valid for ${minutes} minutes. Do not share it with anyone.`
  );
}

export function smsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { config } = deps;

  defineRoute(app, '/travel/api/send/sms/otp', async (body, { request }) => {
    // Off, the site never sends an SMS, so nobody can use it to send them to others.
    if (!config.enabledOtp) return fail('otpNotEnabled');
    return sendOtp(deps, request, body.mobile, body.smsBizType);
  });
}

/**
 * Issues a one-time code for the number and sends it by SMS, under the OTP limits. A number the
 * purpose may not be sent to (sign-in or reset for no account) is counted but gets nothing, with
 * the same answer; a code the gateway refused is withdrawn.
 */
export async function sendOtp(
  { config, db, now, otpPepper, sms }: RouteDeps,
  request: FastifyRequest,
  mobile: string,
  purpose: SmsBizType,
) {
  const issued = await issueOtp(db, {
    mobileNo: mobile,
    purpose,
    ip: request.ip,
    now: now(),
    pepper: otpPepper,
    perIpPerHour: config.otpPerIpPerHour,
  });
  if (!issued.deliver) return null;
  try {
    await sms.send(otpSms(config, mobile, issued.code, purpose, requestLocale(request)));
  } catch (error) {
    request.log.error({ err: error, provider: sms.provider, purpose }, 'OTP SMS not sent');
    await withdrawOtp(db, issued.id);
    return fail('smsFailed');
  }
  return null;
}
