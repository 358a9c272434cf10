import type { ExposedScreenId } from '@travel/shared';
import { ErrorBoundary, FullPageLoader } from '@travel/shared';
import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { loadScreen, remoteOf, resetRemote } from './remote-registry';
import { RemoteRetryContext, SectionUnavailable } from './section-unavailable';

type LazyScreen = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

// One lazy component per screen and attempt, so revisiting a route does not suspend again.
const lazyScreens = new Map<string, LazyScreen>();

function lazyScreen(screen: ExposedScreenId, attempt: number): LazyScreen {
  const key = `${screen}#${attempt}`;
  let found = lazyScreens.get(key);
  if (!found) {
    found = lazy(() => loadScreen(screen));
    lazyScreens.set(key, found);
  }
  return found;
}

/** A screen of a remote, loaded when its route is first visited, contained if it fails. */
export function RemoteScreen({
  screen,
  props = {},
}: {
  screen: ExposedScreenId;
  props?: Record<string, unknown>;
}) {
  const [attempt, setAttempt] = useState(0);
  const remote = remoteOf(screen);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((current) => current + 1);
  }, [remote]);
  return (
    <RemoteRetryContext value={retry}>
      <ErrorBoundary
        key={attempt}
        label={`[remotes] ${remote} failed while rendering`}
        fallback={() => <SectionUnavailable remote={remote} />}
      >
        <Suspense fallback={<FullPageLoader />}>
          {/* The same lazy component for the same screen and attempt: revisits do not remount. */}
          {createElement(lazyScreen(screen, attempt), props)}
        </Suspense>
      </ErrorBoundary>
    </RemoteRetryContext>
  );
}
