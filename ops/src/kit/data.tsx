import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { StatePanel } from '@travel/shared';
import { useEffect, type ReactNode } from 'react';
import { isSignedOut } from '../http';
import { ME_KEY } from '../staff';

/**
 * A query of the console's data. A 401 means the session ended (expired, signed out elsewhere,
 * disabled): the console goes back to its sign-in form.
 */
export function useOpsQuery<T>(key: QueryKey, load: () => Promise<T>) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['ops-data', ...key], queryFn: load, retry: false });
  const signedOut = isSignedOut(query.error);
  useEffect(() => {
    if (signedOut) client.setQueryData(ME_KEY, null);
  }, [client, signedOut]);
  return query;
}

/** Reloads every list of the console after a change. */
export function useRefreshData(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['ops-data'] });
}

/** Loading, failed, or the content. */
export function Loaded<T>({
  query,
  label,
  children,
}: {
  query: { data: T | undefined; error: Error | null; refetch: () => unknown };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.error) {
    return (
      <StatePanel kind="error" message={query.error.message} onRetry={() => query.refetch()} />
    );
  }
  if (query.data === undefined) return <StatePanel kind="loading" label={label} />;
  return <>{children(query.data)}</>;
}
