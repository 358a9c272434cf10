// The server-state layer: the query hooks every app uses, bound to the page's one cache. It is a
// shared module of its own, '@travel/shared/query', so a page without a query (home, the blog)
// never loads TanStack Query (docs/decisions/0008-server-state-with-tanstack-query.md).
import {
  QueryClientContext,
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { useContext } from 'react';
import { travelQueryClient } from './query-client';

export { carriedAnswers, seedAnswers } from './page-answers';

export { keepPreviousData, QueryClientProvider, queryOptions } from '@tanstack/react-query';
export type { QueryClient, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
export { createQueryClient, travelQueryClient } from './query-client';

/**
 * The page's cache: `travelQueryClient`, with no provider above the page, so the frame needs no
 * query code. A provider still wins, which is how a unit test gets a fresh cache.
 */
export function useQueryClient(client?: QueryClient): QueryClient {
  const provided = useContext(QueryClientContext);
  return client ?? provided ?? travelQueryClient;
}

/** TanStack Query's `useQuery`, on the page's cache. */
export const useQuery = ((options: Parameters<typeof useTanstackQuery>[0], client?: QueryClient) =>
  useTanstackQuery(options, useQueryClient(client))) as typeof useTanstackQuery;

/** TanStack Query's `useMutation`, on the page's cache. */
export const useMutation = ((
  options: Parameters<typeof useTanstackMutation>[0],
  client?: QueryClient,
) => useTanstackMutation(options, useQueryClient(client))) as typeof useTanstackMutation;
