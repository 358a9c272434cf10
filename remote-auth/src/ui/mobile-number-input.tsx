import { COUNTRY_CODE } from '@travel/shared/contracts/plain';
import { TextInput } from '@travel/shared';
import type { TextInputProps } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type MobileNumberInputProps = TextInputProps & {
  /** A button beside the number, such as "Send OTP". */
  action?: ReactNode;
};

// On a narrow phone the button moves under the number rather than squeezing it.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  > button {
    flex: 1 0 auto;
  }
`;

const NumberField = styled.div`
  display: flex;
  flex: 999 1 150px;
  min-width: 0;

  &:has(input[aria-invalid='true']) > span {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const CountryCode = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-right: 0;
  border-radius: ${({ theme }) => `${theme.radii.md} 0 0 ${theme.radii.md}`};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.background};
`;

const NationalNumber = styled(TextInput)`
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space.sm} 0 12px;
  font-variant-numeric: tabular-nums;
  border-radius: ${({ theme }) => `0 ${theme.radii.md} ${theme.radii.md} 0`};
`;

/** A 10-digit Indian mobile number after a fixed +91. */
export const MobileNumberInput = forwardRef<HTMLInputElement, MobileNumberInputProps>(
  function MobileNumberInput({ action, ...input }, ref) {
    const t = useT();
    return (
      <Row>
        <NumberField>
          <CountryCode aria-hidden="true">+{COUNTRY_CODE}</CountryCode>
          <NationalNumber
            ref={ref}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('auth.field.mobilePlaceholder')}
            {...input}
          />
        </NumberField>
        {action}
      </Row>
    );
  },
);
