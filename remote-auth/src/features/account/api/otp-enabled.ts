import { apiPost, setOtpEnabled } from '@travel/shared';
import { useEffect } from 'react';
import { useQuery } from '@travel/shared/query';

export async function fetchOtpEnabled(signal?: AbortSignal): Promise<boolean> {
  const { enabledOtp } = await apiPost('/travel/api/website/auth/check', {}, { signal });
  return enabledOtp;
}

/**
 * Reads the server's OTP switch each time a sign-in or sign-up form appears. A failure is
 * ignored: the stored flag stays as it was.
 */
export function useOtpEnabledCheck(): void {
  const { data } = useQuery({
    queryKey: ['auth', 'otp-enabled'],
    queryFn: ({ signal }) => fetchOtpEnabled(signal),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
  useEffect(() => {
    if (data !== undefined) setOtpEnabled(data);
  }, [data]);
}
