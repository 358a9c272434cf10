import { screenForPath } from './app/screen-for-path';
import { preloadScreen } from './federation/remote-registry';

// Fetch the current route's remote (manifest, entry, screen chunk) while the shell's own
// chunks load, instead of after them.
const screen = screenForPath(window.location.pathname);
if (screen) {
  preloadScreen(screen).catch((error: unknown) => {
    console.warn(`[remotes] could not preload ${screen}`, error);
  });
}

// The async boundary lets Module Federation settle the shared singletons before any of them runs.
void import('./bootstrap');
