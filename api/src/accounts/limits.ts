import { OTP_RESEND_SECONDS } from '@travel/shared/contracts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every number that protects an account, in one place (api/README.md explains them). */
export const LIMITS = {
  session: {
    /** Signed out after this long without a request. */
    idleMs: 7 * DAY,
    /** Signed out this long after sign-in, however active. */
    absoluteMs: 30 * DAY,
    /** last_seen_at is written at most this often, not on every request. */
    touchEveryMs: MINUTE,
  },
  login: {
    /** Failures older than this are forgotten. */
    windowMs: 15 * MINUTE,
    /**
     * Wait after the latest failure, by the number of failures in the window: the first two
     * are free, the 3rd asks for 10 s, the 4th for 30 s.
     */
    delayAfterFailuresMs: [0, 0, 0, 10 * SECOND, 30 * SECOND] as readonly number[],
    /** This many failures lock the account name for lockMs after the latest one. */
    lockAfterFailures: 5,
    lockMs: 15 * MINUTE,
    /** Failures from one IP address in the window before it is refused. */
    maxFailuresPerIp: 20,
  },
  otp: {
    ttlMs: 5 * MINUTE,
    /** Tries per code, right or wrong; the code is dead after this many. */
    maxAttempts: 5,
    resendAfterMs: OTP_RESEND_SECONDS * SECOND,
    perNumberPerHour: 5,
    perIpPerHour: 20,
    windowMs: HOUR,
    /** Codes are deleted a day after they were issued. */
    keepMs: DAY,
  },
} as const;
