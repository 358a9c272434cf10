import { ApiError } from '@travel/shared';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type ApiQuery<T> =
  | { status: 'loading'; data: T | undefined; error: undefined; reload: () => void }
  | { status: 'ready'; data: T; error: undefined; reload: () => void }
  | { status: 'error'; data: T | undefined; error: string; reload: () => void };

type Loaded<T> = { key: string; data?: T; error?: string };

/** What a visitor can read when a load fails: the server's message, or a plain fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * Loads once per `key` (e.g. the page number) and again on `reload()`. A newer load aborts the
 * older one, so a slow answer for page 1 never overwrites page 2. Earlier data stays while the
 * next load runs, so a list does not blank out between pages.
 */
export function useApiQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  failure: string,
): ApiQuery<T> {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: '' });
  const reload = useCallback(() => setAttempt((current) => current + 1), []);
  const loadKey = `${key}#${attempt}`;
  // The key says when the answer would differ, not the identity of `load`.
  const start = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    start(controller.signal).then(
      (data) => setLoaded({ key: loadKey, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded((previous) => ({
          key: loadKey,
          data: previous.data,
          error: messageOf(error, failure),
        }));
      },
    );
    return () => controller.abort();
  }, [loadKey, failure]);

  if (loaded.key !== loadKey) {
    return { status: 'loading', data: loaded.data, error: undefined, reload };
  }
  if (loaded.error !== undefined) {
    return { status: 'error', data: loaded.data, error: loaded.error, reload };
  }
  return { status: 'ready', data: loaded.data as T, error: undefined, reload };
}
