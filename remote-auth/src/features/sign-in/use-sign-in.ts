import { apiErrorMessage, isCanceledCall, useToast } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { useCallback } from 'react';
import { useLogin, type Credentials } from '../../api/login';

/** Signs in, says so, then hands over to `onSignedIn`; a refusal is shown in a toast. */
export function useSignIn(onSignedIn: () => void): (credentials: Credentials) => Promise<void> {
  const t = useT();
  const toast = useToast();
  const { mutateAsync: signIn } = useLogin();
  return useCallback(
    async (credentials: Credentials) => {
      try {
        await signIn(credentials);
      } catch (error) {
        if (!isCanceledCall(error)) toast.error(apiErrorMessage(error));
        return;
      }
      toast.success(t('auth.toast.loginSuccess'));
      onSignedIn();
    },
    [onSignedIn, signIn, t, toast],
  );
}
