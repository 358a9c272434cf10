import {
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_REVIEW_BUSINESS_DAYS,
  sitePaths,
} from '@travel/shared/contracts/plain';
import { media } from '@travel/shared';
import { useDates, useT } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: 1.25rem;
  }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    counter-increment: step;
  }

  li::before {
    content: counter(step);
    display: flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    font-weight: 700;
    color: #fff;
    background: ${({ theme }) => theme.colors.primary};
  }

  strong {
    display: block;
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Refunds = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** `expirationDate`: the last day of use of the coupons on sale now, when a series is on sale. */
export function HowItWorks({ expirationDate }: { expirationDate: string | null }) {
  const t = useT();
  const dates = useDates();
  return (
    <Section aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">{t('coupons.howItWorks.title')}</h2>
      <Steps>
        <li>
          <div>
            <strong>{t('coupons.howItWorks.pay.title')}</strong>
            <span>{t('coupons.howItWorks.pay.text')}</span>
          </div>
        </li>
        <li>
          <div>
            <strong>{t('coupons.howItWorks.code.title')}</strong>
            <span>{t('coupons.howItWorks.code.text')}</span>
          </div>
        </li>
        <li>
          <div>
            <strong>{t('coupons.howItWorks.use.title')}</strong>
            <span>
              {expirationDate
                ? t('coupons.howItWorks.use.textUntil', { date: dates.day(expirationDate) })
                : t('coupons.howItWorks.use.text')}
            </span>
          </div>
        </li>
      </Steps>
      <Refunds>
        {t('coupons.howItWorks.refunds', {
          reviewDays: REFUND_REVIEW_BUSINESS_DAYS,
          processingDays: REFUND_PROCESSING_BUSINESS_DAYS,
        })}{' '}
        <Link to={sitePaths.refundCancellationPolicy}>{t('coupons.howItWorks.refundPolicy')}</Link>
      </Refunds>
    </Section>
  );
}
