import { describe, expect, it } from 'vitest';
import {
  resetPasswordFormSchema,
  resetPasswordOtpRequestSchema,
  resetPasswordRequestSchema,
} from './schemas/rules';

function messages(input: unknown): Record<string, string[]> {
  const result = resetPasswordFormSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe('resetPasswordFormSchema', () => {
  const form = {
    mobileNo: '9876543210',
    smsCode: '123456',
    password: 'new456',
    confirmPassword: 'new456',
  };

  it('accepts the code and a new 6-character password given twice', () => {
    expect(messages(form)).toEqual({});
  });

  it('shows the sign-up messages under each field', () => {
    expect(messages({ mobileNo: '', smsCode: '12', password: '', confirmPassword: 'abc' })).toEqual(
      {
        mobileNo: ['Please input your mobile NO.!'],
        smsCode: ['Please enter the correct OTP! (six-digit number)'],
        password: ['Please input the password!'],
        confirmPassword: ['Please input 6 characters'],
      },
    );
  });

  it('reports mismatched passwords on the confirmation, even while the code is wrong', () => {
    expect(messages({ ...form, smsCode: '', confirmPassword: 'new457' })).toEqual({
      smsCode: ['Please enter the correct OTP! (six-digit number)'],
      confirmPassword: ['The two passwords are inconsistent!'],
    });
  });
});

describe('the reset requests', () => {
  it('asks only for a +91 mobile number to send a code to', () => {
    expect(
      resetPasswordOtpRequestSchema.safeParse({ mobile: '9876543210', mobileAreaCode: '91' })
        .success,
    ).toBe(true);
    expect(
      resetPasswordOtpRequestSchema.safeParse({ mobile: '', mobileAreaCode: '91' }).error?.issues[0]
        ?.message,
    ).toBe('Please input mobile number');
  });

  it('takes the new password only as its SHA-256 digest', () => {
    const request = { mobileNo: '9876543210', mobileAreaCode: '91', smsCode: '123456' };
    expect(
      resetPasswordRequestSchema.safeParse({ ...request, password: 'a'.repeat(64) }).success,
    ).toBe(true);
    expect(
      resetPasswordRequestSchema.safeParse({ ...request, password: 'new456' }).error?.issues[0]
        ?.message,
    ).toBe('The password could not be read. Please try again.');
  });
});
