import { Card, media } from '@travel/shared';
import styled from 'styled-components';

/** The results' layout: filters and map beside the list, one column on phones. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: 270px minmax(0, 1fr);

  &:has(> :only-child) {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The map and the filters beside the list; on a phone they wait behind buttons (PhoneOnly). */
export const SideColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-self: stretch;

  ${media.mobile} {
    display: none;

    /* The phone's Filters tapped before the page's scripts ran (SheetLink): the filters show. */
    &:target {
      display: flex;
      scroll-margin-top: 80px;
    }
  }
`;

/**
 * What a phone shows instead of the side column. CSS chooses, not the script: the page the
 * server painted is the page the browser hydrates, and nothing moves on a phone once it has.
 */
export const PhoneOnly = styled.div`
  display: none;

  ${media.mobile} {
    display: contents;
  }
`;

export const Side = styled(Card).attrs({ as: 'aside' })`
  position: sticky;
  top: 80px;
`;

export const MapCard = styled(Card)`
  padding: ${({ theme }) => theme.space.sm};

  ${media.mobile} {
    display: none;
  }
`;

export const Main = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  transition: opacity 0.15s;

  &[aria-busy='true'] {
    opacity: 0.55;
  }
`;

export const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: 1.2rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Chosen = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  border-color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};

  p {
    margin: 0;
  }
`;

export const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The results while they load: as tall as the screen, so what follows (the footer) starts below
 * it and nothing the visitor sees moves when the flights arrive.
 */
export const Pending = styled.div`
  min-height: 100vh;
`;

/** The fare strip's place while its prices load: the strip's own height. */
export const StripPlace = styled.div`
  min-height: 56px;
`;
