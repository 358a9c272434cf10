import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { apiErrorMessage } from '../api/error-message';
import type { SessionUser } from '../contracts';
import { setSession } from '../state/session';
import { createQueryClient, travelQueryClient } from './query-client';

const visitor = (uid: string): SessionUser => ({
  nickname: 'Aarav',
  email: 'aarav@example.in',
  mobileNo: '9876543210',
  uid,
  token: `token-${uid}`,
});

describe('the server-state cache', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  const retries = (failures: number, error: Error) =>
    typeof retry === 'function' ? retry(failures, error) : retry;

  it('loads again after a lost request or answer, twice at most', () => {
    for (const kind of ['network', 'timeout', 'aborted', 'bad-response'] as const) {
      const lost = new ApiError(kind, 'lost');
      expect(retries(0, lost)).toBe(true);
      expect(retries(2, lost)).toBe(false);
    }
  });

  it('shows a refusal, a bad request or a cancellation at once instead of asking again', () => {
    expect(retries(0, new ApiError('business', 'No such order.', { code: 404 }))).toBe(false);
    expect(retries(0, new ApiError('bad-request', 'Bad request'))).toBe(false);
    expect(retries(0, new ApiError('canceled', 'Canceled'))).toBe(false);
  });

  it("forgets one visitor's answers when another signs in or the visitor signs out", () => {
    setSession(visitor('u-1'));
    travelQueryClient.setQueryData(['coupon', 'orders', 1], { total: 3 });
    setSession(visitor('u-1'));
    expect(travelQueryClient.getQueryData(['coupon', 'orders', 1])).toEqual({ total: 3 });

    setSession(visitor('u-2'));
    expect(travelQueryClient.getQueryData(['coupon', 'orders', 1])).toBeUndefined();

    travelQueryClient.setQueryData(['coupon', 'orders', 1], { total: 1 });
    setSession(null);
    expect(travelQueryClient.getQueryData(['coupon', 'orders', 1])).toBeUndefined();
  });
});

describe('apiErrorMessage', () => {
  it("shows the server's message for a refusal and the client's words for a lost call", () => {
    const refusal = new ApiError('business', 'You have 5 orders waiting for payment.', {
      code: 429,
    });
    expect(apiErrorMessage(refusal, 'Your order could not be created.')).toBe(
      'You have 5 orders waiting for payment.',
    );
    const lost = new ApiError('network', 'Network error. Please check your connection.');
    expect(apiErrorMessage(lost)).toBe('Network error. Please check your connection.');
  });

  it('falls back to plain words for anything that is not an API error', () => {
    expect(
      apiErrorMessage(new TypeError('x is undefined'), 'The coupons could not be loaded.'),
    ).toBe('The coupons could not be loaded.');
    expect(apiErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});
