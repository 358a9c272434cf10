import styled from 'styled-components';
import { media } from './theme';

export const PageContainer = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;
