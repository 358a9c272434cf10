import { documentTitle } from '@travel/shared/contracts/plain';
import { contractMessagesReady, trackPageView } from '@travel/shared';
import { textOr, useI18n, useT } from '@travel/shared/i18n';
import { useEffect, useRef } from 'react';
import { useLocation } from '@travel/shared/router';
import { useSiteRoute } from './site-route';

const NOT_FOUND = { page: undefined, description: 'This page does not exist.' };

/**
 * On every route change: report the page view, scroll to the top (not on the page landed on), set
 * title and description.
 */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const route = useSiteRoute() ?? NOT_FOUND;
  const t = useT();
  const i18n = useI18n();
  const painted = useRef(false);
  const landedOn = useRef(pathname + search);
  const title = route.page ? t(`page.${route.page}`) : t('notFound.title');

  useEffect(() => {
    trackPageView(pathname + search);
    // The page the visitor landed on keeps the scroll the browser gave it: a server-painted page
    // may have been scrolled, and its button tapped, before the scripts took over.
    if (landedOn.current === pathname + search) return;
    landedOn.current = '';
    window.scrollTo(0, 0);
  }, [pathname, search]);

  useEffect(() => {
    document.title = documentTitle(title);
    // The first page's description is the server's, in the page's language. Another route's
    // comes from the contract's catalogue, loaded with the first move in another language.
    if (!painted.current) {
      painted.current = true;
      return;
    }
    let current = true;
    const { page, description } = route;
    void contractMessagesReady(i18n).then(() => {
      if (!current) return;
      const text = page ? textOr(i18n, `description.${page}`, description) : description;
      document.querySelector('meta[name="description"]')?.setAttribute('content', text);
    });
    return () => {
      current = false;
    };
  }, [title, route, i18n]);

  return null;
}
