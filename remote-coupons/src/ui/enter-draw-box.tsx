import { Button, useToast, apiErrorMessage } from '@travel/shared';
import type { CouponOrder, DrawEntryState } from '@travel/shared';
import { useDates, useT } from '@travel/shared/i18n';
import { useState } from 'react';
import styled from 'styled-components';
import { useEnterPrizeDraw } from '../api/enter-draw';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  align-self: stretch;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;

  p {
    margin: 0;
  }
`;

/** The paid order's one entry into the free flight ticket draw, entered with one press. */
export function EnterDrawBox({ order }: { order: CouponOrder }) {
  const toast = useToast();
  const t = useT();
  const dates = useDates();
  const [entry, setEntry] = useState<DrawEntryState | null>(order.draw);
  const { mutateAsync: enterPrizeDraw, isPending: entering } = useEnterPrizeDraw();

  const enter = async () => {
    try {
      setEntry(await enterPrizeDraw(order.orderId));
    } catch (error) {
      toast.error(apiErrorMessage(error, t('coupons.draw.entryFailed')));
    }
  };

  return (
    <Box data-testid="paid-draw-entry">
      {entry ? (
        <p role="status">
          ✈{' '}
          {t('coupons.draw.youreIn', {
            period: dates.drawPeriod(entry),
            entryNumber: entry.entryNumber,
          })}
        </p>
      ) : (
        <>
          <p>✈ {t('coupons.draw.oneEntry')}</p>
          {order.actions.includes('prizeDraw') && (
            <Button size="sm" loading={entering} onClick={() => void enter()}>
              {t('coupons.draw.enter')}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
