import { sitePaths } from '@travel/shared/contracts/plain';
import { PageContainer, PageTitle, StatePanel } from '@travel/shared';
import { Link, useNavigate, useSearchParams } from '@travel/shared/router';
import styled from 'styled-components';
import { useQuote } from '../features/itinerary/api/quote';
import { FareFamilies } from '../features/itinerary/components/fare-families';
import { TripUnavailable } from '../features/itinerary/components/trip-state';
import { TripSummary } from '../ui/trip-summary';
import { quoteRequest, readTrip, tripPath } from '../ui/trip-params';
import { travellersLabel } from '../ui/format';
import { useT, type Catalogs } from '@travel/shared/i18n';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** The fare families of the chosen flights, priced by the server for these travellers. */
export default function FlightsProductPage() {
  const [params] = useSearchParams();
  const t = useT();
  const navigate = useNavigate();
  const trip = readTrip(params);
  const quote = useQuote(quoteRequest(trip));

  let body;
  if (!trip.itinerary) {
    body = <TripUnavailable error={null} />;
  } else if (quote.isError) {
    body = <TripUnavailable error={quote.error} />;
  } else if (!quote.data) {
    body = <StatePanel kind="loading" label={t('flights.product.loading')} />;
  } else {
    body = (
      <Stack>
        <Back to={tripPath(sitePaths.flightsInfo, { ...trip, family: '' })}>
          {t('flights.product.backToDetails')}
        </Back>
        <TripSummary itineraries={quote.data.itineraries} />
        <p>{t('flights.product.pricesFor', { travellers: travellersLabel(t, trip) })}</p>
        <FareFamilies
          families={quote.data.families}
          chosen={trip.family}
          hrefOf={(family) => tripPath(sitePaths.flightsBooking, { ...trip, family })}
          onChoose={(family) =>
            void navigate(tripPath(sitePaths.flightsBooking, { ...trip, family }))
          }
        />
      </Stack>
    );
  }

  return (
    <PageContainer>
      <PageTitle>{t('page.flightsProduct')}</PageTitle>
      {body}
    </PageContainer>
  );
}

/** The messages this screen's code names, in each language (i18n.config.ts). */
export const catalogs: Catalogs = {
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-FlightsProductPage-en-IN" */ '../locales/en-IN.json?screen=flights-product-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-FlightsProductPage-hi-IN" */ '../locales/hi-IN.json?screen=flights-product-page&messages'
    ),
};
