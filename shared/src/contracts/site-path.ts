import type * as sitePages from './site-pages';

/** A page of the site: its path (with `:name` parameters) and its title. */
export interface SitePage<P extends string = string> {
  readonly path: P;
  readonly title: string;
}

/** Every page by name (site-pages.ts). */
export type SitePages = typeof sitePages;
export type SitePageName = keyof SitePages;

/** The parameter names of a path: `'orderId'` of `/html/flights-orderDetail/:orderId`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A page's URL, its parameters filled in: `sitePath(sitePages.flightsOrderDetail, { orderId })`. */
export function sitePath<P extends string>(
  page: SitePage<P>,
  ...[params]: [PathParams<P>] extends [never] ? [] : [Record<PathParams<P>, string>]
): string {
  return params
    ? page.path.replace(/:(\w+)/g, (_, name: PathParams<P>) => encodeURIComponent(params[name]))
    : page.path;
}
