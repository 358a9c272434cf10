import { formatInr } from '@travel/shared/contracts/plain';
import type { BookingQuoteResponse } from '@travel/shared';
import styled from 'styled-components';
import type { TripParams } from '../../../ui/trip-params';
import { travellersLabel } from '../../../ui/format';
import { Section } from './checkout-layout';

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
  return (
    <Section as="section" aria-labelledby="fare-heading">
      <Fare>
        <div>
          <h2 id="fare-heading">{family.name} fare</h2>
          <p>
            {travellersLabel(trip)} · {family.checkInBaggage} check-in · {family.cabinBaggage} cabin
          </p>
        </div>
        <p>
          Cancellation: airline fee {formatInr(family.cancellationFeePaise)} per traveller and
          direction
        </p>
      </Fare>
    </Section>
  );
}
