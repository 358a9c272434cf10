import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hasHiddenCharacters } from './rules';
import { pageRequestSchema } from './schemas/envelope';
import {
  emailSchema,
  emailSignInFormSchema,
  loginOtpSchema,
  loginRequestSchema,
  logoutRequestSchema,
  mobileSchema,
  mobileSignInFormSchema,
  nameSchema,
  otpSchema,
  otpSignInFormSchema,
  passwordDigestSchema,
  registerRequestSchema,
  sendOtpRequestSchema,
  signUpFormSchema,
  signUpPasswordSchema,
} from './schemas/rules';

const DIGEST = 'a'.repeat(64);

/** The messages a form would show, keyed by field ('' for the value itself). */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  return messages(schema, input)['']?.[0];
}

describe('mobileSchema', () => {
  it.each(['9876543210', '6000000000', ' 7012345678 '])('accepts %j', (mobile) => {
    expect(mobileSchema.safeParse(mobile).success).toBe(true);
  });

  it('trims the surrounding spaces', () => {
    expect(mobileSchema.parse(' 7012345678 ')).toBe('7012345678');
  });

  it.each(['', '   ', undefined])('asks for the mobile number when it is %j', (mobile) => {
    expect(messages(mobileSchema, mobile)).toEqual({ '': ['Please input your mobile NO.!'] });
  });

  it.each([
    '+919876543210',
    '919876543210',
    '98765 43210',
    '5876543210',
    '09876543210',
    '987654321',
    '９８７６５４３２１０',
    '९८७६५४३२१०',
    '98765\u200b43210',
  ])('rejects %j with the correct-number message', (mobile) => {
    expect(messages(mobileSchema, mobile)).toEqual({
      '': ['Please enter the correct mobile number'],
    });
  });
});

describe('nameSchema', () => {
  it('accepts a name up to 64 characters, trimmed', () => {
    expect(nameSchema.parse('  Aarav Mehta ')).toBe('Aarav Mehta');
    expect(nameSchema.safeParse('a'.repeat(64)).success).toBe(true);
  });

  it.each(['', '  ', undefined])('asks for the name when it is %j', (name) => {
    expect(firstMessage(nameSchema, name)).toBe('Please input your Name!');
  });

  it('rejects 65 characters', () => {
    expect(nameSchema.safeParse('a'.repeat(65)).success).toBe(false);
  });

  it('stores a name typed with combining accents the same as the precomposed one (NFC)', () => {
    expect(nameSchema.parse('Rene\u0301e')).toBe('Ren\u00e9e');
    expect(nameSchema.parse('\u0905\u0928\u093f\u0924\u093e')).toBe('अनिता');
  });

  it.each([
    ['a zero-width space', 'Aa\u200brav'],
    ['a right-to-left override', 'Aarav\u202egnp.exe'],
    ['a byte-order mark inside', 'Aa\ufeffrav'],
    ['a control character', 'Aa\u0000rav'],
    ['a line break', 'Aarav\nMehta'],
    ['a lone surrogate', 'Aarav\ud800'],
    ['a private-use character', 'Aarav\ue000'],
    ['a zero-width joiner after a letter', 'Aa\u200drav'],
  ])('rejects %s', (_case, name) => {
    expect(messages(nameSchema, name)).toEqual({
      '': ['Please remove invisible or control characters from your Name.'],
    });
  });

  it('accepts Indic names, including a joiner after a virama, and emoji', () => {
    // क्‍ष: KA, VIRAMA, ZWJ, SSA, the half form some names are written with.
    expect(nameSchema.safeParse('\u0915\u094d\u200d\u0937\u093e').success).toBe(true);
    expect(nameSchema.safeParse('கார்த்திக்').success).toBe(true);
    expect(nameSchema.safeParse("D'Souza-Nair ✈️").success).toBe(true);
    expect(hasHiddenCharacters('Priya')).toBe(false);
  });

  it('measures the limit after normalising', () => {
    expect(nameSchema.safeParse('e\u0301'.repeat(64)).success).toBe(true);
  });
});

