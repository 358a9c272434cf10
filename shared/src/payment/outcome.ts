import styled from 'styled-components';

// The parts of the screen that tells how a payment ended, the same for every kind of order.

/** The column of the outcome: a mark, a few lines and the actions, centred. */
export const Outcome = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;

  p {
    margin: 0;
  }
`;

/** A tick in green for a payment received, an exclamation mark in red for one that was not. */
export const OutcomeMark = styled.span<{ $good: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  font-size: 1.75rem;
  font-weight: 700;
  color: ${({ theme, $good }) => ($good ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $good }) => ($good ? theme.colors.successSoft : theme.colors.dangerSoft)};
`;

export const OutcomeLead = styled.p`
  font-size: 1.05rem;
  font-weight: 600;
`;

export const OutcomeMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const OutcomeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;
