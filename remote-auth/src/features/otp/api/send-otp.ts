import { apiPost } from '@travel/shared';
import { COUNTRY_CODE } from '@travel/shared/contracts/plain';
import type { SmsBizType } from '@travel/shared';
import { useMutation } from '@travel/shared/query';

export type OtpRequest = { mobile: string; smsBizType: SmsBizType };

export async function sendOtp({ mobile, smsBizType }: OtpRequest): Promise<void> {
  await apiPost('/travel/api/send/sms/otp', { mobile, mobileAreaCode: COUNTRY_CODE, smsBizType });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
