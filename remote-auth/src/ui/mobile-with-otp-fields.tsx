import { FormField } from '@travel/shared';
import type { SendOtpRequest } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { MobileNumberInput } from './mobile-number-input';
import { OtpField } from './otp-field';
import { SendOtpButton } from './send-otp-button';

type MobileAndCode = { mobileNo: string; smsCode?: string | undefined };

/** Mobile number with "Send OTP" beside it, then the code boxes. */
export function MobileWithOtpFields<Values extends FieldValues & MobileAndCode>({
  form,
  idPrefix,
  smsBizType,
  withCode,
}: {
  form: UseFormReturn<Values, unknown, Values>;
  idPrefix: string;
  smsBizType: SendOtpRequest['smsBizType'];
  /** Whether to ask for the code (sign-up asks only when the server has OTP on). */
  withCode: boolean;
}) {
  const t = useT();
  // Both fields exist on every form that uses this component.
  const mobileNo = 'mobileNo' as FieldPath<Values>;
  const smsCode = 'smsCode' as FieldPath<Values>;
  const mobileError = form.formState.errors.mobileNo?.message;

  return (
    <>
      <FormField
        label={t('auth.field.mobile')}
        htmlFor={`${idPrefix}-mobile`}
        required
        error={typeof mobileError === 'string' ? mobileError : undefined}
      >
        <MobileNumberInput
          id={`${idPrefix}-mobile`}
          {...form.register(mobileNo)}
          action={
            withCode && (
              <SendOtpButton
                smsBizType={smsBizType}
                readMobile={() => String(form.getValues(mobileNo) ?? '')}
                onMobileError={(message) =>
                  form.setError(mobileNo, { type: 'manual', message }, { shouldFocus: true })
                }
                onSent={() => {
                  form.clearErrors(mobileNo);
                  form.setFocus(smsCode);
                }}
              />
            )
          }
        />
      </FormField>
      {withCode && <OtpField control={form.control} name={smsCode} id={`${idPrefix}-otp`} />}
    </>
  );
}
