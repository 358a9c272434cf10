import { zodResolver } from '@hookform/resolvers/zod';
import { emailSignInFormSchema, FormField, TextInput } from '@travel/shared';
import type { EmailSignInFormValues } from '@travel/shared';
import { useSignIn } from '../use-sign-in';
import { PasswordField } from '../../../ui/password-field';
import { SubmitButton } from '../../../ui/submit-button';
import { revealFirstError, useAuthForm } from '../../../ui/use-auth-form';
import type { SignInFormProps } from './mobile-password-form';

const resolver = zodResolver(emailSignInFormSchema);

export function EmailPasswordForm({ idPrefix, onSignedIn }: SignInFormProps) {
  const form = useAuthForm<EmailSignInFormValues>(resolver, { email: '', password: '' });
  const signIn = useSignIn(onSignedIn);
  const { errors, isSubmitting } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => signIn({ by: 'email', ...values }), revealFirstError)}
    >
      <FormField
        label="E-mail"
        htmlFor={`${idPrefix}-email`}
        required
        error={errors.email?.message}
      >
        <TextInput
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.register('email')}
        />
      </FormField>
      <PasswordField
        id={`${idPrefix}-password`}
        autoComplete="current-password"
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <SubmitButton busy={isSubmitting}>Sign in</SubmitButton>
    </form>
  );
}
