import { Card } from '@travel/shared';
import type { ItineraryDetails } from '@travel/shared';
import styled from 'styled-components';
import { formatDay, formatDuration, localTime, minutesBetween, stopsLabel } from './format';
import { useDates, useT } from '@travel/shared/i18n';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  p {
    margin: 0;
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One line per direction: where, when, who flies it. */
export function TripSummary({ itineraries }: { itineraries: ItineraryDetails[] }) {
  const t = useT();
  const dates = useDates();
  return (
    <Box as="section" aria-label={t('flights.trip.yourFlights')}>
      {itineraries.map((itinerary) => (
        <p key={itinerary.id}>
          <strong>
            {itinerary.fromAirport.city} → {itinerary.toAirport.city}
          </strong>{' '}
          <span>
            {formatDay(dates, itinerary.depTime)} · {localTime(itinerary.depTime)} -{' '}
            {localTime(itinerary.arrTime)}
            {itinerary.arrDayOffset > 0 ? ` (+${itinerary.arrDayOffset})` : ''} ·{' '}
            {formatDuration(t, minutesBetween(itinerary.depTime, itinerary.arrTime))} ·{' '}
            {stopsLabel(t, itinerary.stops)} ·{' '}
            {itinerary.segments.map((segment) => segment.flightNumber).join(', ')}
          </span>
        </p>
      ))}
    </Box>
  );
}
