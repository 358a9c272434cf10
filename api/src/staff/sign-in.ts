import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { beginLoginAttempt, loginFailed, loginSucceeded } from '../accounts/login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../accounts/password';
import type { Database, Queryable } from '../db/database';
import { endSessionsOf, sha256 } from './credentials';
import { type StaffActor, type StaffRole, recordAudit } from './staff';

/** The console's session cookie: HttpOnly, SameSite=Strict, only sent to /travel/ops. */
export const STAFF_SESSION_COOKIE = 'travel_ops_session';
export const STAFF_SESSION_PATH = '/travel/ops';
/** One shift: a console session ends this long after sign-in, however active. */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;

export const TOTP_ISSUER = 'Heg Travel staff';
const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is accepted too (clocks drift). */
const TOTP_WINDOW = 1;

export const SETUP_LINK_INVALID =
  'This set-up link is not valid any more. Ask an admin for a new one.';
export const SETUP_NOT_STARTED =
  'Open the set-up link again: it shows the key to add to your authenticator app first.';
export const WRONG_SETUP_CODE =
  'That code is not right. Type the 6 digits your authenticator app shows now.';
export const WRONG_SIGN_IN = 'The e-mail, password or code is not right.';

/** What a console sign-in or a finished set-up answers with (besides the cookie). */
export interface StaffPersonView {
  name: string;
  email: string;
  roles: StaffRole[];
}

export interface OpenedSession {
  person: StaffPersonView;
  /** For the cookie only; kept as its SHA-256. */
  token: string;
  expiresAt: Date;
}

/** Why a sign-in was refused: for the server's log, never for the answer. */
export type SignInFailure =
  | 'unknown e-mail'
  | 'disabled'
  | 'no password yet'
  | 'wrong password'
  | 'wrong code'
  | 'code used before';

export type SignInResult =
  { ok: true; session: OpenedSession } | { ok: false; failure: SignInFailure };

export type SetupFinishResult =
  { ok: true; session: OpenedSession } | { ok: false; status: 400; error: string };

