import { apiPost } from '@travel/shared';
import { COUNTRY_CODE } from '@travel/shared/contracts/plain';
import type { SendOtpRequest } from '@travel/shared';
import { useMutation } from '@travel/shared/query';

export type OtpRequest = { mobile: string; smsBizType: SendOtpRequest['smsBizType'] };

export async function sendOtp({ mobile, smsBizType }: OtpRequest): Promise<void> {
  await apiPost('/travel/api/send/sms/otp', { mobile, mobileAreaCode: COUNTRY_CODE, smsBizType });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
