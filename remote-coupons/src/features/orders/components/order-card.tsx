import { Button, Card, CardHead, OrderStatusBadge } from '@travel/shared';
import {
  ORDER_STATUS,
  formatInr,
  formatIst,
  formatIndiaDate,
} from '@travel/shared/contracts/plain';
import type { CouponOrder, CouponOrderAction } from '@travel/shared';
import styled from 'styled-components';
import { DrawEntryNote } from '../../../ui/draw-entry-note';
import { CopyButton } from '../../../ui/copy-button';
import { couponName } from '../../../ui/coupon-name';
import { Facts } from '../../../ui/panels';

const Head = styled(CardHead)`
  p {
    margin: 2px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Code = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  code {
    font-size: 1.05rem;
    letter-spacing: 0.03em;
  }

  code.void {
    text-decoration: line-through;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};

  &:empty {
    display: none;
  }
`;

const PAID_STATUSES: readonly number[] = [
  ORDER_STATUS.paymentSuccessful,
  ORDER_STATUS.processingRefund,
  ORDER_STATUS.refundSuccessful,
  ORDER_STATUS.refundFailed,
];

function couponState(order: CouponOrder): string {
  switch (order.couponStatus) {
    case 'used':
      return 'Used on a flight booking';
    case 'void':
      return 'No longer valid: the order was refunded';
    default:
      return order.status === ORDER_STATUS.processingRefund
        ? 'On hold while the refund is processed'
        : `Valid until ${formatIndiaDate(order.couponExpirationDate)}`;
  }
}

export type OrderActionHandler = (action: CouponOrderAction, order: CouponOrder) => void;

/** One coupon order: what was bought, what was paid, the code, the draw, and what can be done. */
export function OrderCard({
  order,
  busyAction,
  onAction,
}: {
  order: CouponOrder;
  busyAction: CouponOrderAction | null;
  onAction: OrderActionHandler;
}) {
  const titleId = `order-${order.orderId}`;
  const paid = PAID_STATUSES.includes(order.status);
  const can = (action: CouponOrderAction) => order.actions.includes(action);
  const button = (action: CouponOrderAction, label: string, variant: 'primary' | 'secondary') =>
    can(action) && (
      <Button
        size="sm"
        variant={variant}
        loading={busyAction === action}
        disabled={busyAction !== null}
        onClick={() => onAction(action, order)}
      >
        {label}
      </Button>
    );

  return (
    <Card aria-labelledby={titleId} data-testid="coupon-order">
      <Head>
        <div>
          <h2 id={titleId}>Order {order.orderId}</h2>
          <p>Ordered {formatIst(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </Head>
      <Facts>
        <div>
          <dt>Coupon</dt>
          <dd>
            {couponName(order.backAmountPaise)}
            <Small>
              Pay {formatInr(order.totalAmountPaise)}, get {formatInr(order.backAmountPaise)}
            </Small>
          </dd>
        </div>
        <div>
          <dt>{paid ? 'Amount paid' : 'Amount'}</dt>
          <dd>
            {formatInr(order.totalAmountPaise)}
            {!paid && (
              <Small>
                {order.status === ORDER_STATUS.processingPayment && can('pay')
                  ? `Pay by ${formatIst(order.paymentExpiresAt)}`
                  : 'Not paid'}
              </Small>
            )}
          </dd>
        </div>
        {order.couponCode && (
          <div className="wide">
            <dt>Coupon code</dt>
            <dd>
              <Code>
                <code
                  className={order.couponStatus === 'void' ? 'void' : undefined}
                  data-testid="order-coupon-code"
                >
                  {order.couponCode}
                </code>
                {order.couponStatus === 'active' &&
                  order.status !== ORDER_STATUS.processingRefund && (
                    <CopyButton text={order.couponCode} what="Coupon code" />
                  )}
              </Code>
              <Small>{couponState(order)}</Small>
            </dd>
          </div>
        )}
      </Facts>
      {order.draw && <DrawEntryNote draw={order.draw} />}
      <Actions>
        {button('pay', 'Pay now', 'primary')}
        {button('cancel', 'Cancel order', 'secondary')}
        {!order.draw && button('prizeDraw', 'Enter the free flight draw', 'primary')}
        {button('refund', 'Request refund', 'secondary')}
        {button('refundDetails', 'Refund details', 'secondary')}
      </Actions>
    </Card>
  );
}
