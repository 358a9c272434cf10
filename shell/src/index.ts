import { screenForPath } from './app/screen-for-path';
import { preloadScreen } from './federation/remote-registry';

// Fetch the current route's remote (manifest, entry, screen chunk) while the shell's own
// chunks load, instead of after them. A page the api rendered names those files itself, as
// preloads in its head (docs/decisions/0015-server-rendered-first-paint.md).
const screen = screenForPath(window.location.pathname);
const serverRendered = document.getElementById('root')?.firstElementChild != null;
if (screen && !serverRendered) {
  preloadScreen(screen).catch((error: unknown) => {
    console.warn(`[remotes] could not preload ${screen}`, error);
  });
}

/** Lets the browser handle input and paint between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The async boundary lets Module Federation settle the shared singletons before any of them
 * runs. The largest ones are started one at a time, each in its own task, so that no single
 * task keeps a visitor's tap waiting while the page starts; so are the shared modules the
 * route's screen takes, when the server named them. The bootstrap then finds them ready.
 */
async function start(): Promise<void> {
  // The federation runtime has just set itself up in this task: the first import is the next.
  await yieldToBrowser();
  for (const load of [
    () => import('react-dom/client'),
    () => import('@travel/shared/router'),
    () => import('@travel/shared/i18n'),
    () => import('styled-components'),
    () => import('@travel/shared'),
  ]) {
    await load();
    await yieldToBrowser();
  }
  if (serverRendered) {
    const { screenSharedLoaders } = await import('./federation/screen-shared');
    for (const load of screenSharedLoaders()) {
      await load();
      await yieldToBrowser();
    }
  }
  await import('./bootstrap');
}

void start();
