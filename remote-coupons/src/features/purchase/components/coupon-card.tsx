import { formatInr } from '@travel/shared/contracts/plain';
import { media } from '@travel/shared';
import type { CouponProduct } from '@travel/shared';
import { useDates, useT } from '@travel/shared/i18n';
import styled from 'styled-components';
import { couponName } from '../../../ui/coupon-name';

const Card = styled.article<{ $color: string; $available: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  color: #fff;
  background: ${({ $color, $available }) => ($available ? $color : '#6B7280')};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;

  /* The notches of a paper coupon where the stub tears off. */
  &::before,
  &::after {
    content: '';
    position: absolute;
    bottom: 92px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background};
  }

  &::before {
    left: -11px;
  }

  &::after {
    right: -11px;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
`;

const TopLine = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  opacity: 0.9;

  code {
    font-size: 0.75rem;
    letter-spacing: 0.02em;
    text-transform: none;
  }
`;

const Worth = styled.h3`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: 0.9rem;
  font-weight: 600;

  strong {
    display: block;
    font-size: 2.25rem;
    font-weight: 800;
    line-height: 1.1;
    letter-spacing: -0.01em;
  }

  ${media.mobile} {
    strong {
      font-size: 2rem;
    }
  }
`;

const Saving = styled.p`
  align-self: flex-start;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 2px 10px;
  border: 1px solid rgba(255, 255, 255, 0.45);
  border-radius: ${({ theme }) => theme.radii.round};
  /* Darker than the card, never lighter: white text keeps its contrast on every colour. */
  background: rgba(0, 0, 0, 0.24);
  font-weight: 700;
`;

const Perks = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;

  li + li {
    margin-top: 2px;
  }
`;

const Stub = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 92px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 2px dashed rgba(255, 255, 255, 0.55);
  background: rgba(0, 0, 0, 0.14);
`;

const Pay = styled.p`
  margin: 0;
  font-size: 0.85rem;
  opacity: 0.95;

  strong {
    display: block;
    font-size: 1.35rem;
    opacity: 1;
  }
`;

const BuyButton = styled.button<{ $color: string }>`
  min-width: 104px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: 700;
  color: ${({ $color }) => $color};
  background: #fff;
  cursor: pointer;
  transition: transform 0.15s;

  &:hover:not(:disabled) {
    transform: translateY(-1px);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    color: #4b5563;
    cursor: not-allowed;
  }
`;

/** One coupon of the catalogue, drawn as a paper coupon in its own colour. */
export function CouponCard({
  product,
  busy,
  onBuy,
}: {
  product: CouponProduct;
  busy: boolean;
  onBuy: (product: CouponProduct) => void;
}) {
  const t = useT();
  const dates = useDates();
  const name = couponName(t, product.backAmountPaise);
  const price = formatInr(product.totalAmountPaise);
  const headingId = `coupon-${product.code}`;
  const savingPaise = product.backAmountPaise - product.totalAmountPaise;
  return (
    <Card $color={product.color} $available={product.available} aria-labelledby={headingId}>
      <Body>
        <TopLine>
          <span>{product.available ? t('coupons.card.kind') : t('coupons.card.expired')}</span>
          <code>{product.code}</code>
        </TopLine>
        <Worth id={headingId}>
          <span>{t('coupons.card.worth')}</span>{' '}
          <strong>{formatInr(product.backAmountPaise)}</strong>
        </Worth>
        <Saving>{t('coupons.card.save', { amount: formatInr(savingPaise) })}</Saving>
        <Perks>
          <li>{t('coupons.coupon.validUntil', { date: dates.day(product.expirationDate) })}</li>
          <li>✈ {t('coupons.draw.oneEntry')}</li>
        </Perks>
      </Body>
      <Stub>
        <Pay>
          {t('coupons.card.youPay')}
          <strong>{price}</strong>
        </Pay>
        <BuyButton
          type="button"
          $color={product.color}
          disabled={!product.available || busy}
          aria-label={
            product.available
              ? t('coupons.card.buyLabel', { couponName: name, price })
              : t('coupons.card.expiredLabel', { couponName: name })
          }
          onClick={() => onBuy(product)}
        >
          {product.available ? t('coupons.card.buy') : t('coupons.card.expired')}
        </BuyButton>
      </Stub>
    </Card>
  );
}
