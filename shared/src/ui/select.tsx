import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const StyledSelect = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 0 36px 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%235A6474' stroke-width='2'/%3E%3C/svg%3E")
    no-repeat right 14px center;
  appearance: none;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A native select styled like the shared TextInput, so FormField can label it. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function Select(props, ref) {
    return <StyledSelect ref={ref} {...props} />;
  },
);