describe('emailSchema', () => {
  it('accepts a valid address, trimmed', () => {
    expect(emailSchema.parse(' aarav.mehta@example.in ')).toBe('aarav.mehta@example.in');
  });

  it.each(['', undefined, 'aarav', 'aarav@', 'aarav@example', 'aarav mehta@example.in'])(
    'rejects %j with the product message',
    (email) => {
      expect(messages(emailSchema, email)).toEqual({
        '': ['Please input the correct email address!'],
      });
    },
  );

  it('rejects an address longer than 64 characters', () => {
    expect(emailSchema.safeParse(`${'a'.repeat(56)}@example.in`).success).toBe(false);
  });
});

describe('signUpPasswordSchema', () => {
  it('accepts exactly 6 characters', () => {
    expect(signUpPasswordSchema.safeParse('abc123').success).toBe(true);
  });

  it.each(['', undefined])('asks for the password when it is %j', (password) => {
    expect(messages(signUpPasswordSchema, password)).toEqual({
      '': ['Please input the password!'],
    });
  });

  it.each(['abc12', 'abc1234'])('asks for 6 characters when given %j', (password) => {
    expect(messages(signUpPasswordSchema, password)).toEqual({
      '': ['Please input 6 characters'],
    });
  });
});

describe('OTP codes', () => {
  it('accepts six digits', () => {
    expect(otpSchema.safeParse('012345').success).toBe(true);
    expect(loginOtpSchema.safeParse('012345').success).toBe(true);
  });

  it.each(['', undefined, '12345', '1234567', '12a456', '12 456'])('rejects %j', (code) => {
    expect(messages(otpSchema, code)).toEqual({
      '': ['Please enter the correct OTP! (six-digit number)'],
    });
    expect(messages(loginOtpSchema, code)).toEqual({ '': ['OTP must be a 6-digit number'] });
  });
});

describe('passwordDigestSchema', () => {
  it('accepts a lowercase SHA-256 hex digest', () => {
    expect(passwordDigestSchema.safeParse(DIGEST).success).toBe(true);
  });

  it.each(['abc123', 'A'.repeat(64), 'a'.repeat(63), undefined])('rejects %j', (digest) => {
    expect(firstMessage(passwordDigestSchema, digest)).toBe(
      'The password could not be read. Please try again.',
    );
  });
});

describe('signUpFormSchema', () => {
  const form = {
    name: 'Aarav Mehta',
    email: 'aarav@example.in',
    mobileNo: '9876543210',
    password: 'abc123',
    confirmPassword: 'abc123',
  };

  it('accepts a complete form without an OTP when OTP is off', () => {
    expect(signUpFormSchema(false).safeParse(form).success).toBe(true);
  });

  it('requires the OTP when the server has switched it on', () => {
    expect(messages(signUpFormSchema(true), form)).toEqual({
      smsCode: ['Please enter the correct OTP! (six-digit number)'],
    });
    expect(signUpFormSchema(true).safeParse({ ...form, smsCode: '123456' }).success).toBe(true);
  });

  it('reports mismatched passwords on the confirmation, even while another field is wrong', () => {
    expect(
      messages(signUpFormSchema(false), { ...form, email: '', confirmPassword: 'abc124' }),
    ).toEqual({
      email: ['Please input the correct email address!'],
      confirmPassword: ['The two passwords are inconsistent!'],
    });
  });

  it('checks the confirmation like the password itself', () => {
    expect(messages(signUpFormSchema(false), { ...form, confirmPassword: '' })).toEqual({
      confirmPassword: ['Please input the password!'],
    });
    expect(messages(signUpFormSchema(false), { ...form, confirmPassword: 'abc' })).toEqual({
      confirmPassword: ['Please input 6 characters'],
    });
  });

  it('shows every empty field its own required message', () => {
    expect(messages(signUpFormSchema(true), {})).toEqual({
      name: ['Please input your Name!'],
      email: ['Please input the correct email address!'],
      mobileNo: ['Please input your mobile NO.!'],
      smsCode: ['Please enter the correct OTP! (six-digit number)'],
      password: ['Please input the password!'],
      confirmPassword: ['Please input the password!'],
    });
  });
});

