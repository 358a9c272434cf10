import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  FormField,
  apiErrorMessage,
  isCanceledCall,
  useCountdown,
  useToast,
} from '@travel/shared';
import {
  BUSINESS_ERRORS,
  OTP_RESEND_SECONDS,
  PASSWORD_RESET_SUCCESS_MESSAGE,
  RESET_CODE_SENT_MESSAGE,
} from '@travel/shared/contracts/plain';
import type { ResetPasswordFormValues } from '@travel/shared';
import { mobileSignInFormSchema, resetPasswordFormSchema } from '@travel/shared/contracts/schemas';
import { useT } from '@travel/shared/i18n';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { OtpField } from '../../../ui/otp-field';
import { MobileNumberInput } from '../../../ui/mobile-number-input';
import { PasswordField } from '../../../ui/password-field';
import { SubmitButton } from '../../../ui/submit-button';
import { Intro, SwitchPrompt } from '../../../ui/switch-prompt';
import { revealFirstError, useAuthForm } from '../../../ui/use-auth-form';
import { useRequestResetCode } from '../api/request-reset-code';
import { useResetPassword } from '../api/reset-password';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 1.125rem;
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
`;

const Resend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: space-between;
  align-items: center;
  margin-top: ${({ theme }) => theme.space.md};

  /* Side by side when they fit, else each across the form: never two ragged widths. */
  > button {
    flex: 1 1 auto;
  }
`;

const mobileStepSchema = mobileSignInFormSchema.pick({ mobileNo: true });
const mobileResolver = zodResolver(mobileStepSchema);
const resetResolver = zodResolver(resetPasswordFormSchema);

/** Codes the traveller can fix by typing the code again or asking for a new one. */
const CODE_MESSAGES: string[] = [
  BUSINESS_ERRORS.otpWrong.message,
  BUSINESS_ERRORS.otpExpired.message,
];

/**
 * "Forgot password?": the account's mobile number gets a code by SMS; the code and a new
 * password (twice) then change it, end every other session and sign this browser in.
 */
export function ResetPassword({
  onSignedIn,
  onBack,
}: {
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const toast = useToast();
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const [mobileNo, setMobileNo] = useState<string>();
  const { mutateAsync: requestCode, isPending: sending } = useRequestResetCode();
  const { mutateAsync: resetPassword } = useResetPassword();
  const mobileForm = useAuthForm<{ mobileNo: string }>(mobileResolver, { mobileNo: '' });
  const resetForm = useAuthForm<ResetPasswordFormValues>(resetResolver, {
    mobileNo: '',
    smsCode: '',
    password: '',
    confirmPassword: '',
  });

  async function send(mobile: string): Promise<boolean> {
    try {
      await requestCode(mobile);
    } catch (error) {
      if (!isCanceledCall(error)) toast.error(apiErrorMessage(error));
      return false;
    }
    countdown.start();
    return true;
  }

  async function sendFirst({ mobileNo: mobile }: { mobileNo: string }) {
    if (!(await send(mobile))) return;
    resetForm.reset({ mobileNo: mobile, smsCode: '', password: '', confirmPassword: '' });
    setMobileNo(mobile);
  }

  async function submit(values: ResetPasswordFormValues) {
    try {
      await resetPassword(values);
    } catch (error) {
      if (isCanceledCall(error)) return;
      const message = apiErrorMessage(error);
      if (CODE_MESSAGES.includes(message)) {
        resetForm.setError('smsCode', { type: 'server', message }, { shouldFocus: true });
      } else {
        toast.error(message);
      }
      return;
    }
    toast.success(PASSWORD_RESET_SUCCESS_MESSAGE);
    onSignedIn();
  }

  const back = (
    <SwitchPrompt>
      {t('auth.reset.remembered')}{' '}
      <button type="button" onClick={onBack}>
        {t('auth.reset.backToSignIn')}
      </button>
    </SwitchPrompt>
  );

  if (mobileNo === undefined) {
    const mobileError = mobileForm.formState.errors.mobileNo?.message;
    return (
      <section aria-labelledby={id('heading')}>
        <Heading id={id('heading')}>{t('auth.reset.heading')}</Heading>
        <Intro>{t('auth.reset.intro')}</Intro>
        <form noValidate onSubmit={mobileForm.handleSubmit(sendFirst, revealFirstError)}>
          <FormField
            label={t('auth.field.mobile')}
            htmlFor={id('mobile')}
            required
            error={mobileError}
          >
            <MobileNumberInput
              id={id('mobile')}
              autoComplete="tel-national"
              {...mobileForm.register('mobileNo')}
            />
          </FormField>
          <SubmitButton busy={mobileForm.formState.isSubmitting}>
            {t('auth.reset.sendCode')}
          </SubmitButton>
        </form>
        {back}
      </section>
    );
  }

  const { errors, isSubmitting } = resetForm.formState;
  return (
    <section aria-labelledby={id('heading')}>
      <Heading id={id('heading')}>{t('auth.reset.heading')}</Heading>
      <Notice role="status">
        {RESET_CODE_SENT_MESSAGE} (+91 {mobileNo})
      </Notice>
      <form noValidate onSubmit={resetForm.handleSubmit(submit, revealFirstError)}>
        <OtpField control={resetForm.control} name="smsCode" id={id('otp')} />
        <PasswordField
          id={id('password')}
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          error={errors.password?.message}
          hint={t('auth.field.passwordHint')}
          registration={resetForm.register('password')}
        />
        <PasswordField
          id={id('confirmPassword')}
          label={t('auth.reset.confirmNewPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          registration={resetForm.register('confirmPassword')}
        />
        <SubmitButton busy={isSubmitting}>{t('auth.reset.submit')}</SubmitButton>
      </form>
      <Resend>
        <Button
          variant="secondary"
          size="sm"
          loading={sending}
          disabled={countdown.running}
          onClick={() => void send(mobileNo)}
        >
          {countdown.running
            ? t('auth.reset.sendAgainIn', { seconds: countdown.secondsLeft })
            : t('auth.reset.sendAgain')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setMobileNo(undefined)}>
          {t('auth.reset.otherNumber')}
        </Button>
      </Resend>
      {back}
    </section>
  );
}
