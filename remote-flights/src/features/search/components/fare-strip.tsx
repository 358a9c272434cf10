import { formatInr } from '@travel/shared/contracts/plain';
import { GoForm, type FareCalendarResponse } from '@travel/shared';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatDay } from '../../../ui/format';
import { useDates, useT } from '@travel/shared/i18n';

/**
 * The cheapest day's price: the status badge's darker green, which keeps AA contrast on the
 * chosen day's blue as well as on white (the theme's success green does not on the blue).
 */
const CHEAPEST_PRICE = '#1E6B34';

const Strip = styled.nav`
  ol {
    display: grid;
    grid-template-columns: repeat(7, minmax(96px, 1fr));
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }

  button {
    width: 100%;
    min-height: 56px;
    padding: 6px 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;

    span {
      display: block;
      white-space: nowrap;
    }

    b {
      display: block;
    }

    &.cheapest b {
      color: ${CHEAPEST_PRICE};
    }

    &[aria-current='date'] {
      border-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primarySoft};
      box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
    }

    &:disabled {
      cursor: default;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/** The lowest fare three days each side of the chosen date; a day opens its results. */
export function FareStrip({
  calendar,
  date,
  hrefOf,
  onDate,
}: {
  calendar: FareCalendarResponse;
  date: string;
  /** The results of another day: where a tap goes before the scripts have run. */
  hrefOf: (date: string) => string;
  onDate: (date: string) => void;
}) {
  const t = useT();
  const dates = useDates();
  const list = useRef<HTMLOListElement>(null);
  // On a phone the strip scrolls: the chosen day is brought to its middle.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="date"]');
    const strip = list.current;
    if (current && strip && strip.scrollWidth > strip.clientWidth) {
      strip.scrollLeft =
        current.offsetLeft - strip.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
    }
  }, [date, calendar]);
  return (
    <Strip aria-label={t('flights.fareStrip.label')}>
      <ol ref={list}>
        {calendar.days.map((day) => (
          <li key={day.date}>
            <GoForm href={hrefOf(day.date)} onGo={() => onDate(day.date)}>
              <button
                type="submit"
                className={day.cheapest ? 'cheapest' : undefined}
                aria-current={day.date === date ? 'date' : undefined}
                disabled={day.lowestPricePaise === null}
              >
                <span>{formatDay(dates, day.date)}</span>
                <b>
                  {day.lowestPricePaise === null
                    ? t('flights.fareStrip.noFlights')
                    : formatInr(day.lowestPricePaise)}
                </b>
              </button>
            </GoForm>
          </li>
        ))}
      </ol>
    </Strip>
  );
}
