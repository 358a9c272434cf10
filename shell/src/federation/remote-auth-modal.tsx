import { ErrorBoundary, LoadingOverlay } from '@travel/shared';
import type { AuthModalProps } from '@travel/shared';
import { createElement, lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { loadScreen } from './remote-registry';
import { isSectionUnavailable } from './section-unavailable';

type LazyAuthModal = LazyExoticComponent<ComponentType<AuthModalProps>>;

let lazyAuthModal: LazyAuthModal | undefined;

// A dialog cannot show the "section unavailable" panel: a failed load is an error here.
function authModal(): LazyAuthModal {
  lazyAuthModal ??= lazy(async () => {
    try {
      const module = await loadScreen('remote_auth/AuthModal');
      if (isSectionUnavailable(module)) throw new Error('remote_auth/AuthModal is unavailable');
      return module as unknown as { default: ComponentType<AuthModalProps> };
    } catch (error) {
      lazyAuthModal = undefined;
      throw error;
    }
  });
  return lazyAuthModal;
}

export type RemoteAuthModalProps = AuthModalProps & {
  /** remote-auth could not be loaded or crashed: e.g. go to the sign-in page instead. */
  onUnavailable: () => void;
};

/** The sign-in / sign-up dialog of remote-auth, fetched the first time it opens. */
export function RemoteAuthModal({ onUnavailable, ...modal }: RemoteAuthModalProps) {
  if (!modal.open) return null;
  return (
    <ErrorBoundary
      label="[remotes] remote_auth/AuthModal failed"
      fallback={() => null}
      onError={onUnavailable}
    >
      <Suspense fallback={<LoadingOverlay visible />}>
        {/* One lazy component for every opening: reopening does not load it again. */}
        {createElement(authModal(), modal)}
      </Suspense>
    </ErrorBoundary>
  );
}
