import { apiPost, sha256Hex } from '@travel/shared';
import { COUNTRY_CODE } from '@travel/shared/contracts/plain';
import type { SignUpFormValues } from '@travel/shared';
import { useMutation } from '@travel/shared/query';

export type Registration = { form: SignUpFormValues; enabledOtp: boolean };

export async function register({ form, enabledOtp }: Registration): Promise<void> {
  await apiPost('/travel/api/user/register', {
    nickname: form.name,
    email: form.email,
    mobileNo: form.mobileNo,
    mobileAreaCode: COUNTRY_CODE,
    password: await sha256Hex(form.password),
    ...(enabledOtp && form.smsCode ? { smsCode: form.smsCode } : {}),
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
