export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

export const MOBILE_REQUIRED_MESSAGE = 'Please input your mobile NO.!';
export const MOBILE_INVALID_MESSAGE = 'Please enter the correct mobile number';
export const NAME_REQUIRED_MESSAGE = 'Please input your Name!';
export const EMAIL_INVALID_MESSAGE = 'Please input the correct email address!';
export const PASSWORD_REQUIRED_MESSAGE = 'Please input the password!';
export const SIGN_UP_PASSWORD_LENGTH_MESSAGE = 'Please input 6 characters';
export const PASSWORDS_INCONSISTENT_MESSAGE = 'The two passwords are inconsistent!';
export const OTP_INVALID_MESSAGE = 'Please enter the correct OTP! (six-digit number)';
export const LOGIN_OTP_INVALID_MESSAGE = 'OTP must be a 6-digit number';
export const PASSWORD_DIGEST_INVALID_MESSAGE = 'The password could not be read. Please try again.';
export const SEND_OTP_EMPTY_MOBILE_MESSAGE = 'Please input mobile number';
export const LOGIN_ACCOUNT_INVALID_MESSAGE = 'Please input your mobile NO. or email address!';
export const LOGIN_CREDENTIAL_MISSING_MESSAGE = 'Please input the password or OTP!';
export const TOO_LONG_MESSAGE = 'Please input at most 64 characters';
export const NAME_HIDDEN_CHARACTERS_MESSAGE =
  'Please remove invisible or control characters from your Name.';
export const COUNTRY_CODE_INVALID_MESSAGE = 'Only Indian mobile numbers (+91) are supported.';
export const SMS_BIZ_TYPE_INVALID_MESSAGE =
  'Please choose whether the OTP is to sign in or sign up.';
export const UID_INVALID_MESSAGE = 'Please sign in again.';
/** The one answer to a reset code request, whether or not the number has an account. */
export const RESET_CODE_SENT_MESSAGE = 'If this number has an account, we have sent it a code.';
export const PASSWORD_RESET_SUCCESS_MESSAGE =
  'Your password has been changed. You are signed in, and signed out everywhere else.';

// Controls, format characters (zero-width space, bidi overrides such as U+202E), private-use,
// unassigned and lone-surrogate code points, and line/paragraph separators.
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}]/gu;
const JOINER = /^[\u200C\u200D]$/u;
const ENDS_WITH_MARK = /\p{M}$/u;

/**
 * True when the text holds characters a reader cannot see or that reorder what they see.
 * ZWNJ/ZWJ right after a combining mark (a virama) are allowed: Indic scripts use them to
 * choose a conjunct's form in names.
 */
export function hasHiddenCharacters(value: string): boolean {
  for (const match of value.matchAll(HIDDEN_CHARACTER)) {
    const before = value.slice(0, match.index);
    if (JOINER.test(match[0]) && ENDS_WITH_MARK.test(before)) continue;
    return true;
  }
  return false;
}

export type ResetPasswordFormValues = {
  mobileNo: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
};

export type SignUpFormValues = {
  name: string;
  email: string;
  mobileNo: string;
  smsCode?: string | undefined;
  password: string;
  confirmPassword: string;
};
