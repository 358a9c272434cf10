import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { REMOTE_DIRS, ReleaseError } from './release';

/**
 * Release previews: one browser gets a published version of one remote instead of what is live,
 * in /remotes.json and in the server-rendered page, until the preview ends or expires. Nobody
 * else's answers change.
 *
 * A preview is a signed token, `rpv1.<payload>.<signature>`: the payload base64url JSON
 * `{ r, v, exp }` (remote folder name, version, expiry in Unix seconds), the signature base64url
 * HMAC-SHA256 of `rpv1.<payload>` under a key derived from the site's XSRF secret (XSRF_SECRET,
 * or the one generated once and kept in the database), which every replica and the release CLI
 * on the database already share. The browser keeps the token in the PREVIEW_COOKIE cookie.
 */
const PREFIX = 'rpv1';

/** The browser's preview: the token itself, httpOnly, for the whole site. */
export const PREVIEW_COOKIE = 'travel_preview';
/** Opens a preview: `?token=<token>[&to=/path]` sets the cookie and goes to the page. */
export const PREVIEW_PATH = '/travel/release-preview';
/** Ends this browser's preview: clears the cookie and goes to `/` (or `?to=/path`). */
export const PREVIEW_END_PATH = '/travel/release-preview/end';
/** A preview's lifetime unless told; RELEASE_PREVIEW_MAX_MINUTES bounds what may be asked. */
export const PREVIEW_DEFAULT_MINUTES = 60;

/** One browser's preview of one remote's published version. */
export interface Preview {
  remote: string;
  version: string;
  expiresAt: Date;
}

/** The preview key: its own, derived from the site secret, so a preview signs nothing else. */
export function previewKey(siteSecret: string): Buffer {
  return createHmac('sha256', siteSecret).update('travel release preview key').digest();
}

const sign = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest();

const VERSION = /^[0-9A-Za-z.+-]{1,64}$/;

export function issuePreviewToken(
  key: Buffer,
  preview: { remote: string; version: string },
  minutes: number,
  now: Date,
): { token: string; expiresAt: Date } {
  if (!REMOTE_DIRS.includes(preview.remote) || !VERSION.test(preview.version)) {
    throw new ReleaseError(`${preview.remote} ${preview.version} is not a release of a remote.`);
  }
  const exp = Math.floor(now.getTime() / 1000 + minutes * 60);
  const payload = Buffer.from(
    JSON.stringify({ r: preview.remote, v: preview.version, exp }),
  ).toString('base64url');
  const signed = `${PREFIX}.${payload}`;
  return {
    token: `${signed}.${sign(key, signed).toString('base64url')}`,
    expiresAt: new Date(exp * 1000),
  };
}

export type PreviewCheck =
  ({ ok: true } & Preview) | { ok: false; reason: 'not-a-token' | 'bad-signature' | 'expired' };

