import { z } from 'zod';
import {
  COUNTRY_CODE,
  EMAIL_MAX_LENGTH,
  LOGIN_PASSWORD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  SIGN_UP_PASSWORD_LENGTH,
  SMS_BIZ_TYPE,
} from '../constants';
import {
  COUNTRY_CODE_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  LOGIN_ACCOUNT_INVALID_MESSAGE,
  LOGIN_CREDENTIAL_MISSING_MESSAGE,
  LOGIN_OTP_INVALID_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  MOBILE_PATTERN,
  MOBILE_REQUIRED_MESSAGE,
  NAME_HIDDEN_CHARACTERS_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  OTP_INVALID_MESSAGE,
  PASSWORDS_INCONSISTENT_MESSAGE,
  PASSWORD_DIGEST_INVALID_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  SEND_OTP_EMPTY_MOBILE_MESSAGE,
  SIGN_UP_PASSWORD_LENGTH_MESSAGE,
  SMS_BIZ_TYPE_INVALID_MESSAGE,
  TOO_LONG_MESSAGE,
  UID_INVALID_MESSAGE,
  hasHiddenCharacters,
  type ResetPasswordFormValues,
  type SignUpFormValues,
} from '../rules';

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const PASSWORD_DIGEST_PATTERN = /^[0-9a-f]{64}$/;

type Rule = readonly [passes: (value: string) => boolean, message: string];

const maxLength = (max: number): Rule => [(value) => value.length <= max, TOO_LONG_MESSAGE];
const matches = (pattern: RegExp, message: string): Rule => [
  (value) => pattern.test(value),
  message,
];

/**
 * A required string: the required message when it is missing or empty, otherwise the message of
 * the first rule it breaks, so a field shows one message at a time.
 */
function requiredString(schema: z.ZodString, requiredMessage: string, rules: readonly Rule[]) {
  return schema.superRefine((value, ctx) => {
    const message = value ? rules.find(([passes]) => !passes(value))?.[1] : requiredMessage;
    // `continue` lets a form-level rule (password confirmation) still run when this field fails.
    if (message) ctx.addIssue({ code: 'custom', message, continue: true });
  });
}

/** Surrounding spaces are trimmed; anything else is judged as typed. */
function requiredText(requiredMessage: string, ...rules: Rule[]) {
  return requiredString(z.string({ error: requiredMessage }).trim(), requiredMessage, rules);
}

// Passwords are not trimmed: a space is a character the user chose.
function requiredPassword(...rules: Rule[]) {
  return requiredString(
    z.string({ error: PASSWORD_REQUIRED_MESSAGE }),
    PASSWORD_REQUIRED_MESSAGE,
    rules,
  );
}

/** Exactly 10 digits starting 6-9; '+91', a leading 0 or inner spaces are rejected, not repaired. */
function mobileRule(requiredMessage: string) {
  return requiredText(requiredMessage, matches(MOBILE_PATTERN, MOBILE_INVALID_MESSAGE));
}

export const mobileSchema = mobileRule(MOBILE_REQUIRED_MESSAGE);

/** Trimmed and NFC-normalised, so the same name typed two ways is stored one way. */
export const nameSchema = requiredString(
  z.string({ error: NAME_REQUIRED_MESSAGE }).trim().normalize('NFC'),
  NAME_REQUIRED_MESSAGE,
  [
    maxLength(NAME_MAX_LENGTH),
    [(value) => !hasHiddenCharacters(value), NAME_HIDDEN_CHARACTERS_MESSAGE],
  ],
);

export const emailSchema = requiredText(
  EMAIL_INVALID_MESSAGE,
  maxLength(EMAIL_MAX_LENGTH),
  matches(z.regexes.email, EMAIL_INVALID_MESSAGE),
);

export const signUpPasswordSchema = requiredPassword([
  (value) => value.length === SIGN_UP_PASSWORD_LENGTH,
  SIGN_UP_PASSWORD_LENGTH_MESSAGE,
]);

const signInPasswordSchema = requiredPassword(maxLength(LOGIN_PASSWORD_MAX_LENGTH));

export const otpSchema = requiredText(
  OTP_INVALID_MESSAGE,
  matches(OTP_PATTERN, OTP_INVALID_MESSAGE),
);

export const loginOtpSchema = requiredText(
  LOGIN_OTP_INVALID_MESSAGE,
  matches(OTP_PATTERN, LOGIN_OTP_INVALID_MESSAGE),
);

/** The SHA-256 hex digest the browser sends instead of the password. */
export const passwordDigestSchema = z
  .string({ error: PASSWORD_DIGEST_INVALID_MESSAGE })
  .regex(PASSWORD_DIGEST_PATTERN, PASSWORD_DIGEST_INVALID_MESSAGE);

