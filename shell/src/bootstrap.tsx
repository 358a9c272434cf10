import {
  configureAnalytics,
  contractMessagesReady,
  keepMemberCookie,
  TravelProviders,
} from '@travel/shared';
import { HYDRATION_WAIT_MS, PAGE_ANSWERS_ID, paintedFor } from '@travel/shared/contracts/plain';
import { loadCatalogs, travelI18n } from '@travel/shared/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@travel/shared/router';
import { AppRoutes } from './app/routes';
import { screenForPath } from './app/screen-for-path';
import { ensureRemotesRegistered } from './federation/remote-registry';
import { loadScreenBeforeRender } from './federation/remote-screen';
import { isLeftToBrowser } from './federation/server-screens';
import { catalogs } from './locales';
import { sampleRate, startPageVitals } from './vitals/page-vitals';

configureAnalytics({ measurementId: import.meta.env.PUBLIC_GA_MEASUREMENT_ID });
startPageVitals(sampleRate(import.meta.env.PUBLIC_VITALS_SAMPLE_RATE));
// The entry may have started this already; the shell paints without waiting for it.
ensureRemotesRegistered().catch((error: unknown) => {
  console.error('[remotes] the live remotes could not be read', error);
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// Who the server painted this page for, as it says on the root: the cookie may have changed
// since the page was asked for (the page it was opened from wrote it meanwhile). From here on
// the cookie follows the stored session.
const member = paintedFor(container);
keepMemberCookie();
const app = (
  <StrictMode>
    <TravelProviders member={member}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </TravelProviders>
  </StrictMode>
);

/**
 * The api's answers the server rendered the screen with (a coupon page's catalogue, say), put in
 * the page's cache: the screen hydrates with them and does not ask for them again; a refusal
 * (a search for a past date) as the error its own call would have had.
 */
async function seedCarriedAnswers(): Promise<void> {
  const carried = document.getElementById(PAGE_ANSWERS_ID);
  if (!carried) return;
  const { carriedAnswers, seedAnswers, travelQueryClient } = await import('@travel/shared/query');
  const answers = carriedAnswers(carried.textContent);
  seedAnswers(travelQueryClient, answers);
  // A refusal was painted in the page's language from the contract's texts: the screen hydrates
  // with the same words.
  if (answers.some((answer) => 'refusal' in answer)) await contractMessagesReady();
}

// The frame's messages in the page's language (<html lang>, which the server chose) come
// before the first render: a server-rendered page is hydrated in the language it was painted in.
const messages = loadCatalogs(travelI18n, catalogs).catch((error: unknown) => {
  console.error("[i18n] the frame's messages could not be loaded", error);
});

if (container.firstElementChild) {
  // The api rendered this page: it is already painted. Hydrate once the route's screen is
  // here, so React takes over the server's markup in one pass. A slow remote does not keep the
  // frame waiting: its section keeps the server's markup until it arrives, then hydrates.
  // A guest's signed-in-only page was painted with the sign-in prompt: its screen comes later.
  const screen = screenForPath(window.location.pathname, member !== null);
  const ready = Promise.all([
    screen ? loadScreenBeforeRender(screen).catch(() => undefined) : undefined,
    seedCarriedAnswers().catch(() => undefined),
  ]);
  void Promise.all([
    messages,
    Promise.race([ready, new Promise((resolve) => setTimeout(resolve, HYDRATION_WAIT_MS))]),
  ]).then(() =>
    // As a transition, hydration yields to the browser every few milliseconds instead of taking
    // the main thread in one long task: a tap during start-up is answered at once.
    startTransition(() => {
      hydrateRoot(container, app, {
        // A section the server left to the browser on purpose is rendered here, not reported.
        onRecoverableError(error) {
          if (!isLeftToBrowser(error)) reportError(error);
        },
      });
    }),
  );
} else {
  const root = createRoot(container);
  void messages.then(() => startTransition(() => root.render(app)));
}
