/**
 * The SHA-256 digest of a text as 64 lowercase hex characters (Web Crypto). Passwords leave the
 * browser only in this form.
 */
export async function sha256Hex(text: string): Promise<string> {
  // Web Crypto exists only in secure contexts: https, or http on localhost.
  if (!globalThis.crypto?.subtle) {
    throw new Error('This page must be opened over https to sign in securely.');
  }
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
