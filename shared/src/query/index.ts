// The server-state layer every app uses, so remotes import it from @travel/shared only.
export {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { QueryClient, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
export { createQueryClient, travelQueryClient } from './query-client';
