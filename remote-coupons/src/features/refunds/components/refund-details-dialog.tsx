import { Modal } from '@travel/shared';
import type { RefundOfOrder } from '../api/refund-details';
import { RefundDetailsView } from './refund-details-view';

export function RefundDetailsDialog({
  refund,
  onClose,
}: {
  refund: RefundOfOrder | null;
  onClose: () => void;
}) {
  return (
    <Modal open={refund !== null} onClose={onClose} title="Refund details" width={520}>
      {refund && <RefundDetailsView refund={refund} />}
    </Modal>
  );
}
