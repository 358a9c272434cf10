import { Button, Modal, useToast, apiErrorMessage } from '@travel/shared';
import { formatInr } from '@travel/shared/contracts/plain';
import type { CouponOrder } from '@travel/shared';
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
  const { mutateAsync: cancelCouponOrder, isPending: sending } = useCancelCouponOrder();

  const cancel = async () => {
    try {
      await cancelCouponOrder(order.orderId);
      toast.success('Order cancelled. No money was taken.');
      onFinished();
    } catch (error) {
      toast.error(apiErrorMessage(error, 'The order could not be cancelled. Please try again.'));
      onFinished();
    }
  };

  return (
    <Modal open onClose={onClose} title="Cancel this order?">
      <Text>
        Order {order.orderId} for {formatInr(order.totalAmountPaise)} has not been paid yet. If you
        have already paid in your UPI app, keep the order: the payment will show here shortly.
      </Text>
      <Buttons>
        <Button variant="secondary" disabled={sending} onClick={onClose}>
          Keep the order
        </Button>
        <Button variant="danger" loading={sending} onClick={() => void cancel()}>
          Cancel the order
        </Button>
      </Buttons>
    </Modal>
  );
}
