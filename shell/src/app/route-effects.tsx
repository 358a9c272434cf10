import { SITE_NAME } from '@travel/shared/contracts/plain';
import { trackPageView } from '@travel/shared';
import { useEffect } from 'react';
import { useLocation } from '@travel/shared/router';
import { useSiteRoute } from './site-route';

const NOT_FOUND = { title: 'Page not found', description: 'This page does not exist.' };

/** On every route change: report the page view, scroll to the top, set title and description. */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const route = useSiteRoute() ?? NOT_FOUND;

  useEffect(() => {
    trackPageView(pathname + search);
    window.scrollTo(0, 0);
  }, [pathname, search]);

  useEffect(() => {
    document.title = `${route.title} | ${SITE_NAME}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', route.description);
  }, [route.title, route.description]);

  return null;
}
