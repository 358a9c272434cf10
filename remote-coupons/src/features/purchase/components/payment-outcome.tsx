import { Button } from '@travel/shared';
import {
  formatIndiaDate,
  formatInr,
  ORDER_STATUS,
  sitePaths,
} from '@travel/shared/contracts/plain';
import type { CouponOrder } from '@travel/shared';
import type { ReactNode } from 'react';
import {
  Outcome,
  OutcomeActions,
  OutcomeLead,
  OutcomeMark,
  OutcomeMuted,
} from '@travel/shared/payment';
import { EnterDrawBox } from '../../../ui/enter-draw-box';
import { CouponCodeBox } from './coupon-code-box';
import { ButtonLink as OrdersLink } from '../../../ui/panels';

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
      <OutcomeMark $good={false} aria-hidden="true">
        !
      </OutcomeMark>
      {children}
      <OutcomeActions>
        <Button onClick={onTryAgain}>Try again</Button>
        <OrdersLink to={sitePaths.couponOrderList} onClick={onDone}>
          My coupon orders
        </OrdersLink>
      </OutcomeActions>
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
        <OutcomeLead>The time to pay for this order has run out.</OutcomeLead>
        <OutcomeMuted>
          We have not received a payment. If you did pay in your UPI app just now, it will still
          reach us and your coupon will appear in My coupon orders.
        </OutcomeMuted>
      </Failed>
    );
  }
  if (end.kind === 'unknown') {
    return (
      <Outcome>
        <OutcomeLead>{end.message}</OutcomeLead>
        <OutcomeMuted>
          Your orders and their payment status are always in My coupon orders.
        </OutcomeMuted>
        <OrdersLink to={sitePaths.couponOrderList} onClick={onDone}>
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
          <OutcomeLead>Your bank declined the payment. No money was taken.</OutcomeLead>
          <OutcomeMuted>You can try again with the same or another UPI app.</OutcomeMuted>
        </Failed>
      );
    case ORDER_STATUS.paymentCancelled:
      return (
        <Failed onTryAgain={onTryAgain} onDone={onDone}>
          <OutcomeLead>
            {end.cancelledByVisitor
              ? 'You cancelled this order. No money was taken.'
              : 'The time to pay ran out, so this order was closed. No money was taken.'}
          </OutcomeLead>
          {!end.cancelledByVisitor && (
            <OutcomeMuted>
              If you did pay in your UPI app just now, it will still reach us and your coupon will
              appear in My coupon orders.
            </OutcomeMuted>
          )}
        </Failed>
      );
    case ORDER_STATUS.processingPayment:
      return null;
    default:
      return (
        <Outcome>
          <OutcomeMark $good aria-hidden="true">
            ✓
          </OutcomeMark>
          <OutcomeLead>
            You paid {formatInr(order.totalAmountPaise)} for the {couponName}.
          </OutcomeLead>
          {order.couponCode && (
            <>
              <OutcomeMuted>Your coupon code</OutcomeMuted>
              <CouponCodeBox code={order.couponCode} />
              <OutcomeMuted>
                Worth {formatInr(order.backAmountPaise)} on a flight booking, valid until{' '}
                {formatIndiaDate(order.couponExpirationDate)}.
              </OutcomeMuted>
            </>
          )}
          <EnterDrawBox order={order} />
          <OutcomeActions>
            <OrdersLink to={sitePaths.couponOrderList} onClick={onDone}>
              My coupon orders
            </OrdersLink>
            <Button variant="secondary" onClick={onDone}>
              Done
            </Button>
          </OutcomeActions>
        </Outcome>
      );
  }
}
