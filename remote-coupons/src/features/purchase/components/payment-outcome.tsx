import { Button } from '@travel/shared';
import { formatInr, ORDER_STATUS, sitePaths } from '@travel/shared/contracts/plain';
import type { CouponOrder } from '@travel/shared';
import { useDates, useT } from '@travel/shared/i18n';
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
  const t = useT();
  return (
    <Outcome>
      <OutcomeMark $good={false} aria-hidden="true">
        !
      </OutcomeMark>
      {children}
      <OutcomeActions>
        <Button onClick={onTryAgain}>{t('coupons.purchase.tryAgain')}</Button>
        <OrdersLink to={sitePaths.couponOrderList} onClick={onDone}>
          {t('page.couponOrderList')}
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
  const t = useT();
  const dates = useDates();
  if (end.kind === 'window-ended') {
    return (
      <Failed onTryAgain={onTryAgain} onDone={onDone}>
        <OutcomeLead>{t('coupons.outcome.windowEnded')}</OutcomeLead>
        <OutcomeMuted>
          {t('coupons.outcome.notReceived')} {t('coupons.outcome.latePayment')}
        </OutcomeMuted>
      </Failed>
    );
  }
  if (end.kind === 'unknown') {
    return (
      <Outcome>
        <OutcomeLead>{end.message}</OutcomeLead>
        <OutcomeMuted>{t('coupons.outcome.statusInOrders')}</OutcomeMuted>
        <OrdersLink to={sitePaths.couponOrderList} onClick={onDone}>
          {t('page.couponOrderList')}
        </OrdersLink>
      </Outcome>
    );
  }

  const { order } = end;
  switch (order.status) {
    case ORDER_STATUS.paymentFailed:
      return (
        <Failed onTryAgain={onTryAgain} onDone={onDone}>
          <OutcomeLead>{t('coupons.outcome.declined')}</OutcomeLead>
          <OutcomeMuted>{t('coupons.outcome.tryAnotherApp')}</OutcomeMuted>
        </Failed>
      );
    case ORDER_STATUS.paymentCancelled:
      return (
        <Failed onTryAgain={onTryAgain} onDone={onDone}>
          <OutcomeLead>
            {end.cancelledByVisitor
              ? t('coupons.outcome.cancelledByYou')
              : t('coupons.outcome.closedUnpaid')}
          </OutcomeLead>
          {!end.cancelledByVisitor && (
            <OutcomeMuted>{t('coupons.outcome.latePayment')}</OutcomeMuted>
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
            {t('coupons.outcome.paid', { amount: formatInr(order.totalAmountPaise), couponName })}
          </OutcomeLead>
          {order.couponCode && (
            <>
              <OutcomeMuted>{t('coupons.outcome.yourCode')}</OutcomeMuted>
              <CouponCodeBox code={order.couponCode} />
              <OutcomeMuted>
                {t('coupons.outcome.worth', {
                  amount: formatInr(order.backAmountPaise),
                  date: dates.day(order.couponExpirationDate),
                })}
              </OutcomeMuted>
            </>
          )}
          <EnterDrawBox order={order} />
          <OutcomeActions>
            <OrdersLink to={sitePaths.couponOrderList} onClick={onDone}>
              {t('page.couponOrderList')}
            </OrdersLink>
            <Button variant="secondary" onClick={onDone}>
              {t('coupons.outcome.done')}
            </Button>
          </OutcomeActions>
        </Outcome>
      );
  }
}