function totpOf(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time step of the code if it is right for the secret at `at` (±1 step), else undefined.
 * Spaces are allowed, as apps show "123 456".
 */
function acceptedStep(secret: string, code: string, at: Date): number | undefined {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return undefined;
  const delta = totpOf(secret, '').validate({
    token: digits,
    timestamp: at.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return undefined;
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

interface SetupRow {
  id: number;
  email: string;
  name: string;
  setup_totp_secret: string | null;
}

async function memberOfSetupCode(
  db: Queryable,
  code: string,
  at: Date,
): Promise<SetupRow | undefined> {
  if (code.length === 0 || code.length > 100) return undefined;
  const [row] = await db.query<SetupRow>(
    `select id, email, name, setup_totp_secret from staff_member
     where setup_code_hash = $1 and setup_expires_at > $2 and disabled_at is null`,
    [sha256(code), at],
  );
  return row;
}

/**
 * The first step of a set-up link: a new secret for the authenticator app (replacing any
 * offered before), kept as pending until the person proves it with a code.
 */
export async function startSetup(
  db: Queryable,
  code: string,
  at: Date,
): Promise<{ email: string; name: string; totpSecret: string; otpauthUri: string } | undefined> {
  const member = await memberOfSetupCode(db, code, at);
  if (!member) return undefined;
  const totpSecret = new Secret({ size: 20 }).base32;
  const [updated] = await db.query<{ id: number }>(
    `update staff_member set setup_totp_secret = $2
     where id = $1 and setup_code_hash = $3 and setup_expires_at > $4 and disabled_at is null
     returning id`,
    [member.id, totpSecret, sha256(code), at],
  );
  if (!updated) return undefined;
  return {
    email: member.email,
    name: member.name,
    totpSecret,
    otpauthUri: totpOf(totpSecret, member.email).toString(),
  };
}

async function openSession(
  tx: Queryable,
  staffId: number,
  at: Date,
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(at.getTime() + STAFF_SESSION_MS);
  const [row] = await tx.query<{ id: number }>(
    `insert into staff_session (staff_id, token_hash, created_at, expires_at, last_seen_at)
     values ($1, $2, $3, $4, $3) returning id`,
    [staffId, sha256(token), at, expiresAt],
  );
  return { token, sessionId: row?.id ?? 0, expiresAt };
}

const throttleAccount = (email: string) => `staff:${email.trim().toLowerCase()}`;

/**
 * The second step: the password (the browser's SHA-256 of it) and a code proving the
 * authenticator app holds the pending secret. The set-up code then works no more, and the
 * person is signed in. A wrong code changes nothing and counts as a failed sign-in.
 */
export async function finishSetup(
  db: Database,
  input: { code: string; passwordDigest: string; totpCode: string },
  ip: string,
  at: Date,
): Promise<SetupFinishResult> {
  const member = await memberOfSetupCode(db, input.code, at);
  if (!member) return { ok: false, status: 400, error: SETUP_LINK_INVALID };
  const secret = member.setup_totp_secret;
  if (!secret) return { ok: false, status: 400, error: SETUP_NOT_STARTED };
  const account = throttleAccount(member.email);
  const attemptId = await beginLoginAttempt(db, { account, ip, now: at, withOtp: false });
  const step = acceptedStep(secret, input.totpCode, at);
  if (step === undefined) {
    await loginFailed(db, at);
    return { ok: false, status: 400, error: WRONG_SETUP_CODE };
  }
  const passwordHash = await hashPassword(input.passwordDigest);
  const opened = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ roles: StaffRole[] }>(
      `update staff_member set password_hash = $2, totp_secret = setup_totp_secret,
         totp_last_step = $3, setup_code_hash = null, setup_expires_at = null,
         setup_totp_secret = null
       where id = $1 and setup_code_hash = $4 and setup_totp_secret = $5
         and setup_expires_at > $6 and disabled_at is null
       returning roles`,
      [member.id, passwordHash, step, sha256(input.code), secret, at],
    );
    if (!row) return undefined;
    // New credentials: any session opened with the old ones ends.
    await endSessionsOf(tx, member.id, at);
    const session = await openSession(tx, member.id, at);
    await recordAudit(
      tx,
      { name: member.name, staffId: member.id },
      {
        action: 'staff.setup',
        record: `staff:${member.email}`,
        details: { sessionId: session.sessionId },
      },
      at,
    );
    return { ...session, roles: row.roles };
  });
  if (!opened) return { ok: false, status: 400, error: SETUP_LINK_INVALID };
  await loginSucceeded(db, account, attemptId);
  return {
    ok: true,
    session: {
      person: { name: member.name, email: member.email, roles: opened.roles },
      token: opened.token,
      expiresAt: opened.expiresAt,
    },
  };
}

interface SignInRow {
  id: number;
  name: string;
  email: string;
  roles: StaffRole[];
  disabled_at: Date | null;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
}

/**
 * A console sign-in: e-mail, the browser's SHA-256 of the password and a code of the
 * authenticator app, each checked whatever the others are, so the time taken tells nothing.
 * Throttled like visitors' sign-ins (the ApiError of a lock propagates, answered 429). A code
 * of a time step already used is refused, so a code seen once cannot open a second session.
 */
export async function signIn(
  db: Database,
  input: { email: string; passwordDigest: string; code: string },
  ip: string,
  at: Date,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const account = throttleAccount(email);
  const attemptId = await beginLoginAttempt(db, { account, ip, now: at, withOtp: false });
  const [member] = await db.query<SignInRow>(
    `select id, name, email, roles, disabled_at, password_hash, totp_secret, totp_last_step
     from staff_member where lower(email) = $1`,
    [email],
  );
  const passwordRight = await verifyPassword(
    input.passwordDigest,
    member?.password_hash ?? (await dummyPasswordHash()),
  );
  const step = member?.totp_secret ? acceptedStep(member.totp_secret, input.code, at) : undefined;
  const failure: SignInFailure | undefined = !member
    ? 'unknown e-mail'
    : member.disabled_at
      ? 'disabled'
      : !member.password_hash || !member.totp_secret
        ? 'no password yet'
        : !passwordRight
          ? 'wrong password'
          : step === undefined
            ? 'wrong code'
            : member.totp_last_step !== null && step <= member.totp_last_step
              ? 'code used before'
              : undefined;
  if (failure || !member || step === undefined) {
    await loginFailed(db, at);
    return { ok: false, failure: failure ?? 'wrong code' };
  }
  const opened = await db.transaction(async (tx) => {
    // The step moves forward only: of two sign-ins with one code, one wins.
    const [claimed] = await tx.query<{ id: number }>(
      `update staff_member set totp_last_step = $2
       where id = $1 and (totp_last_step is null or totp_last_step < $2) and disabled_at is null
       returning id`,
      [member.id, step],
    );
    if (!claimed) return undefined;
    const session = await openSession(tx, member.id, at);
    await recordAudit(
      tx,
      { name: member.name, staffId: member.id },
      {
        action: 'staff.sign-in',
        record: `staff:${member.email}`,
        details: { sessionId: session.sessionId },
      },
      at,
    );
    return session;
  });
  if (!opened) {
    await loginFailed(db, at);
    return { ok: false, failure: 'code used before' };
  }
  await loginSucceeded(db, account, attemptId);
  return {
    ok: true,
    session: {
      person: { name: member.name, email: member.email, roles: member.roles },
      token: opened.token,
      expiresAt: opened.expiresAt,
    },
  };
}

/** The enabled staff member of this open, unexpired session, or undefined. */
export async function authenticateStaffSession(
  db: Queryable,
  token: string,
  at: Date,
): Promise<StaffActor | undefined> {
  if (token.length === 0 || token.length > 100) return undefined;
  // One statement: the lookup, and last_seen_at at most once a minute.
  const [row] = await db.query<{
    session_id: number;
    staff_id: number;
    name: string;
    email: string;
    roles: StaffRole[];
  }>(
    `with found as (
       select s.id as session_id, m.id as staff_id, m.name, m.email, m.roles
       from staff_session s join staff_member m on m.id = s.staff_id
       where s.token_hash = $1 and s.ended_at is null and s.expires_at > $2
         and m.disabled_at is null
     ), touched as (
       update staff_session set last_seen_at = $2
       where id = (select session_id from found)
         and last_seen_at < $2::timestamptz - interval '1 minute'
     )
     select * from found`,
    [sha256(token), at],
  );
  return row
    ? {
        via: 'session',
        sessionId: row.session_id,
        staffId: row.staff_id,
        name: row.name,
        email: row.email,
        roles: row.roles,
      }
    : undefined;
}

/** Signs the session out: it opens nothing from now on. */
export async function endStaffSession(
  db: Database,
  staff: StaffActor & { via: 'session' },
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('update staff_session set ended_at = $2 where id = $1 and ended_at is null', [
      staff.sessionId,
      at,
    ]);
    await recordAudit(
      tx,
      staff,
      {
        action: 'staff.sign-out',
        record: `staff:${staff.email}`,
        details: { sessionId: staff.sessionId },
      },
      at,
    );
  });
}
