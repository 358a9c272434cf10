import { apiPost, setSession, sha256Hex } from '@travel/shared';
import { COUNTRY_CODE } from '@travel/shared/contracts/plain';
import type { LoginRequest, SessionUser } from '@travel/shared';
import { useMutation } from '@travel/shared/query';

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

export function useLogin() {
  return useMutation({ mutationFn: signIn });
}
