import { Link } from '@travel/shared/router';
import styled from 'styled-components';

export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Label / value pairs laid out in columns that wrap on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: ${({ theme }) => theme.space.md} 0 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 2px 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  @media (max-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    .wide {
      grid-column: 1 / -1;
    }
  }
`;

export { ButtonLink } from '@travel/shared';

export const TextLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The title row of a list page: the h1 and links to the sibling lists. */
export const ListHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0;
  }

  nav {
    display: flex;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Summary = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
