import { formatInr } from '@travel/shared/contracts/plain';
import type { PriceBreakdown as Price } from '@travel/shared';
import styled from 'styled-components';
import { useT } from '@travel/shared/i18n';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  .coupon {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }

  .total {
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.15rem;
    font-weight: 700;
  }
`;

/** Base fare, taxes, fees, coupon and the amount to pay, as the server priced them. */
export function PriceBreakdown({ price, paidLabel }: { price: Price; paidLabel?: string }) {
  const t = useT();
  return (
    <List>
      <dt>{t('flights.price.baseFare')}</dt>
      <dd>{formatInr(price.basePaise)}</dd>
      <dt>{t('flights.price.taxes')}</dt>
      <dd>{formatInr(price.taxesPaise)}</dd>
      <dt>{t('flights.price.convenienceFee')}</dt>
      <dd>{formatInr(price.convenienceFeePaise)}</dd>
      {price.couponCode && (
        <>
          <dt className="coupon">{t('flights.price.coupon', { code: price.couponCode })}</dt>
          <dd className="coupon">−{formatInr(price.couponAppliedPaise)}</dd>
        </>
      )}
      <dt className="total">{paidLabel ?? t('flights.price.amountToPay')}</dt>
      <dd className="total" data-testid="amount-to-pay">
        {formatInr(price.amountToPayPaise)}
      </dd>
    </List>
  );
}
