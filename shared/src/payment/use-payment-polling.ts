import { useEffect, useMemo } from 'react';
// Through the package's own name: the page's one ApiError class, so refusals are recognised.
import { ORDER_POLL_INTERVAL_MS, ORDER_STATUS } from '@travel/shared/contracts/plain';
import { apiErrorMessage, isRefusal } from '@travel/shared';
import type { OrderStatus } from '@travel/shared';
import { useQuery } from '@travel/shared/query';

/** Any order the payment core takes money for: coupon orders, flight bookings. */
type PayableOrder = { status: OrderStatus };

export type PaymentPolling<Order extends PayableOrder> = {
  /** The order as last seen; null until the first answer. */
  order: Order | null;
  /** The last poll failed on the network; polling goes on. */
  reconnecting: boolean;
  /** The payment window ended while the order still waited for payment. */
  windowEnded: boolean;
  /** The server refused to say (e.g. the order is not this visitor's); polling stopped. */
  failure: string | null;
};

const idle = { order: null, reconnecting: false, windowEnded: false, failure: null } as const;

export function isAwaitingPayment(order: PayableOrder): boolean {
  return order.status === ORDER_STATUS.processingPayment;
}

type PollState = {
  data: PayableOrder | null | undefined;
  error: unknown;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
};

/** When the last answer (or failure) came: at or after the window's end it was the last look. */
const lastLookAt = (state: PollState) => Math.max(state.dataUpdatedAt, state.errorUpdatedAt);

/** Milliseconds until the next poll, or false once there is nothing left to wait for. */
function nextPollIn(state: PollState, endsAt: number): number | false {
  if (state.error !== null && isRefusal(state.error)) return false;
  if (state.data && !isAwaitingPayment(state.data)) return false;
  if (lastLookAt(state) >= endsAt) return false;
  // The last look falls on the window's end, not up to one interval after it.
  return Math.max(1, Math.min(ORDER_POLL_INTERVAL_MS, endsAt - Date.now()));
}

/**
 * Asks for the order's state every ORDER_POLL_INTERVAL_MS while `orderId` is set, without the
 * global overlay. Stops on a final state, when the payment window ends (after one last look,
 * since a payment can land in the last second), when `orderId` becomes null, and on unmount
 * (the request on its way is aborted through the query's signal).
 */
export function usePaymentPolling<Order extends PayableOrder>({
  queryKey,
  orderId,
  expiresAt,
  poll,
}: {
  /** The cache key of this kind of order's polling, e.g. ['coupon', 'order-polling']. */
  queryKey: readonly unknown[];
  orderId: string | null;
  expiresAt: string | null;
  /** One look at the order, without the global overlay (`{ polling: true }`). */
  poll: (orderId: string, signal: AbortSignal) => Promise<Order>;
}): PaymentPolling<Order> {
  const endsAt = expiresAt ? Date.parse(expiresAt) : 0;
  const watching = orderId !== null && expiresAt !== null;
  const query = useQuery<Order | null>({
    queryKey: [...queryKey, orderId, expiresAt],
    queryFn: ({ signal }) => poll(orderId ?? '', signal),
    enabled: watching,
    // Null until the first look, which is one interval after the order was opened.
    initialData: null,
    initialDataUpdatedAt: 0,
    staleTime: Infinity,
    // A failed poll is shown as reconnecting and the next tick is the retry.
    retry: false,
    refetchInterval: (current) => (watching ? nextPollIn(current.state, endsAt) : false),
    refetchIntervalInBackground: true,
    // A closed dialog leaves nothing behind: reopening it starts from a first look again.
    gcTime: 0,
  });
  const { data, error, dataUpdatedAt, errorUpdatedAt, refetch } = query;

  // Back from the UPI app or the payer tab: look now rather than at the next tick, which a
  // background tab may have delayed.
  const stillPolling =
    watching && nextPollIn({ data, error, dataUpdatedAt, errorUpdatedAt }, endsAt) !== false;
  useEffect(() => {
    if (!stillPolling) return;
    const lookNow = () => {
      if (document.visibilityState === 'visible') void refetch({ cancelRefetch: false });
    };
    document.addEventListener('visibilitychange', lookNow);
    return () => document.removeEventListener('visibilitychange', lookNow);
  }, [stillPolling, refetch]);

  return useMemo<PaymentPolling<Order>>(() => {
    if (!watching) return idle;
    const lastLook = lastLookAt({ data, error, dataUpdatedAt, errorUpdatedAt }) >= endsAt;
    const failedLast = error !== null && errorUpdatedAt >= dataUpdatedAt;
    if (failedLast && isRefusal(error)) {
      return {
        order: data,
        reconnecting: false,
        windowEnded: false,
        failure: apiErrorMessage(error),
      };
    }
    return {
      order: data,
      reconnecting: failedLast,
      windowEnded: lastLook && (failedLast || (data !== null && isAwaitingPayment(data))),
      failure: null,
    };
  }, [watching, data, error, dataUpdatedAt, errorUpdatedAt, endsAt]);
}
