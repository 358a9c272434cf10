import { Button, ButtonLink, Modal, VisuallyHidden, useToast } from '@travel/shared';
import { formatInr, ORDER_STATUS, sitePath, sitePaths } from '@travel/shared/contracts/plain';
import type { FlightOrder, UpiPayment } from '@travel/shared';
import { eTicketEmailNote } from '../../../ui/e-ticket-email';
import {
  Outcome,
  OutcomeActions,
  OutcomeMark,
  OutcomeMuted,
  UpiPaymentPanel,
  isAwaitingPayment,
  usePaymentPolling,
} from '@travel/shared/payment';
import { useState } from 'react';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { FLIGHT_ORDERS_KEY } from '../../../api/flight-orders';
import { useFunnelStepOnce } from '../../../ui/funnel';
import { cancelFlightPayment } from '../api/cancel-payment';
import { pollFlightOrder } from '../api/poll-order';
import { useQueryClient } from '@travel/shared/query';
import { useDates, useT } from '@travel/shared/i18n';

const POLLING_KEY = ['flights', 'order-polling'] as const;

const Pnr = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 1.75rem;
  font-weight: 800;
  letter-spacing: 0.2em;
  color: ${({ theme }) => theme.colors.primary};
`;

const OrdersLink = styled(Link)`
  align-self: center;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

type End =
  | { kind: 'order'; order: FlightOrder; cancelledByVisitor: boolean }
  | { kind: 'window-ended' }
  | { kind: 'unknown'; message: string };

function Paid({ order }: { order: FlightOrder }) {
  useFunnelStepOnce(
    {
      action: 'purchase',
      label: `${order.from}-${order.to} ${order.family.code}`,
      valuePaise: order.price.amountToPayPaise,
    },
    order.orderId,
  );
  const t = useT();
  return (
    <Outcome>
      <OutcomeMark $good aria-hidden="true">
        ✓
      </OutcomeMark>
      <p>
        {t('flights.payment.paid', {
          amount: formatInr(order.amountPaidPaise || order.price.amountToPayPaise),
        })}
      </p>
      <OutcomeMuted>{t('flights.payment.pnr')}</OutcomeMuted>
      <Pnr data-testid="pnr">{order.pnr}</Pnr>
      <OutcomeMuted>
        {order.fromCity} → {order.toCity}.{' '}
        {eTicketEmailNote(t, order.eTicketEmail) ?? t('flights.payment.eTicketOnBooking')}
      </OutcomeMuted>
      <OutcomeActions>
        <ButtonLink to={sitePath(sitePaths.flightsOrderDetail, { orderId: order.orderId })}>
          {t('flights.payment.viewBooking')}
        </ButtonLink>
      </OutcomeActions>
    </Outcome>
  );
}

function NotPaid({
  lead,
  children,
  onTryAgain,
}: {
  lead: string;
  children?: string;
  onTryAgain?: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <Outcome>
      <OutcomeMark $good={false} aria-hidden="true">
        !
      </OutcomeMark>
      <p>
        <strong>{lead}</strong>
      </p>
      <OutcomeMuted>{children ?? t('flights.payment.released')}</OutcomeMuted>
      <OutcomeActions>
        {onTryAgain && <Button onClick={onTryAgain}>{t('flights.payment.tryAgain')}</Button>}
        <ButtonLink to={sitePaths.flightsOrderList}>{t('page.flightsOrderList')}</ButtonLink>
      </OutcomeActions>
    </Outcome>
  );
}

function Ended({ end, onTryAgain }: { end: End; onTryAgain?: (() => void) | undefined }) {
  const t = useT();
  if (end.kind === 'unknown') {
    return (
      <Outcome>
        <p>{end.message}</p>
        <OutcomeMuted>{t('flights.payment.alwaysInOrders')}</OutcomeMuted>
        <OrdersLink to={sitePaths.flightsOrderList}>{t('page.flightsOrderList')}</OrdersLink>
      </Outcome>
    );
  }
  if (end.kind === 'window-ended') {
    return (
      <NotPaid lead={t('flights.payment.windowEnded')} onTryAgain={onTryAgain}>
        {t('flights.payment.windowEndedText')}
      </NotPaid>
    );
  }
  const { order } = end;
  switch (order.status) {
    case ORDER_STATUS.paymentFailed:
      return <NotPaid lead={t('flights.payment.declined')} onTryAgain={onTryAgain} />;
    case ORDER_STATUS.paymentCancelled:
      return (
        <NotPaid
          lead={
            end.cancelledByVisitor
              ? t('flights.payment.cancelledByYou')
              : t('flights.payment.closed')
          }
          onTryAgain={onTryAgain}
        />
      );
    default:
      return <Paid order={order} />;
  }
}

/**
 * The flight payment: the shared UPI panel with its QR and countdown while the booking waits
 * for payment, polled without the overlay, then the PNR, or what happened and what was released.
 */
export default function FlightPaymentDialog({
  payment,
  description,
  onClose,
  onTryAgain,
}: {
  payment: UpiPayment;
  description: string;
  onClose: () => void;
  /** A new booking attempt for the same trip (not offered from the order pages). */
  onTryAgain?: () => void;
}) {
  const t = useT();
  const dates = useDates();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [cancelled, setCancelled] = useState<FlightOrder | null>(null);
  const polling = usePaymentPolling({
    queryKey: POLLING_KEY,
    orderId: cancelled ? null : payment.orderId,
    expiresAt: payment.expiresAt,
    poll: pollFlightOrder,
  });

  const end: End | null = cancelled
    ? { kind: 'order', order: cancelled, cancelledByVisitor: true }
    : polling.failure
      ? { kind: 'unknown', message: polling.failure }
      : polling.order && !isAwaitingPayment(polling.order)
        ? { kind: 'order', order: polling.order, cancelledByVisitor: false }
        : polling.windowEnded
          ? { kind: 'window-ended' }
          : null;

  const close = () => {
    if (!end) {
      toast.info(
        t('flights.payment.payLater', {
          orderId: payment.orderId,
          until: dates.ist(payment.expiresAt),
        }),
      );
    }
    void queryClient.invalidateQueries({ queryKey: FLIGHT_ORDERS_KEY });
    onClose();
  };

  const title =
    end?.kind === 'order'
      ? end.order.status === ORDER_STATUS.paymentSuccessful
        ? t('flights.payment.confirmed')
        : t(`kit.orderStatus.${end.order.status}`)
      : end?.kind === 'window-ended'
        ? t('flights.payment.timeUp')
        : end
          ? t('flights.payment.status')
          : t('flights.booking.pay', { amount: formatInr(payment.amountPaise) });

  return (
    <Modal open onClose={close} title={title} width={460}>
      <VisuallyHidden role="status">{end ? title : ''}</VisuallyHidden>
      {end ? (
        <Ended end={end} onTryAgain={onTryAgain} />
      ) : (
        <UpiPaymentPanel
          key={payment.orderId}
          payment={payment}
          description={description}
          reconnecting={polling.reconnecting}
          onCancel={async () => setCancelled(await cancelFlightPayment(payment.orderId))}
        />
      )}
    </Modal>
  );
}
