import type { FlightSortKey } from '@travel/shared';
import styled from 'styled-components';
import { useT } from '@travel/shared/i18n';

/** Each sort and the message id of its label. */
const SORTS: { key: FlightSortKey; label: string }[] = [
  { key: 'price', label: 'flights.sort.price' },
  { key: 'departure', label: 'flights.sort.departure' },
  { key: 'arrival', label: 'flights.sort.arrival' },
  { key: 'duration', label: 'flights.sort.duration' },
];

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;

  a {
    flex: 1 0 auto;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;

    &[aria-current='true'] {
      border-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primary};
      color: #fff;
    }
  }
`;

/**
 * Price, departure, arrival or duration; the server sorts. Each is a link to its results, so a
 * tap before the scripts have run loads the sorted page from the server; once they have, the
 * page sorts in place.
 */
export function SortBar({
  sort,
  hrefOf,
  onSort,
}: {
  sort: FlightSortKey;
  hrefOf: (sort: FlightSortKey) => string;
  onSort: (sort: FlightSortKey) => void;
}) {
  const t = useT();
  return (
    <Bar role="group" aria-label={t('flights.sort.label')}>
      {SORTS.map((option) => (
        <a
          key={option.key}
          href={hrefOf(option.key)}
          aria-current={sort === option.key ? 'true' : undefined}
          onClick={(event) => {
            // A new tab or window for the sorted results stays the browser's.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            onSort(option.key);
          }}
        >
          {t(option.label)}
        </a>
      ))}
    </Bar>
  );
}
