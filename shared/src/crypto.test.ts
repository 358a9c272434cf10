import { describe, expect, it } from 'vitest';
import { sha256Hex } from './crypto';

describe('sha256Hex', () => {
  it('gives the FIPS 180-2 digest of "abc" in lowercase hex', async () => {
    await expect(sha256Hex('abc')).resolves.toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('gives the known digest of the empty text', async () => {
    await expect(sha256Hex('')).resolves.toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('encodes the text as UTF-8, so a password with ₹ hashes like on the server', async () => {
    const { createHash } = await import('node:crypto');
    const password = 'pay₹99';
    await expect(sha256Hex(password)).resolves.toBe(
      createHash('sha256').update(password, 'utf8').digest('hex'),
    );
  });
});
