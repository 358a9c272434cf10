import type { ExposedScreenId } from '@travel/shared';
import { matchSiteRoute } from '@travel/shared/contracts/plain';

/** The remote screen a URL path shows, if any; the entry uses it to start fetching early. */
export function screenForPath(pathname: string): ExposedScreenId | undefined {
  return matchSiteRoute(pathname)?.screen;
}
