import { BUSINESS_ERRORS, waitParams } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { LIMITS } from './limits';

export const TOO_MANY_ATTEMPTS_CODE = BUSINESS_ERRORS.signInLocked.code;

const { login } = LIMITS;

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
 * limit together; advisory locks make the check and the record one step for each account and
 * address, across replicas. It is one statement (login_attempt_begin, migration 0012), so no
 * transaction stays open across round trips. Returns the attempt's id for loginSucceeded.
 */
export async function beginLoginAttempt(db: Queryable, attempt: LoginAttempt): Promise<number> {
  const { account, ip, now } = attempt;
  const [row] = await db.query<{
    attempt_id: number | null;
    wait_ms: number | null;
    network_wait_ms: number | null;
  }>('select * from login_attempt_begin($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)', [
    account,
    ip,
    now,
    attempt.withOtp,
    login.windowMs,
    login.delayAfterFailuresMs,
    login.lockAfterFailures,
    login.lockMs,
    login.accountDelayAfterFailuresMs,
    login.maxFailuresPerIp,
  ]);
  if (row?.wait_ms != null) throw new ApiError('signInLocked', waitParams(row.wait_ms));
  if (row?.network_wait_ms != null) {
    throw new ApiError('signInLockedNetwork', waitParams(row.network_wait_ms));
  }
  if (row?.attempt_id == null) throw new Error('login_attempt_begin returned no attempt');
  return row.attempt_id;
}

/**
 * The attempt was right: it is no failure, and the account's earlier failures stop counting
 * for the account (they still count for the IP, so one good account does not reset an
 * address that is guessing at others).
 */
export async function loginSucceeded(
  db: Queryable,
  account: string,
  attemptId: number,
): Promise<void> {
  await db.query(
    `with attempt as (delete from login_attempt where id = $2)
     update login_attempt set cleared = true where account = $1 and not cleared and id <> $2`,
    [account, attemptId],
  );
}

/** The attempt stays recorded as a failure; anything too old to count is dropped. */
export async function loginFailed(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from login_attempt where at <= $1', [
    new Date(now.getTime() - login.windowMs),
  ]);
}
