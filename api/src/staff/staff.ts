import { randomBytes } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@travel/shared/contracts';
import type { Database, Queryable } from '../db/database';
import { OpsError } from '../http/ops-json';
import { type SetupLink, endSessionsOf, issueSetupCode, sha256 } from './credentials';

// The roles are part of the contract the console reads; the api's modules take them from here.
export { STAFF_ROLES, type StaffRole };

/** Personal API tokens start with this, so a leaked one is recognised in logs and scanners. */
export const STAFF_TOKEN_PREFIX = 'stf_';

/** The staff member a request was authenticated as: by a personal token, or a console session. */
export type StaffActor = {
  staffId: number;
  name: string;
  email: string;
  roles: StaffRole[];
} & ({ via: 'token'; tokenId: number } | { via: 'session'; sessionId: number });

export interface StaffView {
  email: string;
  name: string;
  roles: StaffRole[];
  createdAt: string;
  createdBy: string;
  disabledAt: string | null;
  activeTokens: number;
  /** Whether they have chosen a console password and enrolled an authenticator app. */
  passwordSet: boolean;
  secondFactorSet: boolean;
}

interface StaffRow {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  created_at: Date;
  created_by: string;
  disabled_at: Date | null;
  active_tokens: number;
  password_set: boolean;
  second_factor_set: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkStaffFields(input: { email: string; name: string; roles: string[] }): {
  email: string;
  name: string;
  roles: StaffRole[];
} {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!EMAIL.test(email) || email.length > 64) {
    throw new OpsError("Please give the staff member's work e-mail address.", 'invalid');
  }
  if (name.length < 2 || name.length > 64 || /[\r\n]/.test(name)) {
    throw new OpsError("Please give the staff member's name (2-64 characters).", 'invalid');
  }
  const roles = [...new Set(input.roles.map((role) => role.trim()))];
  const unknown = roles.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  if (roles.length === 0 || unknown.length > 0) {
    throw new OpsError(`Roles must be some of ${STAFF_ROLES.join(', ')}.`, 'invalid');
  }
  return { email, name, roles: roles as StaffRole[] };
}

function viewOf(row: StaffRow): StaffView {
  return {
    email: row.email,
    name: row.name,
    roles: row.roles,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    disabledAt: row.disabled_at?.toISOString() ?? null,
    activeTokens: row.active_tokens,
    passwordSet: row.password_set,
    secondFactorSet: row.second_factor_set,
  };
}

const STAFF_VIEW = `select m.id, m.email, m.name, m.roles, m.created_at, m.created_by, m.disabled_at,
  (select count(*)::int from staff_token t where t.staff_id = m.id and t.revoked_at is null)
    as active_tokens,
  m.password_hash is not null as password_set, m.totp_secret is not null as second_factor_set
  from staff_member m`;

export async function listStaff(db: Queryable): Promise<StaffView[]> {
  const rows = await db.query<StaffRow>(`${STAFF_VIEW} order by m.created_at, m.id`);
  return rows.map(viewOf);
}

async function issueToken(tx: Queryable, staffId: number, label: string, at: Date) {
  const token = `${STAFF_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await tx.query<{ id: number }>(
    `insert into staff_token (staff_id, token_hash, label, created_at) values ($1, $2, $3, $4)
     returning id`,
    [staffId, sha256(token), label.slice(0, 80), at],
  );
  return { token, tokenId: row?.id ?? 0 };
}

export interface AuditEntry {
  action: string;
  record: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** The name the ledger records for the server machine's own bootstrap. */
export const SERVER_MACHINE = 'server machine';

/** One line of the append-only staff ledger, by a staff member (null: the server machine). */
export async function recordAudit(
  tx: Queryable,
  by: Pick<StaffActor, 'name' | 'staffId'> | null,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await tx.query(
    `insert into staff_audit (at, actor, staff_id, action, record, reason, details)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      at,
      by?.name ?? SERVER_MACHINE,
      by?.staffId ?? null,
      entry.action,
      entry.record,
      entry.reason ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
  );
}

