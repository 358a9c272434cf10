import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inFlightRequestsAtom, travelStore } from '@travel/shared';
import type { CouponOrder, OrderStatus } from '@travel/shared';
import type * as PollingModule from './use-order-polling';
import type { OrderPolling } from './use-order-polling';

type HappyDomWindow = { happyDOM: { setURL(url: string): void } };
type Reply = { status: OrderStatus } | 'network-error' | 'held' | { code: number; msg: string };

let useOrderPolling: (typeof PollingModule)['useOrderPolling'];
let server: Server;
let replies: Reply[];
let polls: { body: string; headers: IncomingMessage['headers'] }[];
let arrived: () => void;
let held: ServerResponse | null;

const order = (status: OrderStatus): CouponOrder => ({
  orderId: 'CO20261122AAAA1111',
  productCode: 'HEG-0099-0350',
  totalAmountPaise: 9_900,
  backAmountPaise: 35_000,
  status,
  createdAt: '2026-11-22T10:00:00.000Z',
  paidAt: status === 2 ? '2026-11-22T10:01:00.000Z' : null,
  paymentExpiresAt: '2026-11-22T10:10:00.000Z',
  couponCode: status === 2 ? 'HEG-7K3M-Q9TX-4PLW' : null,
  couponStatus: status === 2 ? 'active' : null,
  couponExpirationDate: '2026-12-31',
  actions: [],
  draw: null,
});

function respond(response: ServerResponse) {
  const reply = replies.shift() ?? { status: 1 };
  if (reply === 'held') {
    held = response;
    return;
  }
  if (reply === 'network-error') {
    response.socket?.destroy();
    return;
  }
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(
    JSON.stringify(
      'code' in reply
        ? { code: reply.code, msg: reply.msg, data: null }
        : { code: 200, msg: 'success', data: order(reply.status) },
    ),
  );
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      polls.push({ body, headers: request.headers });
      respond(response);
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${origin}/coupon`);
  ({ useOrderPolling } = await import('./use-order-polling'));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  replies = [];
  polls = [];
  held = null;
  arrived = () => {};
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ORDER_ID = 'CO20261122AAAA1111';
const WINDOW_END = '2026-11-22T10:10:00.000Z';

/** Lets real I/O (the local server, the HTTP client) run until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 500; turn += 1) {
    if (done()) return;
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  throw new Error('the expected state never came');
}

/**
 * Moves the clock on, then lets the event loop turn as often as a poll needs to reach the local
 * server (two turns here; fifty leave room), so a poll that should not happen would be counted.
 */
async function noPollDuring(ms: number): Promise<void> {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  for (let turn = 0; turn < 50; turn += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
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
    { initialProps: { orderId } },
  );
}

describe('useOrderPolling', () => {
  it('asks every 3 s without the global overlay and stops once the payment succeeds', async () => {
    replies = [{ status: 1 }, { status: 2 }];
    let overlayDuringPoll = -1;
    arrived = () => (overlayDuringPoll = travelStore.get(inFlightRequestsAtom));
    const { result } = watch();

    act(() => {
      vi.advanceTimersByTime(2_999);
    });
    expect(polls).toHaveLength(0);
    expect((await pollAfter(1, result)).order?.status).toBe(1);
    expect(JSON.parse(polls[0]?.body ?? '')).toEqual({ orderId: ORDER_ID });
    expect(overlayDuringPoll).toBe(0);

    expect((await pollAfter(3_000, result)).order?.status).toBe(2);
    expect(result.current.order?.couponCode).toBe('HEG-7K3M-Q9TX-4PLW');
    await noPollDuring(60_000);
    expect(polls).toHaveLength(2);
  });

  it.each([
    [3, 'declined'],
    [7, 'cancelled or expired'],
  ] as const)('stops on status %i (%s)', async (status, _meaning) => {
    replies = [{ status }];
    const { result } = watch();
    expect((await pollAfter(3_000, result)).order?.status).toBe(status);
    await noPollDuring(30_000);
    expect(polls).toHaveLength(1);
  });

  it('keeps polling through a network error and says it is reconnecting meanwhile', async () => {
    replies = [{ status: 1 }, 'network-error', { status: 1 }];
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
    replies = ['held'];
    const { result, rerender } = watch();
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    await until(() => held !== null);
    rerender({ orderId: null });
    held?.writeHead(200, { 'Content-Type': 'application/json' });
    held?.end(JSON.stringify({ code: 200, msg: 'success', data: order(2) }));
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
    replies = [{ status: 2 }];
    const { result } = watch(ORDER_ID, new Date(Date.now() + 2_000).toISOString());
    expect((await pollAfter(2_000, result)).order?.status).toBe(2);
    expect(result.current.windowEnded).toBe(false);
  });

  it("stops with the server's message when it will not tell", async () => {
    replies = [{ code: 404, msg: 'We could not find that order.' }];
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
