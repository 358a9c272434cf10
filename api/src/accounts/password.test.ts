import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestOf } from '../test-support/accounts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';

const digest = digestOf('abc123');

describe('password hashing', () => {
  it('stores scrypt with its parameters and a 16-byte salt, never the digest', async () => {
    const stored = await hashPassword(digest);
    expect(stored).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain(digest);
    expect(await hashPassword(digest)).not.toBe(stored);
  });

  it('verifies the right digest only', async () => {
    const stored = await hashPassword(digest);
    expect(await verifyPassword(digest, stored)).toBe(true);
    expect(await verifyPassword(digestOf('abc124'), stored)).toBe(false);
  });

  it('verifies hashes made with other parameters, and asks for those to be upgraded', async () => {
    // ln=14, as an older release might have stored it.
    const salt = randomBytes(16);
    const key = scryptSync(digest, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const older = `$scrypt$ln=14,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword(digest, older)).toBe(true);
    expect(await verifyPassword(digestOf('abc124'), older)).toBe(false);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash(await hashPassword(digest))).toBe(false);
  });

  it.each([
    ['garbage', 'not a hash'],
    ['an absurd cost', '$scrypt$ln=40,r=8,p=1$c2FsdA$a2V5'],
    ['an empty hash', '$scrypt$ln=15,r=8,p=1$c2FsdA$'],
  ])('refuses %s without throwing', async (_case, stored) => {
    expect(await verifyPassword(digest, stored)).toBe(false);
  });

  it('has a dummy hash that costs the same and matches nothing', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword(digest, dummy)).toBe(false);
  });
});
