import { Card, PageContainer, PageTitle, StatePanel, formatInr } from '@travel/shared';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuote } from '../features/itinerary/api/quote';
import { TripUnavailable } from '../features/itinerary/components/trip-state';
import { TripSummary } from '../features/itinerary/components/trip-summary';
import { quoteRequest, readTrip, tripPath } from '../features/itinerary/trip-params';
import { travellersLabel } from '../ui/format';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Fare = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }

  p {
    margin: 0;
  }

  strong {
    font-size: 1.4rem;
  }
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** The chosen flights and fare, priced again by the server. */
export default function FlightsBookingPage() {
  const [params] = useSearchParams();
  const trip = readTrip(params);
  const quote = useQuote(quoteRequest(trip));
  const family = quote.data?.families.find((item) => item.code === trip.family);

  let body;
  if (!trip.itinerary) {
    body = <TripUnavailable error={null} />;
  } else if (quote.isError) {
    body = <TripUnavailable error={quote.error} />;
  } else if (!quote.data) {
    body = <StatePanel kind="loading" label="Loading your booking…" />;
  } else if (!family) {
    body = (
      <StatePanel
        kind="notice"
        title="Please choose a fare"
        action={<Back to={tripPath('/html/flights-product', trip)}>See fares</Back>}
      />
    );
  } else {
    body = (
      <Stack>
        <Back to={tripPath('/html/flights-product', trip)}>← Change fare</Back>
        <TripSummary itineraries={quote.data.itineraries} />
        <Fare as="section" aria-label="Your fare">
          <div>
            <h2>{family.name} fare</h2>
            <p>
              {travellersLabel(trip)} · {family.checkInBaggage} check-in · {family.cabinBaggage}{' '}
              cabin
            </p>
          </div>
          <p>
            Total <strong>{formatInr(family.totalPaise)}</strong>
          </p>
        </Fare>
      </Stack>
    );
  }

  return (
    <PageContainer>
      <PageTitle>Book your flight</PageTitle>
      {body}
    </PageContainer>
  );
}
