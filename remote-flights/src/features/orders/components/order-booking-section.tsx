import { Button, ButtonLink, CardHead, OrderStatusBadge } from '@travel/shared';
import { formatInr, ORDER_STATUS, sitePath, sitePaths } from '@travel/shared/contracts/plain';
import type { FlightOrder } from '@travel/shared';
import { Facts } from '../../../ui/facts';
import { Actions, Muted, Section } from './order-detail-parts';
import { tripDates } from './order-summary-card';
import { useDates, useT } from '@travel/shared/i18n';

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
  const t = useT();
  const dates = useDates();
  const canCancel = order.actions.includes('cancel');
  const booked = order.travellers.filter((traveller) => traveller.status === 'booked');
  return (
    <Section as="section" aria-labelledby="booking-heading">
      <CardHead>
        <h2 id="booking-heading">
          {t(order.returnDate ? 'flights.orders.routeAndBack' : 'flights.orders.route', {
            from: order.fromCity,
            to: order.toCity,
          })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </CardHead>
      <Facts>
        <div>
          <dt>PNR</dt>
          <dd data-testid="order-pnr">{order.pnr ?? t('flights.orders.pnrOncePaid')}</dd>
        </div>
        <div>
          <dt>{t('flights.orders.bookingLabel')}</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div>
          <dt>{t('flights.orders.travelDates')}</dt>
          <dd>{tripDates(dates, order)}</dd>
        </div>
        <div>
          <dt>{t('flights.orders.booked')}</dt>
          <dd>{dates.ist(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('flights.orders.fare')}</dt>
          <dd>
            {order.family.name}, {t(`flights.cabin.${order.cabin}`)}
          </dd>
        </div>
        <div>
          <dt>{t('flights.orders.amountPaid')}</dt>
          <dd>{order.amountPaidPaise > 0 ? formatInr(order.amountPaidPaise) : '—'}</dd>
        </div>
        <div>
          <dt>{t('flights.orders.refunded')}</dt>
          <dd>{order.refundedPaise > 0 ? formatInr(order.refundedPaise) : '—'}</dd>
        </div>
        <div>
          <dt>{t('flights.orders.coupon')}</dt>
          <dd>
            {order.coupon
              ? t('flights.orders.couponOff', {
                  code: order.coupon.code,
                  amount: formatInr(order.coupon.appliedPaise),
                })
              : t('flights.orders.none')}
          </dd>
        </div>
      </Facts>
      {order.status === ORDER_STATUS.processingPayment && (
        <Muted>
          {t(order.coupon ? 'flights.orders.waitingWithCoupon' : 'flights.orders.waiting', {
            until: dates.ist(order.paymentExpiresAt),
          })}
        </Muted>
      )}
      <Actions>
        {order.actions.includes('pay') && (
          <Button loading={opening} onClick={onPayAgain}>
            {t('flights.orders.payNow', { amount: formatInr(order.price.amountToPayPaise) })}
          </Button>
        )}
        {canCancel && (
          <Button variant="danger" onClick={onCancel}>
            {booked.length > 1 ? t('flights.cancel.wholeTitle') : t('flights.cancel.booking')}
          </Button>
        )}
        {order.actions.includes('refunds') && (
          <ButtonLink to={sitePath(sitePaths.flightsRefundOrderList, { orderId: order.orderId })}>
            {t('flights.orders.refundsOfBooking')}
          </ButtonLink>
        )}
      </Actions>
    </Section>
  );
}
