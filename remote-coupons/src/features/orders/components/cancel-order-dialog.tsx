import { Button, Modal, useToast, apiErrorMessage } from '@travel/shared';
import { formatInr } from '@travel/shared/contracts/plain';
import type { CouponOrder } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import styled from 'styled-components';
import { useCancelCouponOrder } from '../../../api/cancel-order';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Confirms before an unpaid order is cancelled. */
export function CancelOrderDialog({
  order,
  onClose,
  onFinished,
}: {
  order: CouponOrder;
  onClose: () => void;
  onFinished: () => void;
}) {
  const toast = useToast();
  const t = useT();
  const { mutateAsync: cancelCouponOrder, isPending: sending } = useCancelCouponOrder();

  const cancel = async () => {
    try {
      await cancelCouponOrder(order.orderId);
      toast.success(t('coupons.cancelOrder.done'));
      onFinished();
    } catch (error) {
      toast.error(apiErrorMessage(error, t('coupons.cancelOrder.failed')));
      onFinished();
    }
  };

  return (
    <Modal open onClose={onClose} title={t('coupons.cancelOrder.title')}>
      <Text>
        {t('coupons.cancelOrder.text', {
          orderId: order.orderId,
          amount: formatInr(order.totalAmountPaise),
        })}
      </Text>
      <Buttons>
        <Button variant="secondary" disabled={sending} onClick={onClose}>
          {t('coupons.cancelOrder.keep')}
        </Button>
        <Button variant="danger" loading={sending} onClick={() => void cancel()}>
          {t('coupons.cancelOrder.confirm')}
        </Button>
      </Buttons>
    </Modal>
  );
}
