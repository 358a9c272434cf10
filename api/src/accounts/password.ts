import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * The browser sends SHA-256(password) as 64 hex characters; only a scrypt of that digest is
 * stored. The parameters travel with the hash, so they can be raised later without breaking
 * existing accounts (needsRehash tells when to upgrade one at its next sign-in).
 */
interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

const CURRENT: ScryptParams = { ln: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function derive(digest: string, salt: Buffer, { ln, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** ln;
  // Node refuses anything above maxmem (32 MiB by default); N=2^15, r=8 needs exactly 32 MiB.
  const maxmem = 2 * 128 * N * r;
  return new Promise((resolve, reject) => {
    scrypt(digest, salt, KEY_BYTES, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function format(params: ScryptParams, salt: Buffer, key: Buffer): string {
  const { ln, r, p } = params;
  return `$scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const STORED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([\w-]+)\$([\w-]+)$/;

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const match = STORED.exec(stored);
  if (!match) return undefined;
  const [, ln, r, p, salt = '', key = ''] = match;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  // Bounds keep a corrupted row from costing the server seconds of CPU or gigabytes of memory.
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.r > 32 || params.p < 1) {
    return undefined;
  }
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export async function hashPassword(digest: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(CURRENT, salt, await derive(digest, salt, CURRENT));
}

export async function verifyPassword(digest: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(digest, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || (['ln', 'r', 'p'] as const).some((k) => parsed.params[k] !== CURRENT[k]);
}

let dummy: Promise<string> | undefined;

/**
 * A real hash of nothing anyone knows, for sign-ins to accounts that do not exist: checking it
 * costs the same as checking a real one, so the answer time does not tell the two apart.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(32).toString('hex'));
  return dummy;
}
