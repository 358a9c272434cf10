import { matchSiteRoute, type SiteRoute } from '@travel/shared/contracts/plain';
import { useLocation } from '@travel/shared/router';

/** The site route the page is on (its title, description and frame rules); none on a 404. */
export function useSiteRoute(): SiteRoute | undefined {
  return matchSiteRoute(useLocation().pathname);
}
