import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carriedAnswers, seedAnswers, travelQueryClient, useQuery } from '.';

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
      'not an answer',
    ]);
    expect(carriedAnswers(text)).toEqual([
      { queryKey: ['coupon', 'products'], data: catalogue },
      { queryKey: ['flights', 'search', { from: 'DEL', to: 'BOM' }], data: 'results' },
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
});
