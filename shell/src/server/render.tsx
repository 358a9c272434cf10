// The shell's node bundle (ssr.config.ts): the api renders a public route's first paint with it.
import * as reactQuery from '@tanstack/react-query';
import * as shared from '@travel/shared';
import { TravelProviders, type ExposedScreenId } from '@travel/shared';
import * as sharedContracts from '@travel/shared/contracts';
import * as jotai from 'jotai';
import * as jotaiUtils from 'jotai/utils';
import * as react from 'react';
import type { ComponentType } from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { renderToString } from 'react-dom/server';
import * as reactRouterDom from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import * as styledComponents from 'styled-components';
import { ServerStyleSheet } from 'styled-components';
import { routes } from '../app/routes';
import { siteRoutes, type SiteRoute } from '../app/site-routes';
import { ServerScreensContext } from '../federation/server-screens';

/** What a remote's node bundle imports: the same singletons the shell uses (ssr.config.ts). */
export const sharedModules: Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-router-dom': reactRouterDom,
  'styled-components': styledComponents,
  jotai,
  'jotai/utils': jotaiUtils,
  '@tanstack/react-query': reactQuery,
  '@travel/shared': shared,
  '@travel/shared/contracts': sharedContracts,
};

/** The routes rendered on the server: public ones whose first screen is the same for everybody. */
const SERVER_RENDERED = new Set<ExposedScreenId>([
  'remote_content/HomePage',
  'remote_content/DownloadPage',
  'remote_content/TravelBlogPage',
  'remote_content/ContactUsPage',
  'remote_content/PolicyPage',
  'remote_coupons/CouponPage',
  'remote_flights/FlightsSearchPage',
]);

const patterns = siteRoutes
  .filter((route) => SERVER_RENDERED.has(route.screen) && !route.signedInOnly)
  .map((route) => ({ route, pattern: new RegExp(`^${route.path}/?$`) }));

/** The server-rendered route of a path, if it has one. */
export function serverRenderedRoute(pathname: string): SiteRoute | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.route;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The style elements of the markup (styled-components' server style sheet). */
  styles: string;
  title: string;
  description: string;
}

/**
 * The frame and the route's screen as HTML, in the guest's form. `screens` are the live
 * releases' screens; one missing renders the section's fallback, left to the browser.
 * Undefined when the URL is not a server-rendered route.
 */
export async function renderPage(
  url: URL,
  screens: Partial<Record<ExposedScreenId, ComponentType<Record<string, unknown>>>>,
): Promise<RenderedPage | undefined> {
  const route = serverRenderedRoute(url.pathname);
  if (!route) return undefined;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ServerScreensContext value={screens}>
          <TravelProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </TravelProviders>
        </ServerScreensContext>,
      ),
    );
    return {
      html,
      styles: sheet.getStyleTags(),
      title: sharedContracts.documentTitle(route.title),
      description: route.description,
    };
  } finally {
    sheet.seal();
  }
}
