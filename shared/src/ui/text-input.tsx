import { forwardRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** Marks the value as failing validation: red border and aria-invalid. */
  invalid?: boolean;
};

const StyledInput = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { invalid, type = 'text', ...rest },
  ref,
) {
  return <StyledInput ref={ref} type={type} aria-invalid={invalid || undefined} {...rest} />;
});