describe('sign-in forms', () => {
  it('mobile sign-in: correct mobile and a password up to 64 characters', () => {
    expect(
      mobileSignInFormSchema.safeParse({ mobileNo: '9876543210', password: 'secret' }).success,
    ).toBe(true);
    expect(messages(mobileSignInFormSchema, { mobileNo: '+919876543210', password: '' })).toEqual({
      mobileNo: ['Please enter the correct mobile number'],
      password: ['Please input the password!'],
    });
    expect(
      mobileSignInFormSchema.safeParse({ mobileNo: '9876543210', password: 'p'.repeat(65) })
        .success,
    ).toBe(false);
  });

  it('e-mail sign-in: valid e-mail and a password', () => {
    expect(
      emailSignInFormSchema.safeParse({ email: 'aarav@example.in', password: 'secret' }).success,
    ).toBe(true);
    expect(messages(emailSignInFormSchema, { email: 'aarav', password: '' })).toEqual({
      email: ['Please input the correct email address!'],
      password: ['Please input the password!'],
    });
  });

  it('OTP sign-in: mobile and a 6-digit code', () => {
    expect(
      otpSignInFormSchema.safeParse({ mobileNo: '9876543210', smsCode: '123456' }).success,
    ).toBe(true);
    expect(messages(otpSignInFormSchema, { mobileNo: '', smsCode: '123' })).toEqual({
      mobileNo: ['Please input your mobile NO.!'],
      smsCode: ['OTP must be a 6-digit number'],
    });
  });
});

describe('API request schemas', () => {
  const registration = {
    nickname: 'Aarav Mehta',
    email: 'aarav@example.in',
    mobileNo: '9876543210',
    mobileAreaCode: '91',
    password: DIGEST,
  };

  it('register: accepts the sign-up payload, with or without an OTP', () => {
    expect(registerRequestSchema.safeParse(registration).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...registration, smsCode: '123456' }).success).toBe(
      true,
    );
  });

  it('register: refuses another country code and a plain-text password', () => {
    expect(messages(registerRequestSchema, { ...registration, mobileAreaCode: '1' })).toEqual({
      mobileAreaCode: ['Only Indian mobile numbers (+91) are supported.'],
    });
    expect(messages(registerRequestSchema, { ...registration, password: 'abc123' })).toEqual({
      password: ['The password could not be read. Please try again.'],
    });
  });

  it('login: accepts a mobile or e-mail account with a password digest or an OTP', () => {
    expect(
      loginRequestSchema.safeParse({ loginAccount: 'aarav@example.in', password: DIGEST }).success,
    ).toBe(true);
    expect(
      loginRequestSchema.safeParse({
        loginAccount: '9876543210',
        mobileAreaCode: '91',
        smsCode: '123456',
      }).success,
    ).toBe(true);
  });

  it('login: needs either a password or an OTP, and a real account', () => {
    expect(loginRequestSchema.safeParse({ loginAccount: '9876543210' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ loginAccount: 'aarav', password: DIGEST }).success).toBe(
      false,
    );
  });

  it('logout: needs the uid', () => {
    expect(logoutRequestSchema.safeParse({ uid: 'u-1' }).success).toBe(true);
    for (const uid of ['', undefined, 42, 'u'.repeat(65)]) {
      expect(messages(logoutRequestSchema, { uid })).toEqual({ uid: ['Please sign in again.'] });
    }
  });

  it('send OTP: empty mobile gets its own message; business type is 10 or 11', () => {
    const request = { mobile: '9876543210', mobileAreaCode: '91', smsBizType: 11 };
    expect(sendOtpRequestSchema.safeParse(request).success).toBe(true);
    expect(messages(sendOtpRequestSchema, { ...request, mobile: '' })).toEqual({
      mobile: ['Please input mobile number'],
    });
    expect(messages(sendOtpRequestSchema, { ...request, mobile: '98765 43210' })).toEqual({
      mobile: ['Please enter the correct mobile number'],
    });
    for (const smsBizType of [12, '10', undefined]) {
      expect(messages(sendOtpRequestSchema, { ...request, smsBizType })).toEqual({
        smsBizType: ['Please choose whether the OTP is to sign in or sign up.'],
      });
    }
  });

  it('page request: defaults to page 1 of 10 and caps the page size at 100', () => {
    expect(pageRequestSchema.parse({})).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(pageRequestSchema.safeParse({ pageNumber: 0 }).success).toBe(false);
    expect(pageRequestSchema.safeParse({ pageSize: 101 }).success).toBe(false);
  });
});
