import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';

/** A form checked by a shared schema on submit, then again as the traveller corrects it. */
export function useAuthForm<Values extends FieldValues>(
  resolver: Resolver<Values, unknown, Values>,
  defaultValues: DefaultValues<Values>,
): UseFormReturn<Values, unknown, Values> {
  return useForm<Values, unknown, Values>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/**
 * The invalid-submit handler: react-hook-form focuses the first failing field right after it,
 * and this brings that field to the middle of the view, above any on-screen keyboard.
 */
export function revealFirstError(): void {
  requestAnimationFrame(() => {
    const field = document.activeElement;
    if (field instanceof HTMLElement && field !== document.body) {
      field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  });
}
