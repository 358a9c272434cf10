import { Card, CardHead, OrderStatusBadge, media } from '@travel/shared';
import { formatInr, sitePath, sitePaths } from '@travel/shared/contracts/plain';
import type { FlightOrder } from '@travel/shared';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { useDates, useT, type Dates, type Translate } from '@travel/shared/i18n';
import { formatDay } from '../../../ui/format';

const Item = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h2 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  h2 a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    min-width: 0;
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** 'Tue, 1 Dec' or 'Tue, 1 Dec - Sat, 5 Dec', in the language of `dates`. */
export function tripDates(
  dates: Dates,
  order: Pick<FlightOrder, 'departureDate' | 'returnDate'>,
): string {
  return order.returnDate
    ? `${formatDay(dates, order.departureDate)} - ${formatDay(dates, order.returnDate)}`
    : formatDay(dates, order.departureDate);
}

export function travellerCount(t: Translate, order: FlightOrder): string {
  const booked = order.travellers.filter((traveller) => traveller.status === 'booked').length;
  const all = order.travellers.length;
  return booked === all
    ? t('flights.orders.travellerCount', { count: all })
    : t('flights.orders.travellersBooked', { booked, all });
}

/** One booking in the order list. */
export function OrderSummaryCard({ order }: { order: FlightOrder }) {
  const t = useT();
  const dates = useDates();
  const detail = sitePath(sitePaths.flightsOrderDetail, { orderId: order.orderId });
  return (
    <Item aria-label={t('flights.orders.booking', { orderId: order.orderId })}>
      <CardHead>
        <h2>
          <Link to={detail}>
            {t(order.returnDate ? 'flights.orders.routeAndBack' : 'flights.orders.route', {
              from: order.fromCity,
              to: order.toCity,
            })}
          </Link>
        </h2>
        <OrderStatusBadge status={order.status} />
      </CardHead>
      <Facts>
        <div>
          <dt>PNR</dt>
          <dd>{order.pnr ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('flights.orders.travelDates')}</dt>
          <dd>{tripDates(dates, order)}</dd>
        </div>
        <div>
          <dt>{t('flights.travellers.heading')}</dt>
          <dd>{travellerCount(t, order)}</dd>
        </div>
        <div>
          <dt>{t('flights.orders.amountPaid')}</dt>
          <dd>{order.amountPaidPaise > 0 ? formatInr(order.amountPaidPaise) : '—'}</dd>
        </div>
        <div>
          <dt>{t('flights.orders.coupon')}</dt>
          <dd>
            {order.coupon
              ? t('flights.orders.off', { amount: formatInr(order.coupon.appliedPaise) })
              : t('flights.orders.none')}
          </dd>
        </div>
      </Facts>
      <Foot>
        <span>
          {t('flights.orders.booking', { orderId: order.orderId })} · {order.from} → {order.to} ·{' '}
          {order.family.name}
        </span>
        <Link to={detail} aria-label={t('flights.orders.detailsOf', { orderId: order.orderId })}>
          {t('flights.orders.details')}
        </Link>
      </Foot>
    </Item>
  );
}
