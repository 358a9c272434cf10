import { FormField, OtpInput } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** The one-time code boxes as a form field; the form sees the code only once it is complete. */
export function OtpField<Values extends FieldValues>({
  control,
  name,
  id,
}: {
  control: Control<Values, unknown, Values>;
  name: FieldPath<Values>;
  id: string;
}) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          label={t('auth.field.otp')}
          htmlFor={id}
          required
          error={fieldState.error?.message}
        >
          <OtpInput
            ref={field.ref}
            label={t('auth.field.otp')}
            id={id}
            name={field.name}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}
