import { randomBytes } from 'node:crypto';
import type { Queryable } from './db/database';

/**
 * Returns the stored value of `key`, storing `create()` first if there is none. Replicas that
 * race here all end up with the value of whichever insert won.
 */
export async function getOrCreateSetting(
  db: Queryable,
  key: string,
  create: () => string,
): Promise<string> {
  await db.query(
    'insert into app_setting (key, value) values ($1, $2) on conflict (key) do nothing',
    [key, create()],
  );
  const [row] = await db.query<{ value: string }>('select value from app_setting where key = $1', [
    key,
  ]);
  if (!row) throw new Error(`setting ${key} vanished after insert`);
  return row.value;
}

/** XSRF_SECRET, or one generated once and shared through the database by every replica. */
export function resolveXsrfSecret(configured: string | undefined, db: Queryable): Promise<string> {
  if (configured) return Promise.resolve(configured);
  return getOrCreateSetting(db, 'xsrf_secret', () => randomBytes(32).toString('base64url'));
}

/** OTP_PEPPER, or one generated once and shared through the database by every replica. */
export function resolveOtpPepper(configured: string | undefined, db: Queryable): Promise<string> {
  if (configured) return Promise.resolve(configured);
  return getOrCreateSetting(db, 'otp_pepper', () => randomBytes(32).toString('base64url'));
}

/** SANDBOX_WEBHOOK_SECRET, or one generated once and shared through the database. */
export function resolveSandboxWebhookSecret(
  configured: string | undefined,
  db: Queryable,
): Promise<string> {
  if (configured) return Promise.resolve(configured);
  return getOrCreateSetting(db, 'sandbox_webhook_secret', () => randomBytes(32).toString('hex'));
}