export interface AuditView {
  id: number;
  at: string;
  actor: string;
  action: string;
  record: string;
  reason: string | null;
  details: Record<string, unknown>;
}

export async function listAudit(
  db: Queryable,
  filter: { record?: string; limit?: number } = {},
): Promise<AuditView[]> {
  const rows = await db.query<{
    id: number;
    at: Date;
    actor: string;
    action: string;
    record: string;
    reason: string | null;
    details: Record<string, unknown> | string;
  }>(
    `select id, at, actor, action, record, reason, details from staff_audit
     where ($1::text is null or record = $1) order by id desc limit $2`,
    [filter.record ?? null, filter.limit ?? 200],
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    record: row.record,
    reason: row.reason,
    details:
      typeof row.details === 'string'
        ? (JSON.parse(row.details) as Record<string, unknown>)
        : row.details,
  }));
}

/**
 * Adds a staff member with a first personal token and a set-up link for the console, both shown
 * once. The server machine's bootstrap (actor null) may also give an existing member back the
 * admin role, a new token and a fresh set-up link.
 */
export async function addStaff(
  db: Database,
  input: { email: string; name: string; roles: string[] },
  by: StaffActor | null,
  at: Date,
): Promise<{ staff: StaffView; token: string } & SetupLink> {
  const fields = checkStaffFields(input);
  const actor = by?.name ?? SERVER_MACHINE;
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtextextended('staff:' || $1, 0))", [
      fields.email,
    ]);
    const [existing] = await tx.query<StaffRow>(`${STAFF_VIEW} where lower(m.email) = $1`, [
      fields.email,
    ]);
    let staffId: number;
    if (existing) {
      if (by) {
        throw new OpsError(`${fields.email} is already a staff member.`, 'conflict');
      }
      // The machine's own recovery: the person is an admin again, enabled, with a new token.
      staffId = existing.id;
      await tx.query(
        `update staff_member set disabled_at = null,
           roles = array(select distinct unnest(roles || $2::text[])) where id = $1`,
        [staffId, fields.roles],
      );
    } else {
      const [row] = await tx.query<{ id: number }>(
        `insert into staff_member (email, name, roles, created_at, created_by)
         values ($1, $2, $3, $4, $5) returning id`,
        [fields.email, fields.name, fields.roles, at, actor],
      );
      staffId = row?.id ?? 0;
    }
    const { token, tokenId } = await issueToken(tx, staffId, 'first token', at);
    const link = await issueSetupCode(tx, staffId, at);
    await recordAudit(
      tx,
      by,
      {
        action: by ? 'staff.add' : 'staff.bootstrap',
        record: `staff:${fields.email}`,
        details: { roles: fields.roles, tokenId },
      },
      at,
    );
    const [row] = await tx.query<StaffRow>(`${STAFF_VIEW} where m.id = $1`, [staffId]);
    if (!row) throw new Error('the staff member just saved is missing');
    return { staff: viewOf(row), token, ...link };
  });
}

/** Disables a member, revokes every token they hold and ends their console sessions, at once. */
export async function disableStaff(
  db: Database,
  email: string,
  reason: string,
  by: StaffActor,
  at: Date,
): Promise<StaffView> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<StaffRow>(`${STAFF_VIEW} where lower(m.email) = $1`, [address]);
    if (!row) throw new OpsError(`No staff member has the e-mail ${address}.`, 'not-found');
    if (row.disabled_at) throw new OpsError(`${address} is already disabled.`, 'conflict');
    if (row.id === by.staffId) {
      throw new OpsError('You cannot disable yourself; ask another admin.', 'conflict');
    }
    await tx.query(
      `update staff_member set disabled_at = $2,
         setup_code_hash = null, setup_expires_at = null, setup_totp_secret = null
       where id = $1`,
      [row.id, at],
    );
    await tx.query(
      'update staff_token set revoked_at = $2 where staff_id = $1 and revoked_at is null',
      [row.id, at],
    );
    await endSessionsOf(tx, row.id, at);
    await recordAudit(
      tx,
      by,
      {
        action: 'staff.disable',
        record: `staff:${address}`,
        reason,
      },
      at,
    );
    const [after] = await tx.query<StaffRow>(`${STAFF_VIEW} where m.id = $1`, [row.id]);
    if (!after) throw new Error('the staff member just disabled is missing');
    return viewOf(after);
  });
}

