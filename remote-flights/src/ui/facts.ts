import { media } from '@travel/shared';
import styled from 'styled-components';

/** Label and value pairs of a booking or refund: four columns, two on phones. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
