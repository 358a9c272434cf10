import { BUSINESS_ERRORS } from '@travel/shared/contracts';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { LIMITS } from './limits';
import { describeWait } from './waits';

export const TOO_MANY_ATTEMPTS_CODE = BUSINESS_ERRORS.signInLocked.code;

const { login } = LIMITS;

function waitAfter(latest: Date | undefined, delays: readonly number[], count: number): number {
  if (!latest || count === 0) return 0;
  return latest.getTime() + (delays[Math.min(count, delays.length - 1)] ?? 0);
}

export interface LoginAttempt {
  /** `user:<id>` for an account that exists (whichever of its names was typed), else the name. */
  account: string;
  ip: string;
  now: Date;
  /** A one-time code proves the phone: it is spared the account-wide wait (not the lock). */
  withOtp: boolean;
}

/**
 * Before a sign-in is checked: refuses it while the account is slowed down or locked for this
 * address, slowed down for every address, or the address is refused; otherwise records it as
 * a failure until proven right. Recording first means parallel guesses cannot slip past the
 * limit together; the advisory locks make the check and the record one step for each account
 * and address, across replicas. Returns the attempt's id for loginSucceeded.
 */
export async function beginLoginAttempt(db: Database, attempt: LoginAttempt): Promise<number> {
  const { account, ip, now } = attempt;
  const since = new Date(now.getTime() - login.windowMs);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`login-account:${account}`]);
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`login-ip:${ip}`]);

    const failures = await tx.query<{ at: Date; ip: string }>(
      `select at, ip from login_attempt
       where account = $1 and not cleared and at > $2 order by at desc`,
      [account, since],
    );
    const fromHere = failures.filter((failure) => failure.ip === ip);
    const untilHere =
      fromHere.length >= login.lockAfterFailures
        ? (fromHere[0]?.at.getTime() ?? 0) + login.lockMs
        : waitAfter(fromHere[0]?.at, login.delayAfterFailuresMs, fromHere.length);
    const untilAnywhere = attempt.withOtp
      ? 0
      : waitAfter(failures[0]?.at, login.accountDelayAfterFailuresMs, failures.length);
    const wait = Math.max(untilHere, untilAnywhere) - now.getTime();
    if (wait > 0) {
      throw new ApiError('signInLocked', { wait: describeWait(wait) });
    }

    const fromIp = await tx.query<{ at: Date }>(
      'select at from login_attempt where ip = $1 and at > $2 order by at desc limit $3',
      [ip, since, login.maxFailuresPerIp],
    );
    const oldestCounted = fromIp[login.maxFailuresPerIp - 1]?.at.getTime();
    if (oldestCounted !== undefined) {
      throw new ApiError('signInLockedNetwork', {
        wait: describeWait(oldestCounted + login.windowMs - now.getTime()),
      });
    }

    const [row] = await tx.query<{ id: number }>(
      'insert into login_attempt (account, ip, at) values ($1, $2, $3) returning id',
      [account, ip, now],
    );
    if (!row) throw new Error('login_attempt insert returned no row');
    return row.id;
  });
}

/**
 * The attempt was right: it is no failure, and the account's earlier failures stop counting
 * for the account (they still count for the IP, so one good account does not reset an
 * address that is guessing at others).
 */
export async function loginSucceeded(
  db: Database,
  account: string,
  attemptId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from login_attempt where id = $1', [attemptId]);
    await tx.query('update login_attempt set cleared = true where account = $1 and not cleared', [
      account,
    ]);
  });
}

/** The attempt stays recorded as a failure; anything too old to count is dropped. */
export async function loginFailed(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from login_attempt where at <= $1', [
    new Date(now.getTime() - login.windowMs),
  ]);
}
