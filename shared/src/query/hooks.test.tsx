import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, travelQueryClient, useMutation, useQuery, useQueryClient } from '.';

afterEach(() => {
  cleanup();
  travelQueryClient.clear();
});

describe('the query hooks of @travel/shared/query', () => {
  it('read and write the page’s one cache with no provider above them', async () => {
    travelQueryClient.setQueryData(['coupon', 'products'], ['tier 1']);
    const { result } = renderHook(() => ({
      products: useQuery({ queryKey: ['coupon', 'products'], queryFn: () => ['from the api'] }),
      client: useQueryClient(),
      cancel: useMutation({ mutationFn: (id: string) => Promise.resolve(`cancelled ${id}`) }),
    }));
    expect(result.current.client).toBe(travelQueryClient);
    expect(result.current.products.data).toEqual(['tier 1']);

    await expect(result.current.cancel.mutateAsync('7')).resolves.toBe('cancelled 7');
    expect(travelQueryClient.getMutationCache().getAll()).toHaveLength(1);
  });

  it('use the cache of a provider when there is one, as a unit test gives', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => useQuery({ queryKey: ['coupon', 'products'], queryFn: () => ['from the api'] }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual(['from the api']));
    expect(client.getQueryData(['coupon', 'products'])).toEqual(['from the api']);
    expect(travelQueryClient.getQueryData(['coupon', 'products'])).toBeUndefined();
  });
});
