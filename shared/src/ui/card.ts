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
