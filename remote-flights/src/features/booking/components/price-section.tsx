import { Button } from '@travel/shared';
import { formatInr } from '@travel/shared/contracts/plain';
import type { BookingQuoteResponse } from '@travel/shared';
import styled from 'styled-components';
import { PriceBreakdown } from '../../../ui/price-breakdown';
import type { TripParams } from '../../../ui/trip-params';
import { travellersLabel } from '../../../ui/format';
import { Alert, Section } from './checkout-layout';

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
  return (
    <Section as="section" aria-labelledby="price-heading" aria-busy={pricing}>
      <h2 id="price-heading">Price</h2>
      <PriceBreakdown price={quote.price} />
      {priceChanged && (
        <Changed role="alert">
          <p>
            <strong>The price of this trip has changed.</strong>
          </p>
          <p>
            Was <s>{formatInr(oldFare)}</s>, now <strong>{formatInr(newFare)}</strong> for{' '}
            {travellersLabel(trip)}.
          </p>
          <Button variant="secondary" onClick={onAcceptNewPrice}>
            Continue with the new price
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
        disabled={priceChanged || pricing}
      >
        Pay {formatInr(quote.price.amountToPayPaise)} by UPI
      </Button>
      <Fine>
        Your seats{couponCode ? ' and coupon are' : ' are'} held for {quote.paymentWindowMinutes}{' '}
        minutes while you pay. By paying you accept the fare rules and the refund and cancellation
        policy.
      </Fine>
    </Section>
  );
}
