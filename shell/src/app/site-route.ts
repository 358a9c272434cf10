import { matchRoutes, useLocation } from '@travel/shared/router';
import { siteRoutes, type SiteRoute } from './site-routes';

const matchable = siteRoutes.map((route) => ({ path: route.path, route }));

/** The site route the page is on (its title, description and frame rules); none on a 404. */
export function useSiteRoute(): SiteRoute | undefined {
  const location = useLocation();
  return matchRoutes(matchable, location)?.[0]?.route.route;
}
