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
    /** Expired sessions are refused at once; their rows are deleted this often. */
    sweepEveryMs: 10 * MINUTE,
  },
  login: {
    /** Failures older than this are forgotten. */
    windowMs: 15 * MINUTE,
    /**
     * From the address that failed, wait after the latest failure by the number of that
     * address's failures at the account in the window: the first two are free, the 3rd asks for
     * 10 s, the 4th for 30 s.
     */
    delayAfterFailuresMs: [0, 0, 0, 10 * SECOND, 30 * SECOND] as readonly number[],
    /** This many failures from one address lock the account for that address for lockMs. */
    lockAfterFailures: 5,
    lockMs: 15 * MINUTE,
    /**
     * From any address, a password sign-in waits after the account's latest failure by the
     * number of its failures from all addresses; never a lock, so a stranger cannot lock a
     * visitor out. The last figure holds for any higher count.
     */
    accountDelayAfterFailuresMs: [
      0,
      0,
      0,
      10 * SECOND,
      30 * SECOND,
      60 * SECOND,
    ] as readonly number[],
    /** Failures from one IP address in the window before it is refused. */
    maxFailuresPerIp: 20,
  },
  signUp: {
    /** Accounts created from one IP address are counted over this window (SIGN_UPS_PER_IP_PER_HOUR). */
    windowMs: HOUR,
  },
  otp: {
    ttlMs: 5 * MINUTE,
    /** A password reset code lives longer: the visitor also chooses a new password meanwhile. */
    resetTtlMs: 10 * MINUTE,
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
