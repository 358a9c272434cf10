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

  button {
    flex: 1 0 auto;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;

    &[aria-pressed='true'] {
      border-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primary};
      color: #fff;
    }
  }
`;

/** Price, departure, arrival or duration; the server sorts. */
export function SortBar({
  sort,
  onSort,
}: {
  sort: FlightSortKey;
  onSort: (sort: FlightSortKey) => void;
}) {
  const t = useT();
  return (
    <Bar role="group" aria-label={t('flights.sort.label')}>
      {SORTS.map((option) => (
        <button
          key={option.key}
          type="button"
          aria-pressed={sort === option.key}
          onClick={() => onSort(option.key)}
        >
          {t(option.label)}
        </button>
      ))}
    </Bar>
  );
}
