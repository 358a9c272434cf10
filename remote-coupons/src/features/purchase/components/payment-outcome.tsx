import { Button, ORDER_STATUS, formatInr } from '@travel/shared';
import type { CouponOrder } from '@travel/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatIndiaDate } from '../../../ui/dates';
import { EnterDrawBox } from '../../draws/components/enter-draw-box';
import { CouponCodeBox } from './coupon-code-box';
import { ButtonLink as OrdersLink } from '../../../ui/panels';

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

const Lead = styled.p`
  font-size: 1.05rem;
  font-weight: 600;
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

function Failed({
  children,
  onTryAgain,
  onDone,
}: {
  children: ReactNode;
  onTryAgain: () => void;
  onDone: () => void;
}) {
  return (
    <Outcome>
      <Mark $good={false} aria-hidden="true">
        !
      </Mark>
      {children}
      <Actions>
        <Button onClick={onTryAgain}>Try again</Button>
        <OrdersLink to="/html/orderList" onClick={onDone}>
          My coupon orders
        </OrdersLink>
      </Actions>
    </Outcome>
  );
}

export type PaymentEnd =
  | { kind: 'order'; order: CouponOrder; cancelledByVisitor: boolean }
  | { kind: 'window-ended' }
  | { kind: 'unknown'; message: string };

/** What happened to the payment, in words the visitor can act on. */
export function PaymentOutcome({
  end,
  couponName,
  onTryAgain,
  onDone,
}: {
  end: PaymentEnd;
  couponName: string;
  onTryAgain: () => void;
  onDone: () => void;
}) {
  if (end.kind === 'window-ended') {
    return (
      <Failed onTryAgain={onTryAgain} onDone={onDone}>
        <Lead>The time to pay for this order has run out.</Lead>
        <Muted>
          We have not received a payment. If you did pay in your UPI app just now, it will still
          reach us and your coupon will appear in My coupon orders.
        </Muted>
      </Failed>
    );
  }
  if (end.kind === 'unknown') {
    return (
      <Outcome>
        <Lead>{end.message}</Lead>
        <Muted>Your orders and their payment status are always in My coupon orders.</Muted>
        <OrdersLink to="/html/orderList" onClick={onDone}>
          My coupon orders
        </OrdersLink>
      </Outcome>
    );
  }

  const { order } = end;
  switch (order.status) {
    case ORDER_STATUS.paymentFailed:
      return (
        <Failed onTryAgain={onTryAgain} onDone={onDone}>
          <Lead>Your bank declined the payment. No money was taken.</Lead>
          <Muted>You can try again with the same or another UPI app.</Muted>
        </Failed>
      );
    case ORDER_STATUS.paymentCancelled:
      return (
        <Failed onTryAgain={onTryAgain} onDone={onDone}>
          <Lead>
            {end.cancelledByVisitor
              ? 'You cancelled this order. No money was taken.'
              : 'The time to pay ran out, so this order was closed. No money was taken.'}
          </Lead>
          {!end.cancelledByVisitor && (
            <Muted>
              If you did pay in your UPI app just now, it will still reach us and your coupon will
              appear in My coupon orders.
            </Muted>
          )}
        </Failed>
      );
    case ORDER_STATUS.processingPayment:
      return null;
    default:
      return (
        <Outcome>
          <Mark $good aria-hidden="true">
            ✓
          </Mark>
          <Lead>
            You paid {formatInr(order.totalAmountPaise)} for the {couponName}.
          </Lead>
          {order.couponCode && (
            <>
              <Muted>Your coupon code</Muted>
              <CouponCodeBox code={order.couponCode} />
              <Muted>
                Worth {formatInr(order.backAmountPaise)} on a flight booking, valid until{' '}
                {formatIndiaDate(order.couponExpirationDate)}.
              </Muted>
            </>
          )}
          <EnterDrawBox order={order} />
          <Actions>
            <OrdersLink to="/html/orderList" onClick={onDone}>
              My coupon orders
            </OrdersLink>
            <Button variant="secondary" onClick={onDone}>
              Done
            </Button>
          </Actions>
        </Outcome>
      );
  }
}
