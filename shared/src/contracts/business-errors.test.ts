import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS, businessErrorMessage, businessErrorNameOf } from './business-errors';

describe('business errors', () => {
  it('fills in the placeholders of a message', () => {
    expect(businessErrorMessage('otpResendWait', { wait: '45 seconds' })).toBe(
      'Please wait 45 seconds before requesting another OTP.',
    );
    expect(businessErrorMessage('orderNotFound')).toBe('We could not find that order.');
  });

  it('names the error an answer carries, placeholders filled in or not', () => {
    expect(businessErrorNameOf(404, 'We could not find that order.')).toBe('orderNotFound');
    expect(
      businessErrorNameOf(429, 'Too many failed sign-in attempts. Please try again in 15 minutes.'),
    ).toBe('signInLocked');
    expect(businessErrorNameOf(409, 'We could not find that order.')).toBeUndefined();
    expect(businessErrorNameOf(400, 'Please input your Name!')).toBeUndefined();
  });

  it('tells every error apart by its code and message', () => {
    const keys = Object.values(BUSINESS_ERRORS).map((error) => `${error.code} ${error.message}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
