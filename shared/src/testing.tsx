import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query/query-client';

/**
 * A fresh cache with the site's defaults, for `render(..., { wrapper })` in unit tests. Cache
 * updates reach components on a microtask, so tests that fake setTimeout still see them.
 */
export function withQueryClient() {
  notifyManager.setScheduler(queueMicrotask);
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}
