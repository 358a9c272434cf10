import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed release-operator tokens: `rot1.<payload>.<signature>`, the payload base64url JSON
 * `{ op, exp }` (operator name, expiry in Unix seconds), the signature base64url HMAC-SHA256 of
 * `rot1.<payload>` under RELEASE_OPERATOR_TOKEN_SECRET. Anyone holding the secret issues them
 * (`release token <name>`); the api needs no list of them. Rotating the secret revokes them all.
 */
const PREFIX = 'rot1';
export const OPERATOR_NAME = /^[A-Za-z0-9._-]{1,40}$/;
/** The longest a token may live: a working week. */
export const TOKEN_MAX_HOURS = 7 * 24;

const sign = (secret: string, signed: string) =>
  createHmac('sha256', secret).update(signed).digest();

export function issueOperatorToken(
  secret: string,
  operator: string,
  hours: number,
  now: Date = new Date(),
): { token: string; expiresAt: Date } {
  if (!OPERATOR_NAME.test(operator)) {
    throw new Error('The operator name must be 1-40 letters, digits, . _ or -.');
  }
  if (!Number.isFinite(hours) || hours <= 0 || hours > TOKEN_MAX_HOURS) {
    throw new Error(`A token lives more than 0 and at most ${TOKEN_MAX_HOURS} hours.`);
  }
  const exp = Math.floor(now.getTime() / 1000 + hours * 3600);
  const payload = Buffer.from(JSON.stringify({ op: operator, exp })).toString('base64url');
  const signed = `${PREFIX}.${payload}`;
  return {
    token: `${signed}.${sign(secret, signed).toString('base64url')}`,
    expiresAt: new Date(exp * 1000),
  };
}

export type TokenCheck =
  | { ok: true; operator: string; expiresAt: Date }
  | { ok: false; reason: 'not-a-token' | 'bad-signature' | 'expired' };

/**
 * The operator a token names, when its signature is right (compared in constant time) and it
 * has not expired.
 */
export function verifyOperatorToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX || !parts[1] || !parts[2]) {
    return { ok: false, reason: 'not-a-token' };
  }
  const [, payload, signature] = parts;
  const expected = sign(secret, `${PREFIX}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  // Same length first (timingSafeEqual needs it); the length of a signature is no secret.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  let claims: { op?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'not-a-token' };
  }
  if (
    typeof claims.op !== 'string' ||
    !OPERATOR_NAME.test(claims.op) ||
    typeof claims.exp !== 'number'
  ) {
    return { ok: false, reason: 'not-a-token' };
  }
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, operator: claims.op, expiresAt: new Date(claims.exp * 1000) };
}
