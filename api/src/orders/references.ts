import { randomInt } from 'node:crypto';
import { TIME_ZONE } from '@travel/shared/contracts';

// No 0/O, 1/I/L: a code read out at an airline desk or over the phone is not misheard.
export const UNAMBIGUOUS_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function randomCode(length: number, alphabet = UNAMBIGUOUS_ALPHABET): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

const indiaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyy-mm-dd of the instant in India. */
export function indiaDateOf(at: Date): string {
  return indiaDate.format(at);
}

/**
 * An order's or refund's reference, e.g. CO20261122K7M3Q9TX: CO coupon order, RF its refund,
 * FL flight booking, FR its refund; the India date, then 8 random characters (about 39 bits).
 */
export function newReference(prefix: 'CO' | 'RF' | 'FL' | 'FR', at: Date): string {
  return `${prefix}${indiaDateOf(at).replaceAll('-', '')}${randomCode(8)}`;
}
