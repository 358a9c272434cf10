import {
  apiPost,
  COUNTRY_CODE,
  setOtpEnabled,
  setSession,
  sha256Hex,
  type LoginRequest,
  type SessionUser,
  type SignUpFormValues,
  type SmsBizType,
} from '@travel/shared';

/** Asks the server whether one-time codes are on; the stored flag stays as it was on failure. */
export async function refreshOtpEnabled(): Promise<void> {
  try {
    const { enabledOtp } = await apiPost('/travel/api/website/auth/check', {});
    setOtpEnabled(enabledOtp);
  } catch {
    // Spec: failures of this check are ignored.
  }
}

export type Credentials =
  | { by: 'mobile'; mobileNo: string; password: string }
  | { by: 'email'; email: string; password: string }
  | { by: 'otp'; mobileNo: string; smsCode: string };

async function loginRequest(credentials: Credentials): Promise<LoginRequest> {
  switch (credentials.by) {
    case 'mobile':
      return {
        loginAccount: credentials.mobileNo,
        mobileAreaCode: COUNTRY_CODE,
        password: await sha256Hex(credentials.password),
      };
    case 'email':
      return { loginAccount: credentials.email, password: await sha256Hex(credentials.password) };
    case 'otp':
      return {
        loginAccount: credentials.mobileNo,
        mobileAreaCode: COUNTRY_CODE,
        smsCode: credentials.smsCode,
      };
  }
}

/** Signs in and stores the session in the browser. */
export async function signIn(credentials: Credentials): Promise<SessionUser> {
  const user = await apiPost('/travel/api/user/login', await loginRequest(credentials));
  const session: SessionUser = {
    nickname: user.nickname,
    email: user.email,
    mobileNo: user.mobileNo,
    uid: user.uid,
    token: user.utoken,
  };
  setSession(session);
  return session;
}

export async function register(form: SignUpFormValues, enabledOtp: boolean): Promise<void> {
  await apiPost('/travel/api/user/register', {
    nickname: form.name,
    email: form.email,
    mobileNo: form.mobileNo,
    mobileAreaCode: COUNTRY_CODE,
    password: await sha256Hex(form.password),
    ...(enabledOtp && form.smsCode ? { smsCode: form.smsCode } : {}),
  });
}

export async function sendOtp(mobile: string, smsBizType: SmsBizType): Promise<void> {
  await apiPost('/travel/api/send/sms/otp', { mobile, mobileAreaCode: COUNTRY_CODE, smsBizType });
}
