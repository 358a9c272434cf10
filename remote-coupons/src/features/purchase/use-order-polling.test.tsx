import { act, cleanup, renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inFlightRequestsAtom, travelStore } from '@travel/shared';
import { withQueryClient } from '@travel/shared/testing';
import type { OrderStatus } from '@travel/shared';
import { ORDER_ID, couponOrder } from '../../test-support/coupon-orders';
import { letIoRun, until } from '../../test-support/io';
import { LocalApi } from '../../test-support/local-api';
import type { Reply } from '../../test-support/local-api';
import type * as PollingModule from './use-order-polling';
import type { OrderPolling } from './use-order-polling';

let useOrderPolling: (typeof PollingModule)['useOrderPolling'];
const api = new LocalApi();
const polls = api.calls;
const status = (value: OrderStatus) => ({ data: couponOrder(value) }) satisfies Reply;

beforeAll(async () => {
  await api.start();
  // The HTTP client reads the page origin when it loads, so load it once the page is there.
  ({ useOrderPolling } = await import('./use-order-polling'));
});

afterAll(() => api.stop());

beforeEach(() => {
  api.reset();
  api.fallback = () => status(1);
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const WINDOW_END = '2026-11-22T10:10:00.000Z';

/** Moves the clock on and gives a poll that should not happen every chance to be counted. */
async function noPollDuring(ms: number): Promise<void> {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  await letIoRun();
}

type Watch = { current: OrderPolling };

/** Moves the clock on and waits until the poll that fell due has been answered and shown. */
async function pollAfter(ms: number, result: Watch): Promise<OrderPolling> {
  const before = { polls: polls.length, shown: result.current };
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  await until(() => polls.length > before.polls && result.current !== before.shown);
  return result.current;
}

function watch(orderId: string | null = ORDER_ID, expiresAt: string | null = WINDOW_END) {
  return renderHook(
    (props: { orderId: string | null }) => useOrderPolling(props.orderId, expiresAt),
    { initialProps: { orderId }, wrapper: withQueryClient().wrapper },
  );
}

describe('useOrderPolling', () => {
  it('asks every 3 s without the global overlay and stops once the payment succeeds', async () => {
    api.replies = [status(1), status(2)];
    let overlayDuringPoll = -1;
    api.onCall = () => (overlayDuringPoll = travelStore.get(inFlightRequestsAtom));
    const { result } = watch();

    act(() => {
      vi.advanceTimersByTime(2_999);
    });
    expect(polls).toHaveLength(0);
    expect((await pollAfter(1, result)).order?.status).toBe(1);
    expect(polls[0]).toEqual({
      path: '/travel/api/coupon/orders/polling',
      body: { orderId: ORDER_ID },
    });
    expect(overlayDuringPoll).toBe(0);

    expect((await pollAfter(3_000, result)).order?.status).toBe(2);
    expect(result.current.order?.couponCode).toBe('HEG-7K3M-Q9TX-4PLW');
    await noPollDuring(60_000);
    expect(polls).toHaveLength(2);
  });

  it.each([
    [3, 'declined'],
    [7, 'cancelled or expired'],
  ] as const)('stops on status %i (%s)', async (value, _meaning) => {
    api.replies = [status(value)];
    const { result } = watch();
    expect((await pollAfter(3_000, result)).order?.status).toBe(value);
    await noPollDuring(30_000);
    expect(polls).toHaveLength(1);
  });

  it('keeps polling through a network error and says it is reconnecting meanwhile', async () => {
    api.replies = [status(1), 'network-error', status(1)];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = watch();
    expect((await pollAfter(3_000, result)).order?.status).toBe(1);
    expect(result.current.reconnecting).toBe(false);

    expect(await pollAfter(3_000, result)).toMatchObject({ reconnecting: true });
    expect(result.current.order?.status).toBe(1);

    expect(await pollAfter(3_000, result)).toMatchObject({ reconnecting: false });
    expect(polls).toHaveLength(3);
    logged.mockRestore();
  });

  it('stops when the modal closes and when the screen goes away', async () => {
    const { result, rerender, unmount } = watch();
    expect((await pollAfter(3_000, result)).order?.status).toBe(1);

    rerender({ orderId: null });
    expect(result.current.order).toBeNull();
    await noPollDuring(30_000);
    expect(polls).toHaveLength(1);

    rerender({ orderId: ORDER_ID });
    expect((await pollAfter(3_000, result)).order?.status).toBe(1);
    unmount();
    await noPollDuring(30_000);
    expect(polls).toHaveLength(2);
  });

  it('drops the answer of a poll still on its way when the modal closes', async () => {
    api.replies = ['held'];
    const { result, rerender } = watch();
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    await until(() => api.held !== null);
    rerender({ orderId: null });
    api.release(status(2));
    await noPollDuring(30_000);
    expect(result.current.order).toBeNull();
    expect(polls).toHaveLength(1);
  });

  it('takes one last look when the payment window ends, then stops', async () => {
    const tenSecondsLeft = new Date(Date.now() + 10_000).toISOString();
    const { result } = watch(ORDER_ID, tenSecondsLeft);
    for (let poll = 1; poll <= 3; poll += 1) {
      await pollAfter(3_000, result);
    }
    expect(result.current.windowEnded).toBe(false);

    // 9 s gone: the last look is due at the end of the window, 1 s later, not 3 s later.
    expect(await pollAfter(1_000, result)).toMatchObject({ windowEnded: true });
    expect(polls).toHaveLength(4);
    await noPollDuring(60_000);
    expect(polls).toHaveLength(4);
  });

  it('shows a payment that lands in the last second instead of the window ending', async () => {
    api.replies = [status(2)];
    const { result } = watch(ORDER_ID, new Date(Date.now() + 2_000).toISOString());
    expect((await pollAfter(2_000, result)).order?.status).toBe(2);
    expect(result.current.windowEnded).toBe(false);
  });

  it("stops with the server's message when it will not tell", async () => {
    api.replies = [{ code: 404, msg: 'We could not find that order.' }];
    const { result } = watch();
    expect((await pollAfter(3_000, result)).failure).toBe('We could not find that order.');
    expect(result.current.failure).toBe('We could not find that order.');
    await noPollDuring(30_000);
    expect(polls).toHaveLength(1);
  });

  it('does nothing without an order', async () => {
    const { result } = watch(null);
    await noPollDuring(30_000);
    expect(polls).toHaveLength(0);
    expect(result.current).toEqual({
      order: null,
      reconnecting: false,
      windowEnded: false,
      failure: null,
    });
  });
});