/**
 * Clears a member's console password and second factor, ends their console sessions and gives a
 * fresh set-up link (for a lost phone or a forgotten password). Their personal tokens stay.
 */
export async function resetStaff(
  db: Database,
  email: string,
  reason: string,
  by: StaffActor,
  at: Date,
): Promise<SetupLink> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; disabled_at: Date | null }>(
      'select id, disabled_at from staff_member where lower(email) = $1 for update',
      [address],
    );
    if (!row) throw new OpsError(`No staff member has the e-mail ${address}.`, 'not-found');
    if (row.disabled_at) {
      throw new OpsError(
        `${address} is disabled; a disabled member gets no set-up link.`,
        'conflict',
      );
    }
    await tx.query(
      `update staff_member set password_hash = null, totp_secret = null, totp_last_step = null
       where id = $1`,
      [row.id],
    );
    const sessionsEnded = await endSessionsOf(tx, row.id, at);
    const link = await issueSetupCode(tx, row.id, at);
    await recordAudit(
      tx,
      by,
      { action: 'staff.reset', record: `staff:${address}`, reason, details: { sessionsEnded } },
      at,
    );
    return link;
  });
}

export async function createOwnToken(
  db: Database,
  by: StaffActor,
  label: string,
  at: Date,
): Promise<{ token: string; tokenId: number }> {
  return db.transaction(async (tx) => {
    const issued = await issueToken(tx, by.staffId, label, at);
    await recordAudit(
      tx,
      by,
      {
        action: 'staff.token.create',
        record: `staff:${by.email}`,
        details: { tokenId: issued.tokenId, label },
      },
      at,
    );
    return issued;
  });
}

/** Revokes one of the caller's tokens (an admin may revoke anyone's). */
export async function revokeToken(
  db: Database,
  tokenId: number,
  by: StaffActor,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ staff_id: number; email: string; revoked_at: Date | null }>(
      `select t.staff_id, m.email, t.revoked_at from staff_token t
       join staff_member m on m.id = t.staff_id where t.id = $1 for update of t`,
      [tokenId],
    );
    const mayRevoke = row && (row.staff_id === by.staffId || by.roles.includes('admin'));
    if (!row || !mayRevoke) throw new OpsError(`No token ${tokenId} of yours.`, 'not-found');
    if (row.revoked_at) throw new OpsError(`Token ${tokenId} is already revoked.`, 'conflict');
    await tx.query('update staff_token set revoked_at = $2 where id = $1', [tokenId, at]);
    await recordAudit(
      tx,
      by,
      {
        action: 'staff.token.revoke',
        record: `staff:${row.email}`,
        details: { tokenId },
      },
      at,
    );
  });
}

/** The enabled staff member holding this unrevoked token, or undefined. */
export async function authenticateStaffToken(
  db: Queryable,
  token: string,
  at: Date,
): Promise<StaffActor | undefined> {
  if (!token.startsWith(STAFF_TOKEN_PREFIX) || token.length > 200) return undefined;
  // One statement: the lookup, and last_used_at at most once a minute.
  const [row] = await db.query<{
    token_id: number;
    staff_id: number;
    name: string;
    email: string;
    roles: StaffRole[];
  }>(
    `with found as (
       select t.id as token_id, m.id as staff_id, m.name, m.email, m.roles
       from staff_token t join staff_member m on m.id = t.staff_id
       where t.token_hash = $1 and t.revoked_at is null and m.disabled_at is null
     ), touched as (
       update staff_token set last_used_at = $2
       where id = (select token_id from found)
         and (last_used_at is null or last_used_at < $2::timestamptz - interval '1 minute')
     )
     select * from found`,
    [sha256(token), at],
  );
  return row
    ? {
        via: 'token',
        tokenId: row.token_id,
        staffId: row.staff_id,
        name: row.name,
        email: row.email,
        roles: row.roles,
      }
    : undefined;
}
