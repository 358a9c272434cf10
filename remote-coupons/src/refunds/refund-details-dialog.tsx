import { Modal } from '@travel/shared';
import { RefundDetailsView } from './refund-details-view';

export function RefundDetailsDialog({
  orderId,
  onClose,
}: {
  orderId: string | null;
  onClose: () => void;
}) {
  return (
    <Modal open={orderId !== null} onClose={onClose} title="Refund details" width={520}>
      {orderId && <RefundDetailsView orderId={orderId} />}
    </Modal>
  );
}
