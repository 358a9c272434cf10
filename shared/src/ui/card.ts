import styled from 'styled-components';

/** The white card every list row, form box and notice of the site is drawn on. */
export const Card = styled.article`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  @media (max-width: 768px) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** A card's title row: the title on the left, its status or action on the right, wrapping. */
export const CardHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;
