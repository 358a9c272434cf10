import { setSession, useSession, useToast } from '@travel/shared';
import { sitePaths } from '@travel/shared/contracts/plain';
import { useCallback } from 'react';
import { useNavigate } from '@travel/shared/router';
import { logout } from './api/logout';

export const LOGOUT_SUCCESS_MESSAGE = 'Logout successful';

/** Ends the session on the server, and in this browser even when the server cannot be reached. */
export function useLogout(): () => Promise<void> {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (session) {
      try {
        await logout(session.uid);
      } catch {
        // The visitor asked to leave: the local session goes regardless.
      }
    }
    // Leave first, so a signed-in-only page does not flash its sign-in dialog.
    await navigate(sitePaths.home);
    setSession(null);
    toast.success(LOGOUT_SUCCESS_MESSAGE);
  }, [navigate, session, toast]);
}
