import { Modal, Spinner } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { Purchase } from '../use-purchase';

// The QR code and the payment polling load only when the visitor buys or pays.
const PaymentDialog = lazy(() =>
  import('./payment-dialog').then((module) => ({ default: module.PaymentDialog })),
);

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.lg} 0`};
`;

/**
 * The payment dialog of a purchase, loaded when the purchase opens it; until it has loaded, the
 * same dialog with a spinner.
 */
export function LazyPaymentDialog(props: { purchase: Purchase; onClosed?: () => void }) {
  const { purchase } = props;
  const t = useT();
  if (purchase.state.step === 'closed') return null;
  return (
    <Suspense
      fallback={
        <Modal open onClose={purchase.close} title={t('coupons.payment.preparing')} width={460}>
          <Centered>
            <Spinner $size={32} />
          </Centered>
        </Modal>
      }
    >
      <PaymentDialog {...props} />
    </Suspense>
  );
}
