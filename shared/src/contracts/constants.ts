export const REQUEST_TIMEOUT_MS = 60_000;
export const OTP_RESEND_SECONDS = 60;
export const OTP_LENGTH = 6;
export const COUNTRY_CODE = '91';
export const DEFAULT_PAGE_NUMBER = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MOBILE_BREAKPOINT_PX = 768;
export const NAME_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 64;
export const LOGIN_PASSWORD_MAX_LENGTH = 64;
export const SIGN_UP_PASSWORD_LENGTH = 6;

export const SMS_BIZ_TYPE = { login: 10, signUp: 11, resetPassword: 12 } as const;
export type SmsBizType = (typeof SMS_BIZ_TYPE)[keyof typeof SMS_BIZ_TYPE];

export const COUPON_EXPIRY_DATE = '2026-12-31';
export const CURRENCY = 'INR';
export const LOCALE = 'en-IN';
export const TIME_ZONE = 'Asia/Kolkata';

export const REFUND_REVIEW_BUSINESS_DAYS = '1-2';
export const REFUND_PROCESSING_BUSINESS_DAYS = '5-7';
export const WINNER_NOTICE_BUSINESS_DAYS = '2-3';

/** The list page a URL names (`?page=2`): the first without one, or with anything else. */
export function pageNumberOf(query: URLSearchParams): number {
  const parsed = Number(query.get('page') ?? '1');
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
}
