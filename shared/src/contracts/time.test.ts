import { describe, expect, it } from 'vitest';
import { formatIst } from './time';

describe('formatIst', () => {
  it('shows a UTC instant in India time', () => {
    expect(formatIst('2026-11-22T12:27:00Z')).toBe('22 Nov 2026, 05:57 pm IST');
  });

  it('moves to the next Indian calendar day when UTC is still on the previous one', () => {
    expect(formatIst('2026-12-31T20:00:00.000Z')).toBe('01 Jan 2027, 01:30 am IST');
  });

  it('refuses a value that is not a timestamp', () => {
    expect(() => formatIst('yesterday')).toThrow(RangeError);
  });
});
