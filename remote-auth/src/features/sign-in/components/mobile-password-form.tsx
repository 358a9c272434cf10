import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@travel/shared';
import type { MobileSignInFormValues } from '@travel/shared';
import { mobileSignInFormSchema } from '@travel/shared/contracts/schemas';
import { useT } from '@travel/shared/i18n';
import { useSignIn } from '../use-sign-in';
import { MobileNumberInput } from '../../../ui/mobile-number-input';
import { PasswordField } from '../../../ui/password-field';
import { SubmitButton } from '../../../ui/submit-button';
import { revealFirstError, useAuthForm } from '../../../ui/use-auth-form';

const resolver = zodResolver(mobileSignInFormSchema);

export function MobilePasswordForm({ idPrefix, onSignedIn }: SignInFormProps) {
  const form = useAuthForm<MobileSignInFormValues>(resolver, { mobileNo: '', password: '' });
  const t = useT();
  const signIn = useSignIn(onSignedIn);
  const { errors, isSubmitting } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        (values) => signIn({ by: 'mobile', ...values }),
        revealFirstError,
      )}
    >
      <FormField
        label={t('auth.field.mobile')}
        htmlFor={`${idPrefix}-mobile`}
        required
        error={errors.mobileNo?.message}
      >
        <MobileNumberInput id={`${idPrefix}-mobile`} {...form.register('mobileNo')} />
      </FormField>
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

export type SignInFormProps = {
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  onSignedIn: () => void;
};
