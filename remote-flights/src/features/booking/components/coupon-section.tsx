import type { BookingQuoteResponse } from '@travel/shared';
import { Alert, Section } from './checkout-layout';
import { CouponPicker } from './coupon-picker';
import { useT } from '@travel/shared/i18n';

/** The visitor's coupons that fit this fare, and why the server refused the last one picked. */
export function CouponSection({
  coupons,
  chosen,
  disabled,
  onChoose,
  error,
}: {
  coupons: BookingQuoteResponse['coupons'];
  chosen: string | null;
  disabled: boolean;
  onChoose: (code: string | null) => void;
  error: string | null;
}) {
  const t = useT();
  return (
    <Section as="section" aria-labelledby="coupon-heading">
      <h2 id="coupon-heading">{t('flights.coupons.heading')}</h2>
      <CouponPicker coupons={coupons} chosen={chosen} disabled={disabled} onChoose={onChoose} />
      {error && <Alert role="alert">{error}</Alert>}
    </Section>
  );
}
