import { zodResolver } from '@hookform/resolvers/zod';
import type { EmailSignInFormValues } from '@travel/shared';
import { emailSignInFormSchema } from '@travel/shared/contracts/schemas';
import { useT } from '@travel/shared/i18n';
import { useSignIn } from '../use-sign-in';
import { EmailField } from '../../../ui/email-field';
import { PasswordField } from '../../../ui/password-field';
import { SubmitButton } from '../../../ui/submit-button';
import { revealFirstError, useAuthForm } from '../../../ui/use-auth-form';
import type { SignInFormProps } from './mobile-password-form';

const resolver = zodResolver(emailSignInFormSchema);

export function EmailPasswordForm({ idPrefix, onSignedIn }: SignInFormProps) {
  const form = useAuthForm<EmailSignInFormValues>(resolver, { email: '', password: '' });
  const t = useT();
  const signIn = useSignIn(onSignedIn);
  const { errors, isSubmitting } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => signIn({ by: 'email', ...values }), revealFirstError)}
    >
      <EmailField
        id={`${idPrefix}-email`}
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        autoComplete="current-password"
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <SubmitButton busy={isSubmitting}>{t('auth.signIn.submit')}</SubmitButton>
    </form>
  );
}
