import { ApiError, ORDER_POLL_INTERVAL_MS, ORDER_STATUS } from '@travel/shared';
import type { CouponOrder } from '@travel/shared';
import { useEffect, useState } from 'react';
import { messageOf } from '../../api/use-api-query';
import { pollCouponOrder } from './api/poll-order';

export type OrderPolling = {
  /** The order as last seen; null until the first answer. */
  order: CouponOrder | null;
  /** The last poll failed on the network; polling goes on. */
  reconnecting: boolean;
  /** The payment window ended while the order still waited for payment. */
  windowEnded: boolean;
  /** The server refused to say (e.g. the order is not this visitor's); polling stopped. */
  failure: string | null;
};

type Watched = OrderPolling & { orderId: string | null };

const idle: OrderPolling = { order: null, reconnecting: false, windowEnded: false, failure: null };

export function isAwaitingPayment(order: CouponOrder): boolean {
  return order.status === ORDER_STATUS.processingPayment;
}

/**
 * Asks for the order's state every ORDER_POLL_INTERVAL_MS while `orderId` is set, without the
 * global overlay. Stops on a final state, when the payment window ends (after one last look,
 * since a payment can land in the last second), when `orderId` becomes null, and on unmount.
 */
export function useOrderPolling(orderId: string | null, expiresAt: string | null): OrderPolling {
  const [watched, setWatched] = useState<Watched>({ ...idle, orderId: null });

  useEffect(() => {
    if (!orderId || !expiresAt) return;
    const endsAt = Date.parse(expiresAt);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | null = null;
    let latest: CouponOrder | null = null;

    const publish = (next: Omit<Watched, 'orderId' | 'order'>) =>
      setWatched({ ...next, orderId, order: latest });

    const schedule = () => {
      const untilEnd = Math.max(0, endsAt - Date.now());
      timer = setTimeout(() => void tick(), Math.min(ORDER_POLL_INTERVAL_MS, untilEnd));
    };

    const tick = async () => {
      timer = undefined;
      const lastLook = Date.now() >= endsAt;
      inFlight = new AbortController();
      try {
        latest = await pollCouponOrder(orderId, inFlight.signal);
        if (stopped) return;
        const waiting = isAwaitingPayment(latest);
        publish({ reconnecting: false, windowEnded: waiting && lastLook, failure: null });
        if (waiting && !lastLook) schedule();
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.kind === 'business') {
          publish({ reconnecting: false, windowEnded: false, failure: messageOf(error, '') });
          return;
        }
        publish({ reconnecting: true, windowEnded: lastLook, failure: null });
        if (!lastLook) schedule();
      } finally {
        inFlight = null;
      }
    };

    // Back from the UPI app or the payer tab: look now rather than at the next tick, which a
    // background tab may have delayed.
    const lookNow = () => {
      if (document.visibilityState !== 'visible' || timer === undefined) return;
      clearTimeout(timer);
      void tick();
    };

    schedule();
    document.addEventListener('visibilitychange', lookNow);
    return () => {
      stopped = true;
      clearTimeout(timer);
      inFlight?.abort();
      document.removeEventListener('visibilitychange', lookNow);
    };
  }, [orderId, expiresAt]);

  return watched.orderId === orderId && orderId ? watched : idle;
}
