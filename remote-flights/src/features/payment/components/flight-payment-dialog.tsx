import {
  Button,
  ButtonLink,
  Modal,
  ORDER_STATUS,
  VisuallyHidden,
  formatInr,
  formatIst,
  orderStatusLabel,
  useQueryClient,
  useToast,
} from '@travel/shared';
import type { FlightOrder, UpiPayment } from '@travel/shared';
import { UpiPaymentPanel, isAwaitingPayment, usePaymentPolling } from '@travel/shared/payment';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FLIGHT_ORDERS_KEY } from '../../orders/api/flight-orders';
import { useFunnelStepOnce } from '../../funnel/funnel';
import { cancelFlightPayment, pollFlightOrder } from '../api/payment-calls';

const POLLING_KEY = ['flights', 'order-polling'] as const;

const Outcome = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;

  p {
    margin: 0;
  }
`;

const Mark = styled.span<{ $good: boolean }>`
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

const Pnr = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 1.75rem;
  font-weight: 800;
  letter-spacing: 0.2em;
  color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
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
  return (
    <Outcome>
      <Mark $good aria-hidden="true">
        ✓
      </Mark>
      <p>
        You paid {formatInr(order.amountPaidPaise || order.price.amountToPayPaise)}. Your flight is
        booked.
      </p>
      <Muted>Booking reference (PNR)</Muted>
      <Pnr data-testid="pnr">{order.pnr}</Pnr>
      <Muted>
        {order.fromCity} → {order.toCity} · the e-ticket has been sent to {order.contact.email}.
      </Muted>
      <Actions>
        <ButtonLink to={`/html/flights-orderDetail/${order.orderId}`}>
          View booking and e-ticket
        </ButtonLink>
      </Actions>
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
  return (
    <Outcome>
      <Mark $good={false} aria-hidden="true">
        !
      </Mark>
      <p>
        <strong>{lead}</strong>
      </p>
      <Muted>
        {children ??
          'The seats and any coupon held for this booking have been released. No money was taken.'}
      </Muted>
      <Actions>
        {onTryAgain && <Button onClick={onTryAgain}>Try again</Button>}
        <ButtonLink to="/html/flights-orderList">My flight orders</ButtonLink>
      </Actions>
    </Outcome>
  );
}

function Ended({ end, onTryAgain }: { end: End; onTryAgain?: (() => void) | undefined }) {
  if (end.kind === 'unknown') {
    return (
      <Outcome>
        <p>{end.message}</p>
        <Muted>Your bookings and their payment status are always in My flight orders.</Muted>
        <OrdersLink to="/html/flights-orderList">My flight orders</OrdersLink>
      </Outcome>
    );
  }
  if (end.kind === 'window-ended') {
    return (
      <NotPaid lead="The time to pay for this booking has run out." onTryAgain={onTryAgain}>
        We have not received a payment, so the seats and any coupon held for it are released. If you
        did pay just now, it will still reach us and the booking will show in My flight orders.
      </NotPaid>
    );
  }
  const { order } = end;
  switch (order.status) {
    case ORDER_STATUS.paymentFailed:
      return (
        <NotPaid
          lead="Your bank declined the payment. No money was taken."
          onTryAgain={onTryAgain}
        />
      );
    case ORDER_STATUS.paymentCancelled:
      return (
        <NotPaid
          lead={
            end.cancelledByVisitor
              ? 'You cancelled this booking. No money was taken.'
              : 'The time to pay ran out, so this booking was closed. No money was taken.'
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
        `Booking ${payment.orderId} can be paid until ${formatIst(payment.expiresAt)} from My flight orders.`,
      );
    }
    void queryClient.invalidateQueries({ queryKey: FLIGHT_ORDERS_KEY });
    onClose();
  };

  const title =
    end?.kind === 'order'
      ? end.order.status === ORDER_STATUS.paymentSuccessful
        ? 'Booking confirmed'
        : orderStatusLabel(end.order.status)
      : end?.kind === 'window-ended'
        ? 'Time to pay has run out'
        : end
          ? 'Payment status'
          : `Pay ${formatInr(payment.amountPaise)} by UPI`;

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
