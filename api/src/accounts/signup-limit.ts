import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { LIMITS } from './limits';
import { waitParams } from '@travel/shared/contracts';

const { signUp } = LIMITS;

async function refuseIfFull(db: Queryable, ip: string, now: Date, limit: number): Promise<void> {
  const since = new Date(now.getTime() - signUp.windowMs);
  const recent = await db.query<{ at: Date }>(
    'select at from signup_attempt where ip = $1 and at > $2 order by at desc limit $3',
    [ip, since, limit],
  );
  const oldestCounted = recent[limit - 1]?.at.getTime();
  if (oldestCounted === undefined) return;
  throw new ApiError('signUpTooMany', waitParams(oldestCounted + signUp.windowMs - now.getTime()));
}

/** A quick look before the costly password hash; recordSignUp decides. */
export function checkSignUpAllowed(
  db: Queryable,
  ip: string,
  now: Date,
  limit: number,
): Promise<void> {
  return refuseIfFull(db, ip, now, limit);
}

/**
 * Inside the sign-up's transaction: refuses once the address has created its share of accounts
 * in the window, else counts this one. The advisory lock makes the check and the count one step
 * per address across replicas, so sign-ups sent together cannot all slip through.
 */
export async function recordSignUp(
  tx: Queryable,
  ip: string,
  now: Date,
  limit: number,
): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`signup-ip:${ip}`]);
  await refuseIfFull(tx, ip, now, limit);
  await tx.query('insert into signup_attempt (ip, at) values ($1, $2)', [ip, now]);
  await tx.query('delete from signup_attempt where ip = $1 and at <= $2', [
    ip,
    new Date(now.getTime() - signUp.windowMs),
  ]);
}
