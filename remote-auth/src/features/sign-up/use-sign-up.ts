import { apiErrorMessage, isCanceledCall, useToast } from '@travel/shared';
import type { SignUpFormValues } from '@travel/shared';
import { useCallback } from 'react';
import { LOGIN_SUCCESS_MESSAGE, SIGN_UP_SUCCESS_MESSAGE } from '../../ui/auth-messages';
import { useLogin } from '../../api/login';
import { useRegister } from './api/register';

/**
 * Creates the account, then signs in with the new e-mail and password (docs/product.md,
 * "Accounts and the session"), then hands over to `onSignedIn`. Each refusal is shown in a toast.
 */
export function useSignUp(
  onSignedIn: () => void,
  onAccountCreatedButNotSignedIn: () => void,
): (form: SignUpFormValues, enabledOtp: boolean) => Promise<void> {
  const toast = useToast();
  const { mutateAsync: register } = useRegister();
  const { mutateAsync: signIn } = useLogin();
  return useCallback(
    async (form: SignUpFormValues, enabledOtp: boolean) => {
      try {
        await register({ form, enabledOtp });
      } catch (error) {
        if (!isCanceledCall(error)) toast.error(apiErrorMessage(error));
        return;
      }
      toast.success(SIGN_UP_SUCCESS_MESSAGE);
      try {
        await signIn({ by: 'email', email: form.email, password: form.password });
      } catch (error) {
        if (!isCanceledCall(error)) toast.error(apiErrorMessage(error));
        onAccountCreatedButNotSignedIn();
        return;
      }
      toast.success(LOGIN_SUCCESS_MESSAGE);
      onSignedIn();
    },
    [onAccountCreatedButNotSignedIn, onSignedIn, register, signIn, toast],
  );
}
