import { useEffect } from 'react';
import { refreshOtpEnabled } from './api/account-api';

/** Reads the server's OTP switch each time a sign-in or sign-up form appears. */
export function useOtpEnabledCheck(): void {
  useEffect(() => {
    void refreshOtpEnabled();
  }, []);
}
