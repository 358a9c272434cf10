import { Card, CardHead, OrderStatusBadge, media } from '@travel/shared';
import { formatInr, sitePath, sitePaths } from '@travel/shared/contracts/plain';
import type { FlightOrder } from '@travel/shared';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';
import { formatDay, plural } from '../../../ui/format';

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

/** 'Tue, 1 Dec' or 'Tue, 1 Dec - Sat, 5 Dec'. */
export function tripDates(order: Pick<FlightOrder, 'departureDate' | 'returnDate'>): string {
  return order.returnDate
    ? `${formatDay(order.departureDate)} - ${formatDay(order.returnDate)}`
    : formatDay(order.departureDate);
}

export function travellerCount(order: FlightOrder): string {
  const booked = order.travellers.filter((traveller) => traveller.status === 'booked').length;
  const all = order.travellers.length;
  return booked === all ? plural(all, 'traveller') : `${booked} of ${all} travellers`;
}

/** One booking in the order list. */
export function OrderSummaryCard({ order }: { order: FlightOrder }) {
  const detail = sitePath(sitePaths.flightsOrderDetail, { orderId: order.orderId });
  return (
    <Item aria-label={`Booking ${order.orderId}`}>
      <CardHead>
        <h2>
          <Link to={detail}>
            {order.fromCity} → {order.toCity}
            {order.returnDate ? ' and back' : ''}
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
          <dt>Travel dates</dt>
          <dd>{tripDates(order)}</dd>
        </div>
        <div>
          <dt>Travellers</dt>
          <dd>{travellerCount(order)}</dd>
        </div>
        <div>
          <dt>Amount paid</dt>
          <dd>{order.amountPaidPaise > 0 ? formatInr(order.amountPaidPaise) : '—'}</dd>
        </div>
        <div>
          <dt>Coupon</dt>
          <dd>{order.coupon ? `${formatInr(order.coupon.appliedPaise)} off` : 'None'}</dd>
        </div>
      </Facts>
      <Foot>
        <span>
          Booking {order.orderId} · {order.from} → {order.to} · {order.family.name}
        </span>
        <Link to={detail} aria-label={`Details of booking ${order.orderId}`}>
          Details
        </Link>
      </Foot>
    </Item>
  );
}
