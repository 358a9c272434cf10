import { useToast } from '@travel/shared';
import type { SignUpFormValues } from '@travel/shared';
import { useCallback } from 'react';
import { apiErrorMessage } from '../account/api-error-message';
import { register, signIn } from '../account/api/account-api';
import { LOGIN_SUCCESS_MESSAGE, SIGN_UP_SUCCESS_MESSAGE } from '../account/messages';

/**
 * Creates the account, then signs in with the new e-mail and password (spec section 4), then
 * hands over to `onSignedIn`. Each refusal is shown in a toast.
 */
export function useSignUp(
  onSignedIn: () => void,
  onAccountCreatedButNotSignedIn: () => void,
): (form: SignUpFormValues, enabledOtp: boolean) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (form: SignUpFormValues, enabledOtp: boolean) => {
      try {
        await register(form, enabledOtp);
      } catch (error) {
        const message = apiErrorMessage(error);
        if (message) toast.error(message);
        return;
      }
      toast.success(SIGN_UP_SUCCESS_MESSAGE);
      try {
        await signIn({ by: 'email', email: form.email, password: form.password });
      } catch (error) {
        const message = apiErrorMessage(error);
        if (message) toast.error(message);
        onAccountCreatedButNotSignedIn();
        return;
      }
      toast.success(LOGIN_SUCCESS_MESSAGE);
      onSignedIn();
    },
    [onAccountCreatedButNotSignedIn, onSignedIn, toast],
  );
}
