import { apiErrorMessage } from '@travel/shared';
import type { CouponOrder, UpiPayment } from '@travel/shared';
import { translator, useI18n } from '@travel/shared/i18n';
import { useCallback, useRef, useState } from 'react';
import { isRetryable, useCreateCouponOrder } from './api/create-order';
import { usePayCouponOrder } from './api/pay-order';
import { couponName } from '../../ui/coupon-name';

/** What is being bought: the product code only; the server decides the price. */
export type PurchaseItem = { productCode: string; backAmountPaise: number };

type Attempt = PurchaseItem & { idempotencyKey: string };

export type PurchaseState =
  | { step: 'closed' }
  | { step: 'creating'; item: PurchaseItem; couponName: string }
  | { step: 'failed'; item: PurchaseItem; couponName: string; message: string; retryLabel: string }
  | {
      step: 'paying';
      item: PurchaseItem;
      couponName: string;
      payment: UpiPayment;
      /** The order as the visitor's own Cancel left it; polling stops then. */
      cancelled: CouponOrder | null;
    };

export type Purchase = {
  state: PurchaseState;
  /** A new purchase attempt of a coupon, with a fresh idempotency key. */
  buy: (item: PurchaseItem) => void;
  /** Pays an order that is still open (from the order list). */
  payOrder: (order: CouponOrder) => void;
  /**
   * After a failure: the same attempt again, with the same key if the order may already exist
   * (the answer was lost), else as a new order.
   */
  retry: () => void;
  markCancelled: (order: CouponOrder) => void;
  close: () => void;
};

/** One purchase at a time: creating the order, then paying it in the payment dialog. */
export function usePurchase(): Purchase {
  const [state, setState] = useState<PurchaseState>({ step: 'closed' });
  const attempt = useRef<Attempt | null>(null);
  // Each run gets a number; an answer for an older run (the dialog was closed) is dropped.
  const run = useRef(0);
  const { mutateAsync: createCouponOrder } = useCreateCouponOrder();
  const { mutateAsync: payCouponOrder } = usePayCouponOrder();
  // The instance stays the same from render to render, so the callbacks below do too.
  const i18n = useI18n();

  const create = useCallback(
    (current: Attempt) => {
      const mine = ++run.current;
      attempt.current = current;
      const t = translator(i18n);
      const name = couponName(t, current.backAmountPaise);
      const item = { productCode: current.productCode, backAmountPaise: current.backAmountPaise };
      setState({ step: 'creating', item, couponName: name });
      createCouponOrder({
        productCode: current.productCode,
        idempotencyKey: current.idempotencyKey,
      }).then(
        ({ payment }) => {
          if (run.current !== mine) return;
          setState({ step: 'paying', item, couponName: name, payment, cancelled: null });
        },
        (error: unknown) => {
          if (run.current !== mine) return;
          // Nothing was made on a refusal, so the next try is a new attempt with a new key.
          if (!isRetryable(error))
            attempt.current = { ...current, idempotencyKey: crypto.randomUUID() };
          setState({
            step: 'failed',
            item,
            couponName: name,
            message: apiErrorMessage(error, t('coupons.purchase.createFailed')),
            retryLabel: t('coupons.purchase.tryAgain'),
          });
        },
      );
    },
    [createCouponOrder, i18n],
  );

  const buy = useCallback(
    (item: PurchaseItem) => create({ ...item, idempotencyKey: crypto.randomUUID() }),
    [create],
  );

  const payOrder = useCallback(
    (order: CouponOrder) => {
      const mine = ++run.current;
      const item = { productCode: order.productCode, backAmountPaise: order.backAmountPaise };
      // If this order can no longer be paid, the way on is a new order for the same coupon.
      attempt.current = { ...item, idempotencyKey: crypto.randomUUID() };
      const t = translator(i18n);
      const name = couponName(t, order.backAmountPaise);
      setState({ step: 'creating', item, couponName: name });
      payCouponOrder(order.orderId).then(
        (payment) => {
          if (run.current !== mine) return;
          setState({ step: 'paying', item, couponName: name, payment, cancelled: null });
        },
        (error: unknown) => {
          if (run.current !== mine) return;
          setState({
            step: 'failed',
            item,
            couponName: name,
            message: apiErrorMessage(error, t('coupons.purchase.payFailed')),
            retryLabel: t('coupons.purchase.buyAgain'),
          });
        },
      );
    },
    [payCouponOrder, i18n],
  );

  const retry = useCallback(() => {
    if (attempt.current) create(attempt.current);
  }, [create]);

  const markCancelled = useCallback((order: CouponOrder) => {
    setState((current) =>
      current.step === 'paying' && current.payment.orderId === order.orderId
        ? { ...current, cancelled: order }
        : current,
    );
  }, []);

  const close = useCallback(() => {
    run.current += 1;
    attempt.current = null;
    setState({ step: 'closed' });
  }, []);

  return { state, buy, payOrder, retry, markCancelled, close };
}
