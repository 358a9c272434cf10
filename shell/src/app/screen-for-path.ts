import type { ExposedScreenId } from '@travel/shared';
import { matchSiteRoute } from '@travel/shared/contracts/plain';

/**
 * The remote screen a URL path shows, if any; the entry uses it to start fetching early. A
 * guest (`signedIn` false) sees a signed-in-only page's sign-in prompt, not its screen.
 */
export function screenForPath(pathname: string, signedIn = true): ExposedScreenId | undefined {
  const route = matchSiteRoute(pathname);
  return route && (signedIn || !route.signedInOnly) ? route.screen : undefined;
}
