import type { FlightSortKey } from '@travel/shared';
import styled from 'styled-components';

const SORTS: { key: FlightSortKey; label: string }[] = [
  { key: 'price', label: 'Cheapest' },
  { key: 'departure', label: 'Earliest departure' },
  { key: 'arrival', label: 'Earliest arrival' },
  { key: 'duration', label: 'Fastest' },
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
  return (
    <Bar role="group" aria-label="Sort by">
      {SORTS.map((option) => (
        <button
          key={option.key}
          type="button"
          aria-pressed={sort === option.key}
          onClick={() => onSort(option.key)}
        >
          {option.label}
        </button>
      ))}
    </Bar>
  );
}
