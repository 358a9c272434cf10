import type { ExposedScreenId } from '@travel/shared';
import { ErrorBoundary, FullPageLoader } from '@travel/shared';
import {
  createElement,
  lazy,
  Suspense,
  use,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import {
  fallBackAfterRenderError,
  loadScreen,
  remoteOf,
  resetRemote,
  type ScreenModule,
} from './remote-registry';
import { RemoteRetryContext, SectionUnavailable } from './section-unavailable';
import { ScreenNotOnServer, ServerScreensContext } from './server-screens';

type LazyScreen =
  | LazyExoticComponent<ComponentType<Record<string, unknown>>>
  | ComponentType<Record<string, unknown>>;

// One lazy component per screen and attempt, so revisiting a route does not suspend again.
const lazyScreens = new Map<string, LazyScreen>();
// Screens loaded before the first render: a server-rendered page hydrates them at once.
const loadedScreens = new Map<ExposedScreenId, ScreenModule>();

/** Loads a screen before the first render, so hydrating it does not wait (or mismatch). */
export async function loadScreenBeforeRender(screen: ExposedScreenId): Promise<void> {
  loadedScreens.set(screen, await loadScreen(screen));
}

function lazyScreen(screen: ExposedScreenId, attempt: number): LazyScreen {
  const key = `${screen}#${attempt}`;
  let found = lazyScreens.get(key);
  if (!found) {
    const loaded = attempt === 0 ? loadedScreens.get(screen) : undefined;
    found = loaded ? loaded.default : lazy(() => loadScreen(screen));
    lazyScreens.set(key, found);
  }
  return found;
}

/** On the server: the live release's screen, or an error that leaves the section to the browser. */
function ServerScreen({
  screen,
  props,
}: {
  screen: ExposedScreenId;
  props: Record<string, unknown>;
}) {
  const found = use(ServerScreensContext)?.[screen];
  if (!found) throw new ScreenNotOnServer(screen);
  return createElement(found, props);
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
  const onServer = use(ServerScreensContext) !== undefined;
  const remote = remoteOf(screen);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((current) => current + 1);
  }, [remote]);
  // A release that throws while rendering: load the screen again from the last known good.
  const renderFailed = useCallback(() => {
    if (fallBackAfterRenderError(remote)) setAttempt((current) => current + 1);
  }, [remote]);
  return (
    <RemoteRetryContext value={retry}>
      <ErrorBoundary
        key={attempt}
        label={`[remotes] ${remote} failed while rendering`}
        onError={renderFailed}
        fallback={() => <SectionUnavailable remote={remote} />}
      >
        <Suspense fallback={<FullPageLoader />}>
          {/* The same lazy component for the same screen and attempt: revisits do not remount. */}
          {onServer ? (
            <ServerScreen screen={screen} props={props} />
          ) : (
            createElement(lazyScreen(screen, attempt), props)
          )}
        </Suspense>
      </ErrorBoundary>
    </RemoteRetryContext>
  );
}
