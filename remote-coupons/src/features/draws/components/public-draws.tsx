import { Card as CardSurface, StatePanel, apiErrorMessage, media } from '@travel/shared';
import { formatIst } from '@travel/shared/contracts/plain';
import type { PublicDraw } from '@travel/shared';
import styled from 'styled-components';
import { usePublicDraws } from '../api/public-draws';
import { entriesCloseLabel } from '../../../ui/draw-period';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.5rem;
  }
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 75ch;
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled(CardSurface)`
  height: 100%;
  padding: ${({ theme }) => theme.space.md};

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }

  h3 {
    margin: 0;
    font-size: 1.1rem;
  }

  header p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  code {
    font-size: 0.8rem;
  }
`;

const Check = styled.details`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }

  ol {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

function when(draw: PublicDraw): string {
  switch (draw.status) {
    case 'held':
      return `Held on ${formatIst(draw.heldAt ?? draw.closesAt)}`;
    case 'upcoming':
      return `Opens ${formatIst(draw.opensAt)}`;
    case 'open':
      return `Open for entries until ${entriesCloseLabel(draw.closesAt)}`;
    case 'closed':
      return 'Entries closed; the draw is about to be held';
  }
}

function DrawCard({ draw }: { draw: PublicDraw }) {
  const titleId = `draw-${draw.drawId}`;
  return (
    <Card aria-labelledby={titleId}>
      <header>
        <h3 id={titleId}>{draw.period} draw</h3>
        <p>{when(draw)}</p>
      </header>
      <Facts>
        <dt>Entries</dt>
        <dd>{draw.entryCount}</dd>
        <dt>Seed hash</dt>
        <dd>
          <code>{draw.seedHash}</code>
        </dd>
        <dt>Seed</dt>
        <dd>{draw.seed ? <code>{draw.seed}</code> : 'Revealed when the draw is held'}</dd>
        <dt>Winners</dt>
        <dd>
          {draw.status !== 'held'
            ? 'Not drawn yet'
            : draw.winners.length === 0
              ? 'No valid entries'
              : draw.winners
                  .map((order, index) => `${order} (entry #${draw.winningEntryNumbers[index]})`)
                  .join(', ')}
        </dd>
      </Facts>
    </Card>
  );
}

/** Past and open draws, with what anyone needs to check that the winners were not chosen. */
export function PublicDraws() {
  const draws = usePublicDraws();
  return (
    <Section aria-labelledby="draws-title">
      <h2 id="draws-title">The free flight ticket draw</h2>
      <Lead>
        Every paid coupon is one entry into the draw of its month. Before a draw opens we publish
        the SHA-256 hash of a secret seed; at the draw we reveal the seed, and the winners follow
        from it, so anyone can re-check them.
      </Lead>
      <Check>
        <summary>How to check a draw yourself</summary>
        <ol>
          <li>The SHA-256 of the revealed seed (its 32 bytes) must equal the published hash.</li>
          <li>Take the valid entry numbers of the draw in ascending order.</li>
          <li>
            For i = 0, 1, …: compute HMAC-SHA256 with the seed as key over the text
            &quot;winner:i&quot;; the first 8 bytes as an unsigned number, modulo the entries left,
            give the position of the next winner, who leaves the list.
          </li>
        </ol>
      </Check>
      {!draws.data ? (
        draws.isError ? (
          <StatePanel
            kind="error"
            message={apiErrorMessage(draws.error, 'The draws could not be loaded.')}
            onRetry={() => void draws.refetch()}
          />
        ) : (
          <StatePanel kind="loading" label="Loading draws…" />
        )
      ) : draws.data.length === 0 ? (
        <Lead>The first draw opens with the first coupon entered this month.</Lead>
      ) : (
        <List>
          {draws.data.map((draw) => (
            <li key={draw.drawId}>
              <DrawCard draw={draw} />
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