const passwordPairSchema = z.object({
  password: signUpPasswordSchema,
  confirmPassword: signUpPasswordSchema,
});

export function signUpFormSchema(
  enabledOtp: boolean,
): z.ZodType<SignUpFormValues, SignUpFormValues> {
  return z
    .object({
      name: nameSchema,
      email: emailSchema,
      mobileNo: mobileSchema,
      smsCode: enabledOtp ? otpSchema : z.string().trim().optional(),
      password: signUpPasswordSchema,
      confirmPassword: signUpPasswordSchema,
    })
    .refine((form) => form.password === form.confirmPassword, {
      error: PASSWORDS_INCONSISTENT_MESSAGE,
      path: ['confirmPassword'],
      // Report a mismatch even while another field is still wrong.
      when: ({ value }) => passwordPairSchema.safeParse(value).success,
    });
}

/** Step 2 of "Forgot password?": the code sent to the number and the new password, twice. */
export const resetPasswordFormSchema: z.ZodType<ResetPasswordFormValues, ResetPasswordFormValues> =
  z
    .object({
      mobileNo: mobileSchema,
      smsCode: otpSchema,
      password: signUpPasswordSchema,
      confirmPassword: signUpPasswordSchema,
    })
    .refine((form) => form.password === form.confirmPassword, {
      error: PASSWORDS_INCONSISTENT_MESSAGE,
      path: ['confirmPassword'],
      when: ({ value }) => passwordPairSchema.safeParse(value).success,
    });

export const mobileSignInFormSchema = z.object({
  mobileNo: mobileSchema,
  password: signInPasswordSchema,
});
export type MobileSignInFormValues = z.infer<typeof mobileSignInFormSchema>;

export const emailSignInFormSchema = z.object({
  email: emailSchema,
  password: signInPasswordSchema,
});
export type EmailSignInFormValues = z.infer<typeof emailSignInFormSchema>;

export const otpSignInFormSchema = z.object({
  mobileNo: mobileSchema,
  smsCode: loginOtpSchema,
});
export type OtpSignInFormValues = z.infer<typeof otpSignInFormSchema>;

const countryCodeSchema = z.literal(COUNTRY_CODE, { error: COUNTRY_CODE_INVALID_MESSAGE });

export const registerRequestSchema = z.object({
  nickname: nameSchema,
  email: emailSchema,
  mobileNo: mobileSchema,
  mobileAreaCode: countryCodeSchema,
  password: passwordDigestSchema,
  smsCode: otpSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z
  .object({
    loginAccount: requiredText(LOGIN_ACCOUNT_INVALID_MESSAGE, [
      (account) => MOBILE_PATTERN.test(account) || z.regexes.email.test(account),
      LOGIN_ACCOUNT_INVALID_MESSAGE,
    ]),
    password: passwordDigestSchema.optional(),
    mobileAreaCode: countryCodeSchema.optional(),
    smsCode: loginOtpSchema.optional(),
  })
  .refine((login) => login.password !== undefined || login.smsCode !== undefined, {
    error: LOGIN_CREDENTIAL_MISSING_MESSAGE,
    path: ['password'],
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const logoutRequestSchema = z.object({
  uid: z
    .string({ error: UID_INVALID_MESSAGE })
    .trim()
    .min(1, UID_INVALID_MESSAGE)
    .max(64, UID_INVALID_MESSAGE),
});
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

export const sendOtpRequestSchema = z.object({
  mobile: mobileRule(SEND_OTP_EMPTY_MOBILE_MESSAGE),
  mobileAreaCode: countryCodeSchema,
  smsBizType: z.union([z.literal(SMS_BIZ_TYPE.login), z.literal(SMS_BIZ_TYPE.signUp)], {
    error: SMS_BIZ_TYPE_INVALID_MESSAGE,
  }),
});
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

/** Step 1 of a password reset: the number to send a code to (only if it has an account). */
export const resetPasswordOtpRequestSchema = z.object({
  mobile: mobileRule(SEND_OTP_EMPTY_MOBILE_MESSAGE),
  mobileAreaCode: countryCodeSchema,
});
export type ResetPasswordOtpRequest = z.infer<typeof resetPasswordOtpRequestSchema>;

/** Step 2: the code and the new password's digest; the answer is a new session. */
export const resetPasswordRequestSchema = z.object({
  mobileNo: mobileSchema,
  mobileAreaCode: countryCodeSchema,
  smsCode: otpSchema,
  password: passwordDigestSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
