import { cloneElement, isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { useContractText } from '../locales';

type FieldControlProps = {
  id?: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

export type FormFieldProps = {
  label: ReactNode;
  /** Id of the control; also the prefix of the message ids (`${htmlFor}-error`). */
  htmlFor: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** One form control; it receives aria-required, aria-invalid and aria-describedby. */
  children: ReactElement<FieldControlProps>;
};

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RequiredMark = styled.span`
  margin-right: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorMessage = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export function FormField({ label, htmlFor, required, error, hint, children }: FormFieldProps) {
  // The spec's validation messages are written in English; the page says them in its language.
  const text = useContractText(Boolean(error));
  const errorId = `${htmlFor}-error`;
  const hintId = `${htmlFor}-hint`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  const control = isValidElement(children)
    ? cloneElement(children, {
        'aria-required': required || undefined,
        'aria-invalid': error ? true : children.props['aria-invalid'],
        'aria-describedby': describedBy || undefined,
      })
    : children;

  return (
    <Field>
      <Label htmlFor={htmlFor}>
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        {label}
      </Label>
      {control}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorMessage id={errorId} role="alert">
          {text(error)}
        </ErrorMessage>
      )}
    </Field>
  );
}
