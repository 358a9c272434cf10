import { documentTitle } from '@travel/shared/contracts/plain';
import { trackPageView } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { useEffect } from 'react';
import { useLocation } from '@travel/shared/router';
import { useSiteRoute } from './site-route';

const NOT_FOUND = { page: undefined, description: 'This page does not exist.' };

/** On every route change: report the page view, scroll to the top, set title and description. */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const route = useSiteRoute() ?? NOT_FOUND;
  const t = useT();
  const title = route.page ? t(`page.${route.page}`) : t('notFound.title');

  useEffect(() => {
    trackPageView(pathname + search);
    window.scrollTo(0, 0);
  }, [pathname, search]);

  useEffect(() => {
    document.title = documentTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', route.description);
  }, [title, route.description]);

  return null;
}
