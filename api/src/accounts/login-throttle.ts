import { BUSINESS_ERRORS } from '@travel/shared/contracts';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { LIMITS } from './limits';
import { describeWait } from './waits';

export const TOO_MANY_ATTEMPTS_CODE = BUSINESS_ERRORS.signInLocked.code;

const { login } = LIMITS;

/**
 * Before a sign-in is checked: refuses it while the account name or the IP address is slowed
 * down or locked, otherwise records it as a failure until proven right. Recording first means
 * parallel guesses cannot slip past the limit together; the advisory locks make the check and
 * the record one step for each account name and address, across replicas.
 * Returns the attempt's id for loginSucceeded.
 */
export async function beginLoginAttempt(
  db: Database,
  account: string,
  ip: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - login.windowMs);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`login-account:${account}`]);
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`login-ip:${ip}`]);

    const failures = await tx.query<{ at: Date }>(
      `select at from login_attempt
       where account = $1 and not cleared and at > $2 order by at desc`,
      [account, since],
    );
    const latest = failures[0]?.at.getTime() ?? 0;
    const wait =
      failures.length >= login.lockAfterFailures
        ? latest + login.lockMs - now.getTime()
        : latest + (login.delayAfterFailuresMs[failures.length] ?? 0) - now.getTime();
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
