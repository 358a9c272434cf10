import { QueryClient } from '@tanstack/react-query';
// Through the package's own name: the page's one store, which '@travel/shared' holds.
import { isTransientError, sessionAtom, travelStore } from '@travel/shared';
import { isCarriedRefusal } from './page-answers';

/** How many times a load is sent again after a transport failure before its error shows. */
const LOAD_RETRIES = 2;

/**
 * The server-state cache with the site's defaults: a load is retried only when the network lost
 * it (a refusal would answer the same), answers stay fresh for 30 s so going back shows them
 * without a new request, and a returning tab does not reload everything under the overlay. A
 * refusal the server painted the page with is not asked again as the screen starts.
 * Mutations are never retried unless their own hook says it is safe.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < LOAD_RETRIES && isTransientError(error),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retryOnMount: (query) => !isCarriedRefusal(query.state.error),
      },
      mutations: { retry: false },
    },
  });
}

/** The one cache of the page: the shell and every remote read and write the same entries. */
export const travelQueryClient = createQueryClient();

// One visitor's orders must never show to the next one on this browser.
let cachedFor = travelStore.get(sessionAtom)?.uid ?? null;
travelStore.sub(sessionAtom, () => {
  const uid = travelStore.get(sessionAtom)?.uid ?? null;
  if (uid !== cachedFor) travelQueryClient.removeQueries();
  cachedFor = uid;
});
