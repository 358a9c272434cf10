import {
  FLIGHT_COUPON_TERMS,
  formatIndiaDate,
  formatInr,
  sitePaths,
} from '@travel/shared/contracts/plain';
import type { CheckoutCoupon } from '@travel/shared';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';

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
  if (coupons.length === 0) {
    return (
      <Note>
        You have no coupon to use on this booking.{' '}
        <Link to={sitePaths.coupon}>Buy a flight coupon</Link> and save on your next trip.
      </Note>
    );
  }
  return (
    <Fieldset disabled={disabled}>
      <legend>Use a coupon (one per booking)</legend>
      <Option $checked={chosen === null}>
        <input
          type="radio"
          name="coupon"
          checked={chosen === null}
          onChange={() => onChoose(null)}
        />
        <span>No coupon</span>
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
            {formatInr(coupon.valuePaise)} coupon
            <small>
              {coupon.code} · valid until {formatIndiaDate(coupon.expirationDate)}
            </small>
          </span>
          <strong>−{formatInr(coupon.appliedPaise)}</strong>
        </Option>
      ))}
      <Note>
        {FLIGHT_COUPON_TERMS[1]} <Link to={sitePaths.flightCouponTerms}>Coupon terms</Link>
      </Note>
    </Fieldset>
  );
}
