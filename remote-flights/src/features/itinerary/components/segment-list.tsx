import { Card, CardHead, media } from '@travel/shared';
import type { ItineraryDetails } from '@travel/shared';
import { Fragment } from 'react';
import styled from 'styled-components';
import { useDates, useT, type Translate } from '@travel/shared/i18n';
import {
  formatDay,
  formatDuration,
  localTime,
  minutesBetween,
  stopsLabel,
} from '../../../ui/format';

const Segment = styled.li`
  display: grid;
  grid-template-columns: minmax(140px, 1fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} 0;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Flight = styled.div`
  strong {
    display: block;
  }

  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Leg = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  .time {
    font-size: 1.3rem;
    font-weight: 700;
  }

  .place {
    font-weight: 600;
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  > :last-child {
    text-align: right;
  }

  .duration {
    padding-top: 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }
`;

const Layover = styled.li`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  b {
    color: ${({ theme }) => theme.colors.accentHover};
  }
`;

const Segments = styled.ol`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function terminal(t: Translate, value: string | null): string {
  return value ? t('flights.segments.terminal', { terminal: value }) : '';
}

/** Every flight of an itinerary with its aircraft, terminals and times, and the stops between. */
export function SegmentList({ itinerary, label }: { itinerary: ItineraryDetails; label?: string }) {
  const t = useT();
  const dates = useDates();
  const total = formatDuration(t, minutesBetween(itinerary.depTime, itinerary.arrTime));
  const title = t('flights.segments.title', {
    from: itinerary.fromAirport.city,
    to: itinerary.toAirport.city,
  });
  const labelled = label ? t('flights.segments.labelled', { label, title }) : title;
  return (
    <Card as="section" aria-label={labelled}>
      <CardHead>
        <h2>{labelled}</h2>
        <Meta>
          {formatDay(dates, itinerary.depTime)} · {stopsLabel(t, itinerary.stops)} · {total}
        </Meta>
      </CardHead>
      <Segments>
        {itinerary.segments.map((segment, index) => {
          const layover = itinerary.layovers[index];
          return (
            <Fragment key={`${segment.flightNumber}-${segment.depTime}`}>
              <Segment>
                <Flight>
                  <strong>{segment.carrierName}</strong>
                  <span>{segment.flightNumber}</span>
                  <span>{segment.aircraft}</span>
                </Flight>
                <Leg>
                  <div>
                    <div className="time">{localTime(segment.depTime)}</div>
                    <div className="place">{segment.from}</div>
                    <small>{formatDay(dates, segment.depTime)}</small>
                    <small>{terminal(t, segment.fromTerminal)}</small>
                  </div>
                  <div className="duration">
                    {formatDuration(t, minutesBetween(segment.depTime, segment.arrTime))}
                  </div>
                  <div>
                    <div className="time">{localTime(segment.arrTime)}</div>
                    <div className="place">{segment.to}</div>
                    <small>{formatDay(dates, segment.arrTime)}</small>
                    <small>{terminal(t, segment.toTerminal)}</small>
                  </div>
                </Leg>
              </Segment>
              {layover && (
                <Layover>
                  <b>
                    {t('flights.segments.layover', {
                      duration: formatDuration(t, layover.minutes),
                    })}
                  </b>{' '}
                  {t('flights.segments.layoverIn', {
                    city: layover.city,
                    airport: layover.airport,
                  })}
                  {layover.changeOfTerminal && ` · ${t('flights.segments.changeOfTerminal')}`}
                </Layover>
              )}
            </Fragment>
          );
        })}
      </Segments>
    </Card>
  );
}
