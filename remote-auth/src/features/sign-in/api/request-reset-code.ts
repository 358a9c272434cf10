import { apiPost } from '@travel/shared';
import { COUNTRY_CODE } from '@travel/shared/contracts/plain';
import { useMutation } from '@travel/shared/query';

/** Asks for a reset code; the answer is the same whether or not the number has an account. */
export async function requestResetCode(mobile: string): Promise<void> {
  await apiPost('/travel/api/user/password/reset/otp', { mobile, mobileAreaCode: COUNTRY_CODE });
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