/** The preview a token names, when its signature is right and it has not expired. */
export function verifyPreviewToken(key: Buffer, token: string, now: Date): PreviewCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX || !parts[1] || !parts[2]) {
    return { ok: false, reason: 'not-a-token' };
  }
  const [, payload, signature] = parts;
  const expected = sign(key, `${PREFIX}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  let claims: { r?: unknown; v?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'not-a-token' };
  }
  if (
    typeof claims.r !== 'string' ||
    !REMOTE_DIRS.includes(claims.r) ||
    typeof claims.v !== 'string' ||
    !VERSION.test(claims.v) ||
    typeof claims.exp !== 'number'
  ) {
    return { ok: false, reason: 'not-a-token' };
  }
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, remote: claims.r, version: claims.v, expiresAt: new Date(claims.exp * 1000) };
}

/** Whether the version is a published release of the remote. */
export async function isPublished(db: Queryable, remote: string, version: string) {
  const rows = await db.query<{ version: string }>(
    'select version from remote_release where name = $1 and version = $2',
    [remote, version],
  );
  return rows.length > 0;
}

/**
 * A preview link for a published version of a known remote, valid for `minutes` (at most
 * `maxMinutes`). Refuses anything else with a ReleaseError.
 */
export async function createPreview(
  db: Queryable,
  key: Buffer,
  request: { remote: string; version: string; minutes?: number },
  limits: { maxMinutes: number; now: Date },
): Promise<Preview & { token: string; minutes: number }> {
  const minutes = request.minutes ?? Math.min(PREVIEW_DEFAULT_MINUTES, limits.maxMinutes);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > limits.maxMinutes) {
    throw new ReleaseError(`A preview lasts 1 to ${limits.maxMinutes} minutes.`);
  }
  if (!REMOTE_DIRS.includes(request.remote)) {
    throw new ReleaseError(`remote must be one of ${REMOTE_DIRS.join(', ')}`);
  }
  if (!VERSION.test(request.version) || !(await isPublished(db, request.remote, request.version))) {
    throw new ReleaseError(
      `${request.remote} ${request.version} has not been published: only a published version can be previewed.`,
      'not-found',
    );
  }
  const { token, expiresAt } = issuePreviewToken(key, request, minutes, limits.now);
  return { remote: request.remote, version: request.version, expiresAt, token, minutes };
}

/** The link that opens a preview, from the site's base URL ('' for a path). */
export function previewLink(base: string, token: string): string {
  return `${base.replace(/\/+$/, '')}${PREVIEW_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Records that a preview link was made, in the staff audit ledger (`release.preview`, record
 * `release:<remote>`) under the name of whoever made it. The release ledger is left alone: it
 * holds only changes of what visitors get, and a preview changes nothing for them.
 */
export async function recordPreview(
  db: Queryable,
  by: { name: string; staffId: number | null },
  preview: Preview & { minutes: number },
  at: Date,
): Promise<void> {
  await db.query(
    `insert into staff_audit (at, actor, staff_id, action, record, reason, details)
     values ($1, $2, $3, 'release.preview', $4, null, $5)`,
    [
      at,
      by.name,
      by.staffId,
      `release:${preview.remote}`,
      JSON.stringify({
        version: preview.version,
        minutes: preview.minutes,
        expiresAt: preview.expiresAt.toISOString(),
      }),
    ],
  );
}

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'lax' as const,
  httpOnly: true,
  secure: request.protocol === 'https',
});

export function setPreviewCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  reply.setCookie(PREVIEW_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearPreviewCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PREVIEW_COOKIE, cookieOptions(request));
}

/**
 * This browser's preview, from its cookie; a cookie that is not a valid, unexpired preview is
 * cleared and the visitor gets what everyone gets. Whether the version is still published is
 * for the remotes document to tell (remotesDocument's `previewed`).
 */
export function browserPreview(
  request: FastifyRequest,
  reply: FastifyReply,
  key: Buffer,
  now: Date,
): Preview | undefined {
  const cookie = request.cookies?.[PREVIEW_COOKIE];
  if (cookie === undefined) return undefined;
  const check = verifyPreviewToken(key, cookie, now);
  if (check.ok) return { remote: check.remote, version: check.version, expiresAt: check.expiresAt };
  request.log.info({ reason: check.reason }, 'release preview cookie ignored and cleared');
  clearPreviewCookie(request, reply);
  return undefined;
}

/** For the answers that differ for a previewing browser: never stored by any cache. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The id of the page's preview banner. */
export const PREVIEW_BANNER_ID = 'travel-preview';

/**
 * The banner a previewing browser sees on every page, outside the shell's root so React never
 * touches it; fixed in a corner, so it moves nothing on the page. Pages without a preview have
 * none.
 */
export function previewBanner(preview: Preview): string {
  const style = [
    'position:fixed',
    'left:8px',
    'bottom:8px',
    'z-index:2147483000',
    'max-width:calc(100vw - 16px)',
    'box-sizing:border-box',
    'padding:6px 10px',
    'border-radius:6px',
    'background:#7c2d12',
    'color:#fff',
    'font:600 13px/1.4 system-ui,sans-serif',
    'box-shadow:0 2px 8px rgba(0,0,0,.3)',
  ].join(';');
  const what = `${escapeHtml(preview.remote)} ${escapeHtml(preview.version)}`;
  return (
    `<div id="${PREVIEW_BANNER_ID}" role="status" style="${style}">` +
    `Preview: ${what} — ` +
    `<a href="${PREVIEW_END_PATH}" style="color:#fff;text-decoration:underline;white-space:nowrap">End preview</a>` +
    '</div>'
  );
}
