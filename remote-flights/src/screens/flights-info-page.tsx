import { ButtonLink, Card, PageContainer, PageTitle, StatePanel, media } from '@travel/shared';
import { formatInr, sitePaths } from '@travel/shared/contracts/plain';
import type { Itinerary } from '@travel/shared';
import { Link, useSearchParams } from '@travel/shared/router';
import styled from 'styled-components';
import { useItinerary } from '../api/itinerary';
import { SegmentList } from '../features/itinerary/components/segment-list';
import { TripUnavailable } from '../features/itinerary/components/trip-state';
import { readTrip, searchPathFor, tripPath } from '../ui/trip-params';
import { LazyRouteMap } from '../ui/map/lazy-route-map';
import { travellersLabel } from '../ui/format';
import { RichMessage, useT, type Catalogs } from '@travel/shared/i18n';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  p {
    margin: 0;
  }

  strong {
    font-size: 1.3rem;
  }

  ${media.mobile} {
    position: sticky;
    bottom: 0;
    padding: ${({ theme }) => theme.space.md};

    a {
      flex: 1;
    }
  }
`;

const MapCard = styled(Card)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.1rem;
  }

  > div {
    max-width: 460px;
    margin: 0 auto;
  }
`;

/** The airports an itinerary touches, in order. */
function stopsOf(itinerary: Itinerary): string[] {
  return [itinerary.from, ...itinerary.segments.map((segment) => segment.to)];
}

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** The chosen flights, segment by segment; the fares open on /html/flights-product. */
export default function FlightsInfoPage() {
  const [params] = useSearchParams();
  const t = useT();
  const trip = readTrip(params);
  const outbound = useItinerary(trip.itinerary, trip.cabin);
  const inbound = useItinerary(trip.returnItinerary, trip.cabin);

  let body;
  if (!trip.itinerary) {
    body = <TripUnavailable error={null} />;
  } else if (outbound.isError || inbound.isError) {
    body = <TripUnavailable error={outbound.error ?? inbound.error} />;
  } else if (!outbound.data || (trip.returnItinerary && !inbound.data)) {
    body = <StatePanel kind="loading" label={t('flights.info.loading')} />;
  } else {
    const lead = outbound.data.price.totalPaise + (inbound.data?.price.totalPaise ?? 0);
    body = (
      <Stack>
        <Back to={searchPathFor(trip, outbound.data, inbound.data)}>
          {t('flights.info.backToResults')}
        </Back>
        <SegmentList
          itinerary={outbound.data}
          label={inbound.data ? t('flights.trip.departure') : undefined}
        />
        {inbound.data && <SegmentList itinerary={inbound.data} label={t('flights.trip.return')} />}
        <MapCard as="section" aria-labelledby="route-map-heading">
          <h2 id="route-map-heading">{t('flights.info.routeMap')}</h2>
          <div>
            <LazyRouteMap
              legs={[stopsOf(outbound.data), ...(inbound.data ? [stopsOf(inbound.data)] : [])]}
            />
          </div>
        </MapCard>
        <Footer>
          <p>
            <RichMessage
              id="flights.info.lead"
              values={{ travellers: travellersLabel(t, trip) }}
              parts={{ price: <strong>{formatInr(lead)}</strong> }}
            />
          </p>
          <ButtonLink to={tripPath(sitePaths.flightsProduct, trip)}>
            {t('flights.info.seeFares')}
          </ButtonLink>
        </Footer>
      </Stack>
    );
  }

  return (
    <PageContainer>
      <PageTitle>{t('page.flightsInfo')}</PageTitle>
      {body}
    </PageContainer>
  );
}

/** The messages this screen's code names, in each language (i18n.config.ts). */
export const catalogs: Catalogs = {
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-FlightsInfoPage-en-IN" */ '../locales/en-IN.json?screen=flights-info-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-FlightsInfoPage-hi-IN" */ '../locales/hi-IN.json?screen=flights-info-page&messages'
    ),
};
