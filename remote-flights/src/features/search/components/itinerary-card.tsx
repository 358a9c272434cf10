import { Card, media } from '@travel/shared';
import { GoButton } from '../../../ui/go-button';
import { formatInr } from '@travel/shared/contracts/plain';
import type { Itinerary } from '@travel/shared';
import styled from 'styled-components';
import { formatDuration, localTime, minutesBetween } from '../../../ui/format';
import { useT } from '@travel/shared/i18n';

const Row = styled(Card)`
  display: grid;
  grid-template-columns: minmax(150px, 1.2fr) minmax(0, 2.4fr) minmax(130px, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Carrier = styled.div`
  h3 {
    margin: 0;
    font-size: 1rem;
  }

  p {
    margin: 2px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${media.mobile} {
    grid-column: 1;
  }
`;

const Times = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  ${media.mobile} {
    grid-column: 1 / -1;
    grid-row: 2;
  }
`;

const Point = styled.div`
  strong {
    display: block;
    font-size: 1.35rem;
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  sup {
    margin-left: 2px;
    font-size: 0.7rem;
    color: ${({ theme }) => theme.colors.danger};
  }

  &:last-child {
    text-align: right;
  }
`;

const Path = styled.div`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  &::before {
    content: '';
    display: block;
    height: 2px;
    margin: 6px 0;
    background: ${({ theme }) => theme.colors.border};
  }

  b {
    color: ${({ theme }) => theme.colors.success};
  }

  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.accentHover};
  }

  .duration {
    order: -1;
  }
`;

const Price = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  text-align: right;

  strong {
    font-size: 1.35rem;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .few {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }

  ${media.mobile} {
    grid-column: 2;
    grid-row: 1;

    button {
      display: none;
    }
  }
`;

const MobileChoose = styled.div`
  display: none;

  ${media.mobile} {
    display: block;
    grid-column: 1 / -1;

    button {
      width: 100%;
    }
  }
`;

/** Its flights, times and price: '6E 201, 06:10 - 08:20, ₹4,523'. */
export function itinerarySummary(itinerary: Itinerary): string {
  const numbers = itinerary.segments.map((segment) => segment.flightNumber).join(', ');
  return `${numbers}, ${localTime(itinerary.depTime)} - ${localTime(itinerary.arrTime)}, ${formatInr(itinerary.price.totalPaise)}`;
}

/** One result: who flies it, when, how long, via where and the lowest fare per adult. */
export function ItineraryCard({
  itinerary,
  chooseHref,
  onChoose,
  chooseLabel,
}: {
  itinerary: Itinerary;
  /** Where choosing it leads: the page a tap goes to before the scripts have run. */
  chooseHref: string;
  onChoose: () => void;
  chooseLabel?: string;
}) {
  const t = useT();
  const choose = chooseLabel ?? t('flights.itinerary.book');
  const carriers = itinerary.carriers.map((carrier) => carrier.name).join(' + ');
  const numbers = itinerary.segments.map((segment) => segment.flightNumber).join(', ');
  const duration = formatDuration(t, minutesBetween(itinerary.depTime, itinerary.arrTime));
  const via = itinerary.layovers.map((layover) => layover.city).join(', ');
  const label = t('flights.itinerary.label', {
    carriers,
    numbers,
    dep: localTime(itinerary.depTime),
    arr: localTime(itinerary.arrTime),
    price: formatInr(itinerary.price.totalPaise),
  });
  return (
    <Row as="li" aria-label={label}>
      <Carrier>
        <h3>{carriers}</h3>
        <p>{numbers}</p>
      </Carrier>
      <Times>
        <Point>
          <strong>{localTime(itinerary.depTime)}</strong>
          <span>{itinerary.from}</span>
        </Point>
        <Path>
          <span className="duration">{duration}</span>
          <div>
            {itinerary.stops === 0 ? (
              <b>{t('flights.stops.nonStop')}</b>
            ) : (
              <em>{t('flights.itinerary.stopsVia', { count: itinerary.stops, via })}</em>
            )}
          </div>
        </Path>
        <Point>
          <strong>
            {localTime(itinerary.arrTime)}
            {itinerary.arrDayOffset > 0 && <sup>+{itinerary.arrDayOffset}</sup>}
          </strong>
          <span>{itinerary.to}</span>
        </Point>
      </Times>
      <Price>
        <strong>{formatInr(itinerary.price.totalPaise)}</strong>
        <small>{t('flights.itinerary.perAdult')}</small>
        {itinerary.seatsLeft <= 5 && (
          <small className="few">
            {t('flights.itinerary.seatsLeft', { count: itinerary.seatsLeft })}
          </small>
        )}
        <GoButton href={chooseHref} onGo={onChoose}>
          {choose}
        </GoButton>
      </Price>
      <MobileChoose>
        <GoButton variant="secondary" href={chooseHref} onGo={onChoose}>
          {choose}
        </GoButton>
      </MobileChoose>
    </Row>
  );
}
