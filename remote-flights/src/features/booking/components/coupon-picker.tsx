import { formatInr, sitePaths } from '@travel/shared/contracts/plain';
import type { CheckoutCoupon } from '@travel/shared';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { RichMessage, useDates, useT } from '@travel/shared/i18n';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 700;
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    color: #155d2a;
    white-space: nowrap;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The visitor's usable coupons; one per booking, or none. */
export function CouponPicker({
  coupons,
  chosen,
  disabled,
  onChoose,
}: {
  coupons: CheckoutCoupon[];
  chosen: string | null;
  disabled: boolean;
  onChoose: (code: string | null) => void;
}) {
  const t = useT();
  const dates = useDates();
  if (coupons.length === 0) {
    return (
      <Note>
        <RichMessage
          id="flights.coupons.none"
          parts={{ link: <Link to={sitePaths.coupon}>{t('flights.coupons.buy')}</Link> }}
        />
      </Note>
    );
  }
  return (
    <Fieldset disabled={disabled}>
      <legend>{t('flights.coupons.legend')}</legend>
      <Option $checked={chosen === null}>
        <input
          type="radio"
          name="coupon"
          checked={chosen === null}
          onChange={() => onChoose(null)}
        />
        <span>{t('flights.coupons.noCoupon')}</span>
        <span />
      </Option>
      {coupons.map((coupon) => (
        <Option key={coupon.code} $checked={chosen === coupon.code}>
          <input
            type="radio"
            name="coupon"
            value={coupon.code}
            checked={chosen === coupon.code}
            onChange={() => onChoose(coupon.code)}
          />
          <span>
            {t('flights.coupons.value', { value: formatInr(coupon.valuePaise) })}
            <small>
              {coupon.code} ·{' '}
              {t('flights.coupons.validUntil', { date: dates.day(coupon.expirationDate) })}
            </small>
          </span>
          <strong>−{formatInr(coupon.appliedPaise)}</strong>
        </Option>
      ))}
      <Note>
        {t('flights.coupons.offBaseFare')}{' '}
        <Link to={sitePaths.flightCouponTerms}>{t('flights.coupons.terms')}</Link>
      </Note>
    </Fieldset>
  );
}
