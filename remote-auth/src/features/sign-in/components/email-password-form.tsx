import { zodResolver } from '@hookform/resolvers/zod';
import { emailSignInFormSchema, FormField, TextInput } from '@travel/shared';
import type { EmailSignInFormValues } from '@travel/shared';
import { useSignIn } from '../use-sign-in';
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
      <FormField
        label="Password"
        htmlFor={`${idPrefix}-password`}
        required
        error={errors.password?.message}
      >
        <TextInput
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
        />
      </FormField>
      <SubmitButton busy={isSubmitting}>Sign in</SubmitButton>
    </form>
  );
}
