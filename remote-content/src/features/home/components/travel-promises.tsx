import { REFUND_REVIEW_BUSINESS_DAYS } from '@travel/shared/contracts/plain';
import { media } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import styled from 'styled-components';

/* Trust strip */

const Promises = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} 0`};
  }
`;

const Tick = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
    <path
      d="m7 12.5 3.2 3.2L17 9"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export function TravelPromises() {
  const t = useT();
  return (
    <Promises aria-label={t('content.promises.label')}>
      <li>
        <Tick />
        <span>
          <strong>{t('content.promises.coupons.title')}</strong>
          {t('content.promises.coupons.text')}
        </span>
      </li>
      <li>
        <Tick />
        <span>
          <strong>{t('content.promises.refunds.title')}</strong>
          {t('content.promises.refunds.text', { days: REFUND_REVIEW_BUSINESS_DAYS })}
        </span>
      </li>
      <li>
        <Tick />
        <span>
          <strong>{t('content.promises.draw.title')}</strong>
          {t('content.promises.draw.text')}
        </span>
      </li>
    </Promises>
  );
}
