import { formatInr } from '@travel/shared/contracts/plain';
import type { BookingQuoteResponse } from '@travel/shared';
import styled from 'styled-components';
import type { TripParams } from '../../../ui/trip-params';
import { travellersLabel } from '../../../ui/format';
import { Section } from './checkout-layout';
import { useT } from '@travel/shared/i18n';
import { baggageText } from '../../../ui/baggage';

const Fare = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The fare family chosen: its baggage and what cancelling costs. */
export function FareSection({
  trip,
  family,
}: {
  trip: TripParams;
  family: BookingQuoteResponse['family'];
}) {
  const t = useT();
  return (
    <Section as="section" aria-labelledby="fare-heading">
      <Fare>
        <div>
          <h2 id="fare-heading">{t('flights.booking.fareHeading', { family: family.name })}</h2>
          <p>
            {t('flights.booking.fareLine', {
              travellers: travellersLabel(t, trip),
              checkIn: baggageText(t, family.checkInBaggage),
              cabin: baggageText(t, family.cabinBaggage),
            })}
          </p>
        </div>
        <p>
          {t('flights.booking.cancellationFee', { fee: formatInr(family.cancellationFeePaise) })}
        </p>
      </Fare>
    </Section>
  );
}
