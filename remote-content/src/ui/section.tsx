import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@travel/shared';

/**
 * A band of the home page below the search: the browser lays it out and paints it only as it
 * nears the screen, so the first paint and hydration lay out the hero alone. It keeps the size
 * it was last drawn at, and 800 px before that.
 */
export const Section = styled.section`
  content-visibility: auto;
  contain-intrinsic-size: auto 800px;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg} 0`};

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} 0`};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-size: 1.5rem;
    line-height: 1.25;
  }

  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The h2 of a section, a line under it and an optional link at the end of the row. */
export function SectionHeading({
  id,
  title,
  lead,
  action,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Head>
      <div>
        <h2 id={id}>{title}</h2>
        {lead && <p>{lead}</p>}
      </div>
      {action}
    </Head>
  );
}
