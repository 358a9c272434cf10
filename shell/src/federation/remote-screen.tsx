import type { ExposedScreenId } from '@travel/shared';
import { FullPageLoader } from '@travel/shared';
import {
  Component,
  createElement,
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
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

class RemoteErrorBoundary extends Component<
  { remote: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[remotes] ${this.props.remote} failed while rendering`, error);
  }

  render() {
    return this.state.failed ? (
      <SectionUnavailable remote={this.props.remote} />
    ) : (
      this.props.children
    );
  }
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
      <RemoteErrorBoundary key={attempt} remote={remote}>
        <Suspense fallback={<FullPageLoader />}>
          {/* The same lazy component for the same screen and attempt: revisits do not remount. */}
          {createElement(lazyScreen(screen, attempt), props)}
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext>
  );
}
