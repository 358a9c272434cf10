import { Button, useHydrated } from '@travel/shared';
import { formatInr } from '@travel/shared/contracts/plain';
import type { BookingQuoteResponse } from '@travel/shared';
import styled from 'styled-components';
import { PriceBreakdown } from '../../../ui/price-breakdown';
import type { TripParams } from '../../../ui/trip-params';
import { travellersLabel } from '../../../ui/format';
import { Alert, Section } from './checkout-layout';
import { RichMessage, useT } from '@travel/shared/i18n';

const Changed = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff6ec;

  p {
    margin: 0;
  }

  s {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Fine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The price, a changed fare to confirm, why the last Pay failed, and Pay. */
export function PriceSection({
  trip,
  quote,
  couponCode,
  pricing,
  booking,
  priceChanged,
  oldFare,
  newFare,
  failure,
  onAcceptNewPrice,
}: {
  trip: TripParams;
  quote: BookingQuoteResponse;
  couponCode: string | null;
  pricing: boolean;
  booking: boolean;
  /** The server's fare is no longer the one agreed to. */
  priceChanged: boolean;
  oldFare: number;
  newFare: number;
  failure: string | null;
  onAcceptNewPrice: () => void;
}) {
  const t = useT();
  // A member's booking form is painted by the server: Pay works once the page's scripts run.
  const hydrated = useHydrated();
  return (
    <Section as="section" aria-labelledby="price-heading" aria-busy={pricing}>
      <h2 id="price-heading">{t('flights.booking.price')}</h2>
      <PriceBreakdown price={quote.price} />
      {priceChanged && (
        <Changed role="alert">
          <p>
            <strong>{t('flights.booking.priceChanged')}</strong>
          </p>
          <p>
            <RichMessage
              id="flights.booking.wasNow"
              values={{ travellers: travellersLabel(t, trip) }}
              parts={{
                was: <s>{formatInr(oldFare)}</s>,
                now: <strong>{formatInr(newFare)}</strong>,
              }}
            />
          </p>
          <Button variant="secondary" onClick={onAcceptNewPrice}>
            {t('flights.booking.acceptNewPrice')}
          </Button>
        </Changed>
      )}
      {failure && !priceChanged && <Alert role="alert">{failure}</Alert>}
      <Button
        type="submit"
        form="booking-form"
        size="lg"
        block
        loading={booking}
        disabled={priceChanged || pricing || !hydrated}
      >
        {t('flights.booking.pay', { amount: formatInr(quote.price.amountToPayPaise) })}
      </Button>
      <Fine>
        {t(couponCode ? 'flights.booking.heldWithCoupon' : 'flights.booking.held', {
          minutes: quote.paymentWindowMinutes,
        })}
      </Fine>
    </Section>
  );
}
