import { Card as CardSurface, StatePanel, apiErrorMessage, media } from '@travel/shared';
import type { PublicDraw } from '@travel/shared';
import { useDates, useT, type Dates, type Translate } from '@travel/shared/i18n';
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

function when(t: Translate, dates: Dates, draw: PublicDraw): string {
  switch (draw.status) {
    case 'held':
      return t('coupons.draws.heldOn', { date: dates.ist(draw.heldAt ?? draw.closesAt) });
    case 'upcoming':
      return t('coupons.draws.opens', { date: dates.ist(draw.opensAt) });
    case 'open':
      return t('coupons.draws.openUntil', { date: entriesCloseLabel(draw.closesAt, dates) });
    case 'closed':
      return t('coupons.draws.closed');
  }
}

function winners(t: Translate, draw: PublicDraw): string {
  if (draw.status !== 'held') return t('coupons.draws.notDrawn');
  if (draw.winners.length === 0) return t('coupons.draws.noValidEntries');
  return draw.winners
    .map((orderId, index) =>
      t('coupons.draws.winner', { orderId, entryNumber: draw.winningEntryNumbers[index] }),
    )
    .join(', ');
}

function DrawCard({ draw }: { draw: PublicDraw }) {
  const t = useT();
  const dates = useDates();
  const titleId = `draw-${draw.drawId}`;
  return (
    <Card aria-labelledby={titleId}>
      <header>
        <h3 id={titleId}>{t('coupons.draws.drawTitle', { period: dates.drawPeriod(draw) })}</h3>
        <p>{when(t, dates, draw)}</p>
      </header>
      <Facts>
        <dt>{t('coupons.draws.entries')}</dt>
        <dd>{draw.entryCount}</dd>
        <dt>{t('coupons.draws.seedHash')}</dt>
        <dd>
          <code>{draw.seedHash}</code>
        </dd>
        <dt>{t('coupons.draws.seed')}</dt>
        <dd>{draw.seed ? <code>{draw.seed}</code> : t('coupons.draws.seedPending')}</dd>
        <dt>{t('coupons.draws.winners')}</dt>
        <dd>{winners(t, draw)}</dd>
      </Facts>
    </Card>
  );
}

/** Past and open draws, with what anyone needs to check that the winners were not chosen. */
export function PublicDraws() {
  const t = useT();
  const draws = usePublicDraws();
  return (
    <Section aria-labelledby="draws-title">
      <h2 id="draws-title">{t('coupons.draws.title')}</h2>
      <Lead>{t('coupons.draws.lead')}</Lead>
      <Check>
        <summary>{t('coupons.draws.check.title')}</summary>
        <ol>
          <li>{t('coupons.draws.check.seed')}</li>
          <li>{t('coupons.draws.check.entries')}</li>
          <li>{t('coupons.draws.check.winners')}</li>
        </ol>
      </Check>
      {!draws.data ? (
        draws.isError ? (
          <StatePanel
            kind="error"
            message={apiErrorMessage(draws.error, t('coupons.draws.loadFailed'))}
            onRetry={() => void draws.refetch()}
          />
        ) : (
          <StatePanel kind="loading" label={t('coupons.draws.loading')} />
        )
      ) : draws.data.length === 0 ? (
        <Lead>{t('coupons.draws.none')}</Lead>
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
