import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carriedAnswers, seedAnswers, travelQueryClient, useQuery } from '.';
import { ApiError, apiErrorMessage } from '@travel/shared';

afterEach(() => {
  cleanup();
  travelQueryClient.clear();
});

const catalogue = [{ code: 'HEG-0099-0350', totalAmountPaise: 9900 }];

describe("a server-rendered page's answers", () => {
  it('are read from the text the server writes, and nothing else', () => {
    const text = JSON.stringify([
      { queryKey: ['coupon', 'products'], data: catalogue },
      { queryKey: [], data: 'no key' },
      { queryKey: ['flights', 'search', { from: 'DEL', to: 'BOM' }], data: 'results' },
      { queryKey: ['flights', ['DEL']], data: 'a key the server never writes' },
      { queryKey: ['flights', null], data: 'nor this' },
      { queryKey: ['no data'] },
      { queryKey: ['refused'], refusal: { code: 400, msg: 'Please choose today or a later date' } },
      { queryKey: ['refused', 'no message'], refusal: { code: 400 } },
      { queryKey: ['refused', 'odd values'], refusal: { code: 400, msg: 'No', params: { a: 1 } } },
      'not an answer',
    ]);
    expect(carriedAnswers(text)).toEqual([
      { queryKey: ['coupon', 'products'], data: catalogue },
      { queryKey: ['flights', 'search', { from: 'DEL', to: 'BOM' }], data: 'results' },
      { queryKey: ['refused'], refusal: { code: 400, msg: 'Please choose today or a later date' } },
    ]);
    for (const broken of [null, '', '{"queryKey":["a"],"data":1}', '[{"queryKey"', 'null']) {
      expect(carriedAnswers(broken)).toEqual([]);
    }
  });

  it('give the screen its first render with them, and it does not ask the api again', () => {
    seedAnswers(
      travelQueryClient,
      carriedAnswers(JSON.stringify([{ queryKey: ['coupon', 'products'], data: catalogue }])),
    );
    const ask = vi.fn(() => Promise.resolve([]));
    const { result } = renderHook(() =>
      useQuery({ queryKey: ['coupon', 'products'], queryFn: ask, staleTime: 30_000 }),
    );
    expect(result.current.data).toEqual(catalogue);
    expect(result.current.isFetching).toBe(false);
    expect(ask).not.toHaveBeenCalled();
  });

  it("match a screen's key by the request's fields, whatever their order", () => {
    seedAnswers(
      travelQueryClient,
      carriedAnswers(
        JSON.stringify([{ queryKey: ['flights', 'search', { to: 'BOM', from: 'DEL' }], data: 3 }]),
      ),
    );
    const ask = vi.fn(() => Promise.resolve(0));
    const { result } = renderHook(() =>
      useQuery({
        queryKey: ['flights', 'search', { from: 'DEL', to: 'BOM' }],
        queryFn: ask,
        staleTime: 30_000,
      }),
    );
    expect(result.current.data).toBe(3);
    expect(ask).not.toHaveBeenCalled();
  });

  it("paint the api's refusal of the page's own call as the screen's error, asked again only on Try again", async () => {
    const key = ['flights', 'search', { from: 'DEL', to: 'BOM', date: '2024-01-15' }];
    const refusal = {
      code: 400,
      msg: 'Please choose today or a later date',
      error: 'pastDate',
      params: { date: '15 Jan 2024' },
    };
    seedAnswers(travelQueryClient, carriedAnswers(JSON.stringify([{ queryKey: key, refusal }])));
    const ask = vi.fn(() => Promise.reject(new ApiError('business', refusal.msg, { code: 400 })));
    const { result } = renderHook(() =>
      useQuery({ queryKey: key, queryFn: ask, staleTime: 60_000, retry: false }),
    );
    expect(result.current.isError).toBe(true);
    expect(result.current.isFetching).toBe(false);
    expect(apiErrorMessage(result.current.error)).toBe('Please choose today or a later date');
    expect(result.current.error).toMatchObject({
      kind: 'business',
      code: 400,
      refusal: { name: 'pastDate', params: { date: '15 Jan 2024' } },
    });
    expect(ask).not.toHaveBeenCalled();

    await act(() => result.current.refetch());
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("leave an error of the browser's own call to be asked again when a screen opens", async () => {
    const key = ['flights', 'itinerary', 'v1.id'];
    const ask = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('business', 'No such flight', { code: 404 }))
      .mockResolvedValue('found');
    const first = renderHook(() => useQuery({ queryKey: key, queryFn: ask, retry: false }));
    await vi.waitFor(() => expect(first.result.current.isError).toBe(true));
    first.unmount();
    const again = renderHook(() => useQuery({ queryKey: key, queryFn: ask, retry: false }));
    await vi.waitFor(() => expect(again.result.current.data).toBe('found'));
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
