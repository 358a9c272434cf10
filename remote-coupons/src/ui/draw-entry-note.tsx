import { WINNER_NOTICE_BUSINESS_DAYS } from '@travel/shared/contracts/plain';
import type { DrawEntryState } from '@travel/shared';
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

export function winnerNotice(): string {
  return `Congratulations! Your order won the free flight ticket draw. We will contact you within ${WINNER_NOTICE_BUSINESS_DAYS} business days.`;
}

/** Where the order stands in the free flight ticket draw. */
export function DrawEntryNote({ draw }: { draw: DrawEntryState }) {
  switch (draw.status) {
    case 'won':
      return (
        <Winner role="status" data-testid="draw-entry">
          <span aria-hidden="true">🏆 </span>
          {winnerNotice()}
        </Winner>
      );
    case 'entered':
      return (
        <Note data-testid="draw-entry">
          ✈ You&apos;re in the {draw.period} draw, entry #{draw.entryNumber}. Entries close{' '}
          {entriesCloseLabel(draw.closesAt)}; the winners are drawn after that.
        </Note>
      );
    case 'not-won':
      return (
        <Muted data-testid="draw-entry">
          Entry #{draw.entryNumber} in the {draw.period} draw was not picked this time.
        </Muted>
      );
    case 'void':
      return (
        <Muted data-testid="draw-entry">
          Entry #{draw.entryNumber} in the {draw.period} draw is void because the order was
          refunded.
        </Muted>
      );
  }
}
