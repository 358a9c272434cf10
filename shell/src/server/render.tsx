// The shell's node bundle (ssr.config.ts): the api renders a public route's first paint with it.
import { text } from 'node:stream/consumers';
import * as shared from '@travel/shared';
import { TravelProviders, type ExposedScreenId } from '@travel/shared';
import {
  documentTitle,
  matchSiteRoute,
  SECTION_WAIT_MS,
  type CarriedAnswer,
  DEFAULT_LOCALE,
  type MemberHint,
  isLocale,
  type SiteRoute,
  type SsrSharedModule,
} from '@travel/shared/contracts/plain';
import * as sharedContractSchemas from '@travel/shared/contracts/schemas';
import * as sharedI18n from '@travel/shared/i18n';
import { createI18n, I18nContext, loadCatalogs, textOr, type Catalogs } from '@travel/shared/i18n';
import sharedEnglish from '@travel/shared/locales/en-IN.json';
import sharedHindi from '@travel/shared/locales/hi-IN.json';
import contractEnglish from '@travel/shared/locales/contract/en-IN.json';
import contractHindi from '@travel/shared/locales/contract/hi-IN.json';
import ordersEnglish from '@travel/shared/locales/orders/en-IN.json';
import ordersHindi from '@travel/shared/locales/orders/hi-IN.json';
import * as sharedLists from '@travel/shared/lists';
import * as sharedPayment from '@travel/shared/payment';
import * as sharedQuery from '@travel/shared/query';
import { createQueryClient, QueryClientProvider, seedAnswers } from '@travel/shared/query';
import * as sharedRouter from '@travel/shared/router';
import * as react from 'react';
import type { ComponentType } from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import * as styledComponents from 'styled-components';
import { ServerStyleSheet } from 'styled-components';
import { AppRoutes } from '../app/routes';
import shellEnglish from '../locales/en-IN.json';
import shellHindi from '../locales/hi-IN.json';
import {
  LEFT_TO_BROWSER,
  ScreenNotOnServer,
  ServerScreensContext,
} from '../federation/server-screens';

/** What a remote's node bundle imports: the same singletons the shell uses (SSR_SHARED_MODULES). */
export const sharedModules: Record<SsrSharedModule, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'styled-components': styledComponents,
  '@travel/shared': shared,
  '@travel/shared/contracts/schemas': sharedContractSchemas,
  '@travel/shared/i18n': sharedI18n,
  '@travel/shared/lists': sharedLists,
  '@travel/shared/payment': sharedPayment,
  '@travel/shared/query': sharedQuery,
  '@travel/shared/router': sharedRouter,
};

/**
 * The frame's messages and the contract's (page descriptions), in the node bundle itself
 * (src/locales/index.ts splits the frame's by language for the browser).
 */
const frameCatalogs: Catalogs = {
  'en-IN': () =>
    Promise.resolve({
      default: { ...contractEnglish, ...ordersEnglish, ...sharedEnglish, ...shellEnglish },
    }),
  'hi-IN': () =>
    Promise.resolve({
      default: { ...contractHindi, ...ordersHindi, ...sharedHindi, ...shellHindi },
    }),
};

/** The server-rendered route of a path (the route table's `serverRendered`), if it has one. */
export function serverRenderedRoute(pathname: string): SiteRoute | undefined {
  const route = matchSiteRoute(pathname);
  return route?.serverRendered ? route : undefined;
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
 * The frame and the route's screen as HTML, for the member the request's cookie names (their
 * header; a signed-in-only screen in its loading state) or else a guest, once every section has
 * rendered (a screen's lazy text too). `screens` are the live releases' screens; a missing one,
 * one that fails or one slower than SECTION_WAIT_MS is left to the browser, and `report` hears
 * of the failures. The screens read `answers` (the api's answers the page carries) from a cache
 * of this render's own. Undefined when the URL is not a server-rendered route.
 */
export async function renderPage(
  url: URL,
  screens: Partial<Record<ExposedScreenId, ComponentType<Record<string, unknown>>>>,
  report: (error: unknown) => void = () => undefined,
  answers: readonly CarriedAnswer[] = [],
  locale: string = DEFAULT_LOCALE,
  screenCatalogs?: Catalogs,
  member: MemberHint | null = null,
): Promise<RenderedPage | undefined> {
  const route = serverRenderedRoute(url.pathname);
  if (!route) return undefined;
  // This page's own instance, in the visitor's language: renders run side by side.
  const i18n = createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE);
  await loadCatalogs(i18n, frameCatalogs);
  if (screenCatalogs) await loadCatalogs(i18n, screenCatalogs);
  const cache = createQueryClient();
  seedAnswers(cache, answers);
  const sheet = new ServerStyleSheet();
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new Error(`${url.pathname} took over ${SECTION_WAIT_MS} ms on the server`)),
    SECTION_WAIT_MS,
  );
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <ServerScreensContext value={screens}>
          <I18nContext value={i18n}>
            <QueryClientProvider client={cache}>
              <TravelProviders member={member}>
                <StaticRouter location={url.pathname + url.search}>
                  <AppRoutes />
                </StaticRouter>
              </TravelProviders>
            </QueryClientProvider>
          </I18nContext>
        </ServerScreensContext>,
      ),
      {
        signal: timeout.signal,
        // Every finished section inline, in place: a section sent apart needs an inline script
        // to show it, which the site's Content-Security-Policy does not run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          if (!(error instanceof ScreenNotOnServer)) report(error);
          return LEFT_TO_BROWSER;
        },
      },
    );
    const html = await text(prelude);
    return {
      html,
      styles: sheet.getStyleTags(),
      title: documentTitle(i18n._(`page.${route.page}`)),
      description: textOr(i18n, `description.${route.page}`, route.description),
    };
  } finally {
    clearTimeout(timer);
    sheet.seal();
    cache.clear();
  }
}
