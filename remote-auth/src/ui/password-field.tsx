import { FormField, TextInput } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A required password box with its label, hint and error, as every auth form asks for one. */
export function PasswordField({
  id,
  label,
  autoComplete,
  error,
  hint,
  registration,
}: {
  id: string;
  label?: string;
  autoComplete: 'current-password' | 'new-password';
  error: string | undefined;
  hint?: string;
  registration: UseFormRegisterReturn;
}) {
  const t = useT();
  return (
    <FormField
      label={label ?? t('auth.field.password')}
      htmlFor={id}
      required
      error={error}
      hint={hint}
    >
      <TextInput id={id} type="password" autoComplete={autoComplete} {...registration} />
    </FormField>
  );
}
