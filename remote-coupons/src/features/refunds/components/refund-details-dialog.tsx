import { Modal } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import type { RefundOfOrder } from '../api/refund-details';
import { RefundDetailsView } from './refund-details-view';

export function RefundDetailsDialog({
  refund,
  onClose,
}: {
  refund: RefundOfOrder | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={refund !== null}
      onClose={onClose}
      title={t('coupons.refundDetails.title')}
      width={520}
    >
      {refund && <RefundDetailsView refund={refund} />}
    </Modal>
  );
}
