import { Card } from '@travel/shared';
import styled from 'styled-components';

export const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }

  > p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
