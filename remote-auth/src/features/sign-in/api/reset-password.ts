import { apiPost, setSession, sha256Hex } from '@travel/shared';
import { COUNTRY_CODE } from '@travel/shared/contracts/plain';
import type { ResetPasswordFormValues, SessionUser } from '@travel/shared';
import { useMutation } from '@travel/shared/query';

/** Sets the new password with the code; every other session ends and this browser signs in. */
export async function resetPassword(form: ResetPasswordFormValues): Promise<SessionUser> {
  const user = await apiPost('/travel/api/user/password/reset', {
    mobileNo: form.mobileNo,
    mobileAreaCode: COUNTRY_CODE,
    smsCode: form.smsCode,
    password: await sha256Hex(form.password),
  });
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

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
