// The pieces the home page's sections share: the "more" link, the card grid and its cards.
import { Card as CardSurface } from '@travel/shared';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';

export const MoreLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;

export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled(CardSurface)`
  height: 100%;
  padding: 0;
  overflow: hidden;

  @media (max-width: 768px) {
    padding: 0;
  }
`;

export const cardLink = `
  display: flex;
  flex-direction: column;
  height: 100%;
  color: inherit;
  text-decoration: none;
  transition: transform 0.15s, box-shadow 0.15s;

  &:hover {
    transform: translateY(-2px);
  }
`;
