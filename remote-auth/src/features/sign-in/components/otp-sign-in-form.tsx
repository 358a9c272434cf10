import { zodResolver } from '@hookform/resolvers/zod';
import { SMS_BIZ_TYPE } from '@travel/shared/contracts/plain';
import type { OtpSignInFormValues } from '@travel/shared';
import { otpSignInFormSchema } from '@travel/shared/contracts/schemas';
import { useT } from '@travel/shared/i18n';
import { useSignIn } from '../use-sign-in';
import { MobileWithOtpFields } from '../../../ui/mobile-with-otp-fields';
import { SubmitButton } from '../../../ui/submit-button';
import { revealFirstError, useAuthForm } from '../../../ui/use-auth-form';
import type { SignInFormProps } from './mobile-password-form';

const resolver = zodResolver(otpSignInFormSchema);

export function OtpSignInForm({ idPrefix, onSignedIn }: SignInFormProps) {
  const form = useAuthForm<OtpSignInFormValues>(resolver, { mobileNo: '', smsCode: '' });
  const t = useT();
  const signIn = useSignIn(onSignedIn);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => signIn({ by: 'otp', ...values }), revealFirstError)}
    >
      <MobileWithOtpFields
        form={form}
        idPrefix={idPrefix}
        smsBizType={SMS_BIZ_TYPE.login}
        withCode
      />
      <SubmitButton busy={form.formState.isSubmitting}>{t('auth.signIn.submit')}</SubmitButton>
    </form>
  );
}
