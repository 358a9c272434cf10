import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useCountdown } from '@travel/shared';
import { formatMinutesSeconds, secondsUntil } from './countdown-format';
import { useT } from '@travel/shared/i18n';

const Timer = styled.p<{ $urgent: boolean }>`
  display: flex;
  align-items: baseline;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    font-size: 1.25rem;
    font-variant-numeric: tabular-nums;
    color: ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.text)};
  }
`;

/** Time left in the UPI payment window, mm:ss; mount it once per payment. */
export function PaymentCountdown({ expiresAt }: { expiresAt: string }) {
  const [windowSeconds] = useState(() => secondsUntil(expiresAt));
  const { secondsLeft, start } = useCountdown(windowSeconds);
  const t = useT();
  useEffect(() => start(), [start]);
  return (
    <Timer $urgent={secondsLeft <= 60}>
      {t('kit.payment.timeLeft')}
      <strong role="timer" aria-label={t('kit.payment.timeLeft')} data-testid="payment-countdown">
        {formatMinutesSeconds(secondsLeft)}
      </strong>
    </Timer>
  );
}
