import { Button, ButtonLink, Modal, VisuallyHidden, useToast } from '@travel/shared';
import {
  formatInr,
  formatIst,
  ORDER_STATUS,
  orderStatusLabel,
  pageTitles,
  sitePath,
  sitePaths,
} from '@travel/shared/contracts/plain';
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
  return (
    <Outcome>
      <OutcomeMark $good aria-hidden="true">
        ✓
      </OutcomeMark>
      <p>
        You paid {formatInr(order.amountPaidPaise || order.price.amountToPayPaise)}. Your flight is
        booked.
      </p>
      <OutcomeMuted>Booking reference (PNR)</OutcomeMuted>
      <Pnr data-testid="pnr">{order.pnr}</Pnr>
      <OutcomeMuted>
        {order.fromCity} → {order.toCity}.{' '}
        {eTicketEmailNote(order.eTicketEmail) ?? 'The e-ticket is on the booking page.'}
      </OutcomeMuted>
      <OutcomeActions>
        <ButtonLink to={sitePath(sitePaths.flightsOrderDetail, { orderId: order.orderId })}>
          View booking and e-ticket
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
  return (
    <Outcome>
      <OutcomeMark $good={false} aria-hidden="true">
        !
      </OutcomeMark>
      <p>
        <strong>{lead}</strong>
      </p>
      <OutcomeMuted>
        {children ??
          'The seats and any coupon held for this booking have been released. No money was taken.'}
      </OutcomeMuted>
      <OutcomeActions>
        {onTryAgain && <Button onClick={onTryAgain}>Try again</Button>}
        <ButtonLink to={sitePaths.flightsOrderList}>{pageTitles.flightsOrderList}</ButtonLink>
      </OutcomeActions>
    </Outcome>
  );
}

function Ended({ end, onTryAgain }: { end: End; onTryAgain?: (() => void) | undefined }) {
  if (end.kind === 'unknown') {
    return (
      <Outcome>
        <p>{end.message}</p>
        <OutcomeMuted>
          Your bookings and their payment status are always in My flight orders.
        </OutcomeMuted>
        <OrdersLink to={sitePaths.flightsOrderList}>{pageTitles.flightsOrderList}</OrdersLink>
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
