import { FormField, TextInput } from '@travel/shared';
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
  return (
    <FormField label="E-mail" htmlFor={id} required error={error}>
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
