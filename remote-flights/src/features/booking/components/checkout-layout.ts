import { Card, media } from '@travel/shared';
import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const Aside = styled.div`
  position: sticky;
  top: 88px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  ${media.mobile} {
    position: static;
  }
`;

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
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * The form's fields, which the visitor fills once the page's scripts run: a member's booking
 * form is painted by the server, and a field typed or a Pay pressed before then would be lost.
 */
export const Fields = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;
