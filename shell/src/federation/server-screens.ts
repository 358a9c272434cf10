import type { ExposedScreenId } from '@travel/shared';
import { createContext, type ComponentType } from 'react';

/**
 * On the server only: the screens of the live releases the page is rendered with. A screen
 * missing here (its remote is down or its release has no node bundle) renders the section's
 * loading fallback, and the browser renders it.
 */
export const ServerScreensContext = createContext<
  Partial<Record<ExposedScreenId, ComponentType<Record<string, unknown>>>> | undefined
>(undefined);

/**
 * The digest the server gives a section it leaves to the browser (a screen it does not have,
 * or one that failed or took too long there). The browser renders such a section itself and
 * does not report it as an error; the server logs what went wrong on its side.
 */
export const LEFT_TO_BROWSER = 'travel:left-to-browser';

/** Whether a recoverable error of hydration is a section the server left to the browser. */
export function isLeftToBrowser(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { digest?: unknown }).digest === LEFT_TO_BROWSER
  );
}

/** Thrown on the server where a screen is not there to render: not a failure. */
export class ScreenNotOnServer extends Error {
  constructor(screen: ExposedScreenId) {
    super(`${screen} is rendered in the browser`);
    this.name = 'ScreenNotOnServer';
  }
}
