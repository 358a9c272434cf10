import { Button, Card, CardHead, OrderStatusBadge } from '@travel/shared';
import { ORDER_STATUS, formatInr } from '@travel/shared/contracts/plain';
import type { CouponOrder, CouponOrderAction } from '@travel/shared';
import { useDates, useT, type Dates, type Translate } from '@travel/shared/i18n';
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

function couponState(t: Translate, dates: Dates, order: CouponOrder): string {
  switch (order.couponStatus) {
    case 'used':
      return t('coupons.order.code.used');
    case 'void':
      return t('coupons.order.code.void');
    default:
      return order.status === ORDER_STATUS.processingRefund
        ? t('coupons.order.code.onHold')
        : t('coupons.coupon.validUntil', { date: dates.day(order.couponExpirationDate) });
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
  const t = useT();
  const dates = useDates();
  const titleId = `order-${order.orderId}`;
  const paid = PAID_STATUSES.includes(order.status);
  const can = (action: CouponOrderAction) => order.actions.includes(action);
  const button = (action: CouponOrderAction, variant: 'primary' | 'secondary') =>
    can(action) && (
      <Button
        size="sm"
        variant={variant}
        loading={busyAction === action}
        disabled={busyAction !== null}
        onClick={() => onAction(action, order)}
      >
        {t(`coupons.order.action.${action}`)}
      </Button>
    );

  return (
    <Card aria-labelledby={titleId} data-testid="coupon-order">
      <Head>
        <div>
          <h2 id={titleId}>{t('coupons.order.title', { orderId: order.orderId })}</h2>
          <p>{t('coupons.order.ordered', { date: dates.ist(order.createdAt) })}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </Head>
      <Facts>
        <div>
          <dt>{t('coupons.order.coupon')}</dt>
          <dd>
            {couponName(t, order.backAmountPaise)}
            <Small>
              {t('coupons.order.payGet', {
                pay: formatInr(order.totalAmountPaise),
                get: formatInr(order.backAmountPaise),
              })}
            </Small>
          </dd>
        </div>
        <div>
          <dt>{paid ? t('coupons.order.amountPaid') : t('coupons.order.amount')}</dt>
          <dd>
            {formatInr(order.totalAmountPaise)}
            {!paid && (
              <Small>
                {order.status === ORDER_STATUS.processingPayment && can('pay')
                  ? t('coupons.order.payBy', { deadline: dates.ist(order.paymentExpiresAt) })
                  : t('coupons.order.notPaid')}
              </Small>
            )}
          </dd>
        </div>
        {order.couponCode && (
          <div className="wide">
            <dt>{t('coupons.order.couponCode')}</dt>
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
                    <CopyButton text={order.couponCode} />
                  )}
              </Code>
              <Small>{couponState(t, dates, order)}</Small>
            </dd>
          </div>
        )}
      </Facts>
      {order.draw && <DrawEntryNote draw={order.draw} />}
      <Actions>
        {button('pay', 'primary')}
        {button('cancel', 'secondary')}
        {!order.draw && button('prizeDraw', 'primary')}
        {button('refund', 'secondary')}
        {button('refundDetails', 'secondary')}
      </Actions>
    </Card>
  );
}
