import { Button, Modal, Spinner, VisuallyHidden, useToast } from '@travel/shared';
import { formatInr } from '@travel/shared/contracts/plain';
import { useDates, useT } from '@travel/shared/i18n';
import { UpiPaymentPanel } from '@travel/shared/payment';
import styled from 'styled-components';
import { useCancelCouponOrder } from '../../../api/cancel-order';
import { PaymentOutcome } from './payment-outcome';
import type { PaymentEnd } from './payment-outcome';
import { isAwaitingPayment, useOrderPolling } from '../use-order-polling';
import type { Purchase } from '../use-purchase';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} 0`};
  text-align: center;

  p {
    margin: 0;
  }
`;

/** The payment dialog of a purchase: preparing, paying by UPI, and how it ended. */
export function PaymentDialog({
  purchase,
  onClosed,
}: {
  purchase: Purchase;
  /** After the dialog closes, e.g. to refresh the order list. */
  onClosed?: () => void;
}) {
  const { state } = purchase;
  const toast = useToast();
  const t = useT();
  const dates = useDates();
  const { mutateAsync: cancelCouponOrder } = useCancelCouponOrder();
  const paying = state.step === 'paying' ? state : null;
  const polling = useOrderPolling(
    paying && !paying.cancelled ? paying.payment.orderId : null,
    paying?.payment.expiresAt ?? null,
  );

  if (state.step === 'closed') return null;

  const end: PaymentEnd | null = !paying
    ? null
    : paying.cancelled
      ? { kind: 'order', order: paying.cancelled, cancelledByVisitor: true }
      : polling.failure
        ? { kind: 'unknown', message: polling.failure }
        : polling.order && !isAwaitingPayment(polling.order)
          ? { kind: 'order', order: polling.order, cancelledByVisitor: false }
          : polling.windowEnded
            ? { kind: 'window-ended' }
            : null;

  const finish = () => {
    purchase.close();
    onClosed?.();
  };
  const close = () => {
    if (paying && !end) {
      toast.info(
        t('coupons.payment.payLater', {
          orderId: paying.payment.orderId,
          deadline: dates.ist(paying.payment.expiresAt),
        }),
      );
    }
    finish();
  };
  const tryAgain = () => purchase.buy(state.item);

  const title =
    state.step === 'creating'
      ? t('coupons.payment.preparing')
      : state.step === 'failed'
        ? t('coupons.payment.couldNotStart')
        : end?.kind === 'order'
          ? t(`kit.orderStatus.${end.order.status}`)
          : end?.kind === 'window-ended'
            ? t('coupons.payment.timeUp')
            : end
              ? t('coupons.payment.status')
              : t('coupons.payment.payByUpi', { amount: formatInr(state.payment.amountPaise) });

  return (
    <Modal open onClose={close} title={title} width={460}>
      <VisuallyHidden role="status">{end ? title : ''}</VisuallyHidden>
      {state.step === 'creating' && (
        <Centered>
          <Spinner $size={32} />
          <p>{t('coupons.payment.creating', { couponName: state.couponName })}</p>
        </Centered>
      )}
      {state.step === 'failed' && (
        <Centered role="alert">
          <p>{state.message}</p>
          <Button onClick={purchase.retry}>{state.retryLabel}</Button>
        </Centered>
      )}
      {paying && end && (
        <PaymentOutcome
          end={end}
          couponName={paying.couponName}
          onTryAgain={tryAgain}
          onDone={finish}
        />
      )}
      {paying && !end && (
        <UpiPaymentPanel
          key={paying.payment.orderId}
          payment={paying.payment}
          description={paying.couponName}
          reconnecting={polling.reconnecting}
          onCancel={async () =>
            purchase.markCancelled(await cancelCouponOrder(paying.payment.orderId))
          }
        />
      )}
    </Modal>
  );
}
