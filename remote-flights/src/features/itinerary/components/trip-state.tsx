import { ITINERARY_ID_MESSAGE, StatePanel, apiErrorMessage } from '@travel/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const SearchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** A flight that cannot be shown: the server's reason (null: no id at all) and a way back. */
export function TripUnavailable({ error }: { error: unknown }) {
  const message = error === null ? ITINERARY_ID_MESSAGE : apiErrorMessage(error);
  return (
    <StatePanel
      kind="notice"
      alert
      title="We could not open this flight"
      action={<SearchLink to="/html/flights">Search flights</SearchLink>}
    >
      {message}
    </StatePanel>
  );
}
