import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFlightRequestsAtom } from '../state/session';
import { travelStore } from '../state/store';
import { ApiError } from './api-error';

// axios comes with the first call (./http); here that file cannot be fetched, as when the
// network drops between the page's start and a visitor's first tap.
vi.mock('./http', () => {
  throw new Error('Loading chunk http failed');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('apiPost when the HTTP client cannot be loaded', () => {
  it('fails as a network error and clears the loading overlay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { apiPost } = await import('./client');
    const call = apiPost('/travel/api/website/auth/check', {});
    expect(travelStore.get(inFlightRequestsAtom)).toBe(1);
    const error: unknown = await call.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'network',
      message: 'Network error. Please check your connection and try again.',
    });
    expect(travelStore.get(inFlightRequestsAtom)).toBe(0);
  });
});
