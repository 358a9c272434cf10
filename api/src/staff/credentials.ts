import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** A set-up link works for this long after it is issued, once. */
export const SETUP_CODE_VALID_MS = 72 * 60 * 60 * 1000;
export const SETUP_CODE_VALID_HOURS = SETUP_CODE_VALID_MS / 3_600_000;

/** The console's page that finishes a set-up; the code rides in the fragment, never sent. */
export const SETUP_PAGE = '/travel/ops/setup';

/** Tokens, set-up codes and session tokens are kept only as this digest. */
export const sha256 = (value: string): Buffer => createHash('sha256').update(value).digest();

export interface SetupLink {
  /** Shown once; only its SHA-256 is kept. */
  setupCode: string;
  /** `/travel/ops/setup#code=<setupCode>`: the site's address goes before it. */
  setupPath: string;
}

/**
 * A fresh set-up code for the member, replacing any earlier one (and its pending secret): the
 * person follows the link to choose a password and enrol an authenticator app.
 */
export async function issueSetupCode(tx: Queryable, staffId: number, at: Date): Promise<SetupLink> {
  const setupCode = randomBytes(24).toString('base64url');
  await tx.query(
    `update staff_member set setup_code_hash = $2, setup_expires_at = $3, setup_totp_secret = null
     where id = $1`,
    [staffId, sha256(setupCode), new Date(at.getTime() + SETUP_CODE_VALID_MS)],
  );
  return { setupCode, setupPath: `${SETUP_PAGE}#code=${setupCode}` };
}

/** Ends every open console session of the member; returns how many. */
export async function endSessionsOf(tx: Queryable, staffId: number, at: Date): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    'update staff_session set ended_at = $2 where staff_id = $1 and ended_at is null returning id',
    [staffId, at],
  );
  return rows.length;
}
