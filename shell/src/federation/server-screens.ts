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
