import { apiErrorMessage, isCanceledCall, useToast } from '@travel/shared';
import type { SignUpFormValues } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { useCallback } from 'react';
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
  const t = useT();
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
      toast.success(t('auth.toast.signUpSuccess'));
      try {
        await signIn({ by: 'email', email: form.email, password: form.password });
      } catch (error) {
        if (!isCanceledCall(error)) toast.error(apiErrorMessage(error));
        onAccountCreatedButNotSignedIn();
        return;
      }
      toast.success(t('auth.toast.loginSuccess'));
      onSignedIn();
    },
    [onAccountCreatedButNotSignedIn, onSignedIn, register, signIn, t, toast],
  );
}
