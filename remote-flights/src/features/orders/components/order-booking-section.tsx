import { Button, ButtonLink, CardHead, OrderStatusBadge } from '@travel/shared';
import {
  formatInr,
  formatIst,
  ORDER_STATUS,
  sitePath,
  sitePaths,
} from '@travel/shared/contracts/plain';
import type { FlightOrder } from '@travel/shared';
import { Facts } from '../../../ui/facts';
import { Actions, Muted, Section } from './order-detail-parts';
import { tripDates } from './order-summary-card';

/** The booking's facts and what its state allows: pay, cancel, see its refunds. */
export function OrderBookingSection({
  order,
  opening,
  onPayAgain,
  onCancel,
}: {
  order: FlightOrder;
  /** The payment is being opened. */
  opening: boolean;
  onPayAgain: () => void;
  /** Cancels the whole booking. */
  onCancel: () => void;
}) {
  const canCancel = order.actions.includes('cancel');
  const booked = order.travellers.filter((traveller) => traveller.status === 'booked');
  return (
    <Section as="section" aria-labelledby="booking-heading">
      <CardHead>
        <h2 id="booking-heading">
          {order.fromCity} → {order.toCity}
          {order.returnDate ? ' and back' : ''}
        </h2>
        <OrderStatusBadge status={order.status} />
      </CardHead>
      <Facts>
        <div>
          <dt>PNR</dt>
          <dd data-testid="order-pnr">{order.pnr ?? 'Issued once paid'}</dd>
        </div>
        <div>
          <dt>Booking</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div>
          <dt>Travel dates</dt>
          <dd>{tripDates(order)}</dd>
        </div>
        <div>
          <dt>Booked</dt>
          <dd>{formatIst(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Fare</dt>
          <dd>
            {order.family.name}, {order.cabin}
          </dd>
        </div>
        <div>
          <dt>Amount paid</dt>
          <dd>{order.amountPaidPaise > 0 ? formatInr(order.amountPaidPaise) : '—'}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{order.refundedPaise > 0 ? formatInr(order.refundedPaise) : '—'}</dd>
        </div>
        <div>
          <dt>Coupon</dt>
          <dd>
            {order.coupon
              ? `${order.coupon.code} (${formatInr(order.coupon.appliedPaise)} off)`
              : 'None'}
          </dd>
        </div>
      </Facts>
      {order.status === ORDER_STATUS.processingPayment && (
        <Muted>
          Waiting for payment: the seats{order.coupon ? ' and your coupon' : ''} are held until{' '}
          {formatIst(order.paymentExpiresAt)}.
        </Muted>
      )}
      <Actions>
        {order.actions.includes('pay') && (
          <Button loading={opening} onClick={onPayAgain}>
            Pay {formatInr(order.price.amountToPayPaise)} now
          </Button>
        )}
        {canCancel && (
          <Button variant="danger" onClick={onCancel}>
            {booked.length > 1 ? 'Cancel the whole booking' : 'Cancel the booking'}
          </Button>
        )}
        {order.actions.includes('refunds') && (
          <ButtonLink to={sitePath(sitePaths.flightsRefundOrderList, { orderId: order.orderId })}>
            Refunds of this booking
          </ButtonLink>
        )}
      </Actions>
    </Section>
  );
}
