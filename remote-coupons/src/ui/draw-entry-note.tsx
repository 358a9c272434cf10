import { WINNER_NOTICE_BUSINESS_DAYS } from '@travel/shared/contracts/plain';
import type { DrawEntryState } from '@travel/shared';
import { useDates, useT } from '@travel/shared/i18n';
import styled from 'styled-components';
import { entriesCloseLabel } from './draw-period';

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled(Note)`
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Winner = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid #c58b00;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff7df;
  color: #4d3600;
  font-weight: 700;
`;

/** Where the order stands in the free flight ticket draw. */
export function DrawEntryNote({ draw }: { draw: DrawEntryState }) {
  const t = useT();
  const dates = useDates();
  const entry = { period: dates.drawPeriod(draw), entryNumber: draw.entryNumber };
  switch (draw.status) {
    case 'won':
      return (
        <Winner role="status" data-testid="draw-entry">
          <span aria-hidden="true">🏆 </span>
          {t('coupons.draw.won', { days: WINNER_NOTICE_BUSINESS_DAYS })}
        </Winner>
      );
    case 'entered':
      return (
        <Note data-testid="draw-entry">
          ✈ {t('coupons.draw.youreIn', entry)}{' '}
          {t('coupons.draw.entriesClose', { closes: entriesCloseLabel(draw.closesAt, dates) })}
        </Note>
      );
    case 'not-won':
      return <Muted data-testid="draw-entry">{t('coupons.draw.notWon', entry)}</Muted>;
    case 'void':
      return <Muted data-testid="draw-entry">{t('coupons.draw.void', entry)}</Muted>;
  }
}
