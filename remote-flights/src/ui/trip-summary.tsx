import { Card } from '@travel/shared';
import type { ItineraryDetails } from '@travel/shared';
import styled from 'styled-components';
import { formatDay, formatDuration, localTime, minutesBetween, plural } from './format';

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
  return (
    <Box as="section" aria-label="Your flights">
      {itineraries.map((itinerary) => (
        <p key={itinerary.id}>
          <strong>
            {itinerary.fromAirport.city} → {itinerary.toAirport.city}
          </strong>{' '}
          <span>
            {formatDay(itinerary.depTime)} · {localTime(itinerary.depTime)} -{' '}
            {localTime(itinerary.arrTime)}
            {itinerary.arrDayOffset > 0 ? ` (+${itinerary.arrDayOffset})` : ''} ·{' '}
            {formatDuration(minutesBetween(itinerary.depTime, itinerary.arrTime))} ·{' '}
            {itinerary.stops === 0 ? 'Non-stop' : plural(itinerary.stops, 'stop')} ·{' '}
            {itinerary.segments.map((segment) => segment.flightNumber).join(', ')}
          </span>
        </p>
      ))}
    </Box>
  );
}
