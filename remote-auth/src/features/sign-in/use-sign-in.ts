import { useToast } from '@travel/shared';
import { useCallback } from 'react';
import { apiErrorMessage } from '../account/api-error-message';
import { signIn, type Credentials } from '../account/api/account-api';
import { LOGIN_SUCCESS_MESSAGE } from '../account/messages';

/** Signs in, says so, then hands over to `onSignedIn`; a refusal is shown in a toast. */
export function useSignIn(onSignedIn: () => void): (credentials: Credentials) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (credentials: Credentials) => {
      try {
        await signIn(credentials);
      } catch (error) {
        const message = apiErrorMessage(error);
        if (message) toast.error(message);
        return;
      }
      toast.success(LOGIN_SUCCESS_MESSAGE);
      onSignedIn();
    },
    [onSignedIn, toast],
  );
}
