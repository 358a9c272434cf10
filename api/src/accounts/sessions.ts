import { createHash, randomBytes } from 'node:crypto';
import { BUSINESS_ERRORS } from '@travel/shared/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { LIMITS } from './limits';

export const SESSION_EXPIRED_MESSAGE = BUSINESS_ERRORS.sessionExpired.message;

/** The signed-in traveller behind a request. */
export interface SessionUser {
  /** Internal id, for joins; never sent to the client. */
  userId: number;
  uid: string;
  nickname: string;
  email: string;
  mobileNo: string;
  /** Identifies the session itself (e.g. to end it). */
  tokenHash: string;
}

export interface SessionDeps {
  db: Queryable;
  now: () => Date;
}

const TOKEN_BYTES = 32;
// base64url of 32 bytes: 43 characters, no padding.
const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session and returns its token: the only time the token exists outside the client. */
export async function createSession(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expires = new Date(now.getTime() + LIMITS.session.absoluteMs);
  await db.query(
    `insert into user_session (token_hash, user_id, created_at, last_seen_at, expires_at)
     values ($1, $2, $3, $3, $4)`,
    [hashToken(token), userId, now, expires],
  );
  return token;
}

/** Deletes every session that has passed its idle or absolute expiry. */
export async function deleteExpiredSessions(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from user_session where expires_at <= $1 or last_seen_at <= $2', [
    now,
    new Date(now.getTime() - LIMITS.session.idleMs),
  ]);
}

/**
 * Deletes expired sessions every `everyMs`, off the request path: an expired session is refused
 * whether or not its row is gone yet, so this only keeps the table small.
 */
export function startSessionSweeper(
  deps: SessionDeps & { logger: FastifyBaseLogger },
  everyMs: number,
): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= deleteExpiredSessions(deps.db, deps.now())
      .catch((error: unknown) => deps.logger.error({ err: error }, 'session sweep failed'))
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * $1 token hash, $2 now, $3 idle cut-off (now - idle expiry), $4 touch cut-off (now - a
 * minute). The session and its user, whether it has expired, and whether its last_seen_at is
 * older than the touch cut-off. A read: a request writes only when its session has expired or
 * was last seen over a minute ago.
 */
const SESSION_SQL = `
  select s.expires_at <= $2 or s.last_seen_at <= $3 as expired,
         s.last_seen_at <= $4 as stale,
         u.id as user_id, u.uid, u.nickname, u.email, u.mobile_no
  from user_session s join app_user u on u.id = s.user_id
  where s.token_hash = $1`;

/** $1 token hash, $2 now, $3 idle cut-off: deletes the session if it has expired. */
const END_EXPIRED_SQL = `
  delete from user_session
  where token_hash = $1 and (expires_at <= $2 or last_seen_at <= $3)`;

/** $1 token hash, $2 now, $3 touch cut-off: restarts the idle clock, once a minute at most. */
const TOUCH_SQL = `
  update user_session set last_seen_at = $2
  where token_hash = $1 and expires_at > $2 and last_seen_at <= $3`;

function refuse(): never {
  throw new ApiError('sessionExpired');
}

interface SessionRow {
  expired: boolean;
  stale: boolean;
  user_id: number;
  uid: string;
  nickname: string;
  email: string;
  mobile_no: string;
}

/**
 * The user of the session named by the request's `Authorization: Bearer <token>` header.
 * A missing, unknown or expired token throws ApiError 403 ("Please sign in again."), which the
 * client answers by signing out; an expired one is deleted. A live session's idle clock restarts,
 * written at most once a minute. Most requests send one statement, a read; the delete and the
 * touch are a second one when they are due.
 *
 *   const user = await requireSession(request, deps);
 */
export async function requireSession(
  request: FastifyRequest,
  deps: SessionDeps,
): Promise<SessionUser> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const user = token ? await sessionOfToken(token, deps) : null;
  if (!user) refuse();
  return user;
}

/**
 * The user of a live session named by its token, or null for an unknown or expired one (an
 * expired one is deleted); a live session's idle clock restarts as in `requireSession`.
 */
export async function sessionOfToken(
  token: string,
  { db, now }: SessionDeps,
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const at = now();
  const idleCutOff = new Date(at.getTime() - LIMITS.session.idleMs);
  const touchCutOff = new Date(at.getTime() - LIMITS.session.touchEveryMs);
  const [row] = await db.query<SessionRow>(SESSION_SQL, [tokenHash, at, idleCutOff, touchCutOff]);
  if (!row) return null;
  if (row.expired) {
    await db.query(END_EXPIRED_SQL, [tokenHash, at, idleCutOff]);
    return null;
  }
  if (row.stale) await db.query(TOUCH_SQL, [tokenHash, at, touchCutOff]);
  return {
    userId: row.user_id,
    uid: row.uid,
    nickname: row.nickname,
    email: row.email,
    mobileNo: row.mobile_no,
    tokenHash,
  };
}

export async function endSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('delete from user_session where token_hash = $1', [tokenHash]);
}
