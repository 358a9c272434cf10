import { act, cleanup, renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '@travel/shared/testing';
import { couponOrder, upiPayment } from '../../test-support/coupon-orders';
import { letIoRun, until } from '../../test-support/io';
import { LocalApi } from '../../test-support/local-api';
import type { Reply } from '../../test-support/local-api';
import type * as PurchaseModule from './use-purchase';
import type { Purchase } from './use-purchase';

let usePurchase: (typeof PurchaseModule)['usePurchase'];
const api = new LocalApi();
const creates = () => api.calls.filter((call) => call.path === '/travel/api/coupon/order/create');
const created: Reply = { data: { order: couponOrder(1), payment: upiPayment() } };
const coupon = { productCode: 'HEG-0001-0099', backAmountPaise: 9_900 };

beforeAll(async () => {
  await api.start();
  ({ usePurchase } = await import('./use-purchase'));
});

afterAll(() => api.stop());

beforeEach(() => {
  api.reset();
  failuresLogged = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let failuresLogged: { mock: { calls: unknown[][] } };

/**
 * Waits until the client has seen the failed call (it logs each one), checks that it holds back
 * for `ms`, then moves the clock on and waits for the retry to arrive.
 */
async function nextRetry(ms: number): Promise<void> {
  const before = creates().length;
  await until(() => failuresLogged.mock.calls.length >= before);
  act(() => {
    vi.advanceTimersByTime(ms - 1);
  });
  await letIoRun();
  expect(creates()).toHaveLength(before);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  await until(() => creates().length > before);
}

const step = (result: { current: Purchase }) => result.current.state.step;
const keysSent = () => creates().map((call) => call.body.idempotencyKey);

describe('usePurchase', () => {
  it('sends the product code and a fresh key, never an amount, and opens the payment', async () => {
    api.replies = [created];
    const { result } = renderHook(() => usePurchase(), withQueryClient());
    act(() => result.current.buy(coupon));
    expect(step(result)).toBe('creating');

    await until(() => step(result) === 'paying');
    expect(creates()).toHaveLength(1);
    expect(Object.keys(creates()[0]?.body ?? {}).sort()).toEqual(['idempotencyKey', 'productCode']);
    expect(creates()[0]?.body.productCode).toBe('HEG-0001-0099');
    expect(keysSent()[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(result.current.state).toMatchObject({
      couponName: '₹99.00 flight coupon',
      payment: { amountPaise: 100 },
    });
  });

  it('retries a create whose answer was lost with the same key, so the server makes one order', async () => {
    api.replies = ['network-error', 'network-error', created];
    const { result } = renderHook(() => usePurchase(), withQueryClient());
    act(() => result.current.buy(coupon));
    await until(() => creates().length === 1);
    await nextRetry(1_000);
    await nextRetry(2_000);
    await until(() => step(result) === 'paying');

    const [first, ...retries] = keysSent();
    expect(retries).toEqual([first, first]);
  });

  it('keeps the key for Try again after the network gave up, since the order may exist', async () => {
    api.replies = ['network-error', 'network-error', 'network-error', created];
    const { result } = renderHook(() => usePurchase(), withQueryClient());
    act(() => result.current.buy(coupon));
    await until(() => creates().length === 1);
    await nextRetry(1_000);
    await nextRetry(2_000);
    await until(() => step(result) === 'failed');
    expect(result.current.state).toMatchObject({
      message: 'Network error. Please check your connection and try again.',
      retryLabel: 'Try again',
    });

    act(() => result.current.retry());
    await until(() => step(result) === 'paying');
    expect(new Set(keysSent()).size).toBe(1);
  });

  it('shows a refusal and makes Try again a new attempt with a new key', async () => {
    api.replies = [
      { code: 429, msg: 'You have 5 orders waiting for payment. Please pay or cancel one first.' },
      created,
    ];
    const { result } = renderHook(() => usePurchase(), withQueryClient());
    act(() => result.current.buy(coupon));
    await until(() => step(result) === 'failed');
    expect(result.current.state).toMatchObject({
      message: 'You have 5 orders waiting for payment. Please pay or cancel one first.',
    });

    act(() => result.current.retry());
    await until(() => step(result) === 'paying');
    const [refused, retried] = keysSent();
    expect(retried).not.toBe(refused);
  });

  it('gives every purchase its own key', async () => {
    api.fallback = () => created;
    const { result } = renderHook(() => usePurchase(), withQueryClient());
    act(() => result.current.buy(coupon));
    await until(() => step(result) === 'paying');
    act(() => result.current.close());
    act(() => result.current.buy(coupon));
    await until(() => creates().length === 2 && step(result) === 'paying');

    const [first, second] = keysSent();
    expect(second).not.toBe(first);
  });

  it('drops the answer of a create when the dialog was closed meanwhile', async () => {
    api.replies = ['held'];
    const { result } = renderHook(() => usePurchase(), withQueryClient());
    act(() => result.current.buy(coupon));
    await until(() => api.held !== null);
    act(() => result.current.close());
    api.release(created);
    await until(() => api.held === null);
    await letIoRun();
    expect(step(result)).toBe('closed');
  });

  it('reopens the payment of an order that is still open', async () => {
    api.replies = [{ data: upiPayment() }];
    const { result } = renderHook(() => usePurchase(), withQueryClient());
    act(() => result.current.payOrder(couponOrder(1)));
    await until(() => step(result) === 'paying');
    expect(api.calls).toEqual([
      { path: '/travel/api/coupon/order/pay', body: { orderId: couponOrder(1).orderId } },
    ]);
  });

  it('offers a new order when an open order can no longer be paid', async () => {
    api.replies = [
      { code: 410, msg: 'The time to pay for this order has run out. Please start a new order.' },
      created,
    ];
    const { result } = renderHook(() => usePurchase(), withQueryClient());
    act(() => result.current.payOrder(couponOrder(1)));
    await until(() => step(result) === 'failed');
    expect(result.current.state).toMatchObject({ retryLabel: 'Buy this coupon again' });

    act(() => result.current.retry());
    await until(() => step(result) === 'paying');
    expect(creates()[0]?.body.productCode).toBe('HEG-0001-0099');
  });
});
