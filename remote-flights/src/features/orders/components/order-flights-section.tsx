import type { FlightOrder } from '@travel/shared';
import styled from 'styled-components';
import { formatDay, localTime } from '../../../ui/format';
import { Muted, Section } from './order-detail-parts';
import { useDates, useT } from '@travel/shared/i18n';
import { baggageText } from '../../../ui/baggage';

const Segments = styled.ol`
  margin: 0;
  padding-left: 1.2em;

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Each direction's flights, segment by segment, and the baggage. */
export function OrderFlightsSection({ order }: { order: FlightOrder }) {
  const t = useT();
  const dates = useDates();
  return (
    <Section as="section" aria-labelledby="flights-heading">
      <h2 id="flights-heading">{t('flights.orders.flights')}</h2>
      {order.itineraries.map((itinerary) => (
        <div key={itinerary.direction}>
          <p>
            <strong>
              {t(
                itinerary.direction === 'return'
                  ? 'flights.orders.directionReturn'
                  : 'flights.orders.directionDeparture',
                { from: itinerary.fromCity, to: itinerary.toCity },
              )}
            </strong>{' '}
            · {formatDay(dates, itinerary.depTime)}
          </p>
          <Segments>
            {itinerary.segments.map((segment) => (
              <li key={`${segment.flightNumber}-${segment.depTime}`}>
                {segment.flightNumber} {segment.from} {localTime(segment.depTime)} → {segment.to}{' '}
                {localTime(segment.arrTime)}{' '}
                <span>
                  · {segment.carrierName}
                  {segment.fromTerminal ? ` · T${segment.fromTerminal}` : ''}
                </span>
              </li>
            ))}
          </Segments>
        </div>
      ))}
      <Muted>
        {t('flights.orders.baggage', {
          checkIn: baggageText(t, order.family.checkInBaggage),
          cabin: baggageText(t, order.family.cabinBaggage),
        })}
      </Muted>
    </Section>
  );
}
