import { apiPost, setOtpEnabled, useOtpEnabled } from '@travel/shared';
import { useEffect } from 'react';
import { useQuery } from '@travel/shared/query';
import { OTP_SWITCH_KEY } from './otp-answer';

/**
 * Whether the server offers a one-time code: what the page carried or the api answered (at most
 * a minute old), else what this browser last heard. A form reads it as it appears; a failure
 * leaves the stored flag as it was.
 */
export function useOtpSwitch(): boolean {
  const stored = useOtpEnabled();
  const { data } = useQuery({
    queryKey: OTP_SWITCH_KEY,
    queryFn: ({ signal }) => apiPost('/travel/api/website/auth/check', {}, { signal }),
    staleTime: 60 * 1000,
    retry: false,
  });
  useEffect(() => {
    if (data) setOtpEnabled(data.enabledOtp);
  }, [data]);
  return data?.enabledOtp ?? stored;
}
