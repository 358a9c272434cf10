// The shared modules the route's screen takes at once, which the api names in a server-rendered
// page (docs/decisions/0017-smaller-shared-modules.md). The entry runs each in a task of its own
// before the screen arrives: with every file already downloaded, the screen's first run would
// otherwise run them all, and itself, in one long task.
import { SCREEN_SHARED_META, type SharedSubpathModule } from '@travel/shared/contracts/plain';

/**
 * The shell's copy of each shared subpath a screen may take; the router and the i18n instance
 * start with the page (the frame uses both).
 */
const SHARED_LOADERS: Readonly<
  Record<
    Exclude<SharedSubpathModule, '@travel/shared/router' | '@travel/shared/i18n'>,
    () => Promise<unknown>
  >
> = {
  '@travel/shared/contracts/schemas': () => import('@travel/shared/contracts/schemas'),
  '@travel/shared/lists': () => import('@travel/shared/lists'),
  '@travel/shared/payment': () => import('@travel/shared/payment'),
  '@travel/shared/query': () => import('@travel/shared/query'),
};

/** Loaders of the shared modules the page names in `<meta name={SCREEN_SHARED_META}>`. */
export function screenSharedLoaders(page: Document = document): (() => Promise<unknown>)[] {
  const named = page.querySelector<HTMLMetaElement>(`meta[name="${SCREEN_SHARED_META}"]`);
  return (named?.content ?? '')
    .split(/\s+/)
    .flatMap((key) =>
      Object.hasOwn(SHARED_LOADERS, key)
        ? [SHARED_LOADERS[key as keyof typeof SHARED_LOADERS]]
        : [],
    );
}
