import type { ExposedScreenId } from '@travel/shared';
import { siteRoutes } from './site-routes';

const patterns = siteRoutes.map((route) => ({
  screen: route.screen,
  pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));

/** The remote screen a URL path shows, if any; the entry uses it to start fetching early. */
export function screenForPath(pathname: string): ExposedScreenId | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.screen;
}
