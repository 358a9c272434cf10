import { configureAnalytics, setSessionExpiredHandler, TravelProviders } from '@travel/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { ensureRemotesRegistered } from './federation/remote-registry';

configureAnalytics({ measurementId: import.meta.env.PUBLIC_GA_MEASUREMENT_ID });
setSessionExpiredHandler(() => void router.navigate('/'));
// The entry may have started this already; the shell paints without waiting for it.
ensureRemotesRegistered().catch((error: unknown) => {
  console.error('[remotes] the live remotes could not be read', error);
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <TravelProviders>
      <RouterProvider router={router} />
    </TravelProviders>
  </StrictMode>,
);
