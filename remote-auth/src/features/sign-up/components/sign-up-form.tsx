import { zodResolver } from '@hookform/resolvers/zod';
import { FormField, TextInput } from '@travel/shared';
import { SMS_BIZ_TYPE } from '@travel/shared/contracts/plain';
import type { SignUpFormValues } from '@travel/shared';
import { signUpFormSchema } from '@travel/shared/contracts/schemas';
import { useT } from '@travel/shared/i18n';
import { useId, useMemo } from 'react';
import { MobileWithOtpFields } from '../../../ui/mobile-with-otp-fields';
import { EmailField } from '../../../ui/email-field';
import { PasswordField } from '../../../ui/password-field';
import { SubmitButton } from '../../../ui/submit-button';
import { revealFirstError, useAuthForm } from '../../../ui/use-auth-form';
import { useSignUp } from '../use-sign-up';
import { useOtpSwitch } from '../../../api/otp-switch';

const emptyForm: SignUpFormValues = {
  name: '',
  email: '',
  mobileNo: '',
  smsCode: '',
  password: '',
  confirmPassword: '',
};

/** Name, e-mail, +91 mobile, OTP (when the server has it on), password and its confirmation. */
export function SignUpForm({
  onSignedIn,
  onAccountCreatedButNotSignedIn,
}: {
  onSignedIn: () => void;
  /** The account exists but the automatic sign-in failed: offer the sign-in form. */
  onAccountCreatedButNotSignedIn: () => void;
}) {
  const t = useT();
  const idPrefix = useId();
  const enabledOtp = useOtpSwitch();
  const resolver = useMemo(() => zodResolver(signUpFormSchema(enabledOtp)), [enabledOtp]);
  const form = useAuthForm<SignUpFormValues>(resolver, emptyForm);
  const signUp = useSignUp(onSignedIn, onAccountCreatedButNotSignedIn);
  const { errors, isSubmitting } = form.formState;
  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => signUp(values, enabledOtp), revealFirstError)}
    >
      <FormField
        label={t('auth.field.name')}
        htmlFor={id('name')}
        required
        error={errors.name?.message}
      >
        <TextInput id={id('name')} autoComplete="name" {...form.register('name')} />
      </FormField>
      <EmailField
        id={id('email')}
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <MobileWithOtpFields
        form={form}
        idPrefix={idPrefix}
        smsBizType={SMS_BIZ_TYPE.signUp}
        withCode={enabledOtp}
      />
      <PasswordField
        id={id('password')}
        autoComplete="new-password"
        error={errors.password?.message}
        hint={t('auth.field.passwordHint')}
        registration={form.register('password')}
      />
      <PasswordField
        id={id('confirmPassword')}
        label={t('auth.signUp.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={form.register('confirmPassword')}
      />
      <SubmitButton busy={isSubmitting}>{t('auth.signUp.submit')}</SubmitButton>
    </form>
  );
}
