import { FormField, TextInput } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A required e-mail box with its label and error. */
export function EmailField({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const t = useT();
  return (
    <FormField label={t('auth.field.email')} htmlFor={id} required error={error}>
      <TextInput
        id={id}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...registration}
      />
    </FormField>
  );
}
