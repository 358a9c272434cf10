import type * as sitePaths from './site-paths';

/** Every page by name (site-paths.ts). */
export type SitePageName = keyof typeof sitePaths;

/** The parameter names of a path: `'orderId'` of `/html/flights-orderDetail/:orderId`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A page's URL, its parameters filled in: `sitePath(sitePaths.flightsOrderDetail, { orderId })`. */
export function sitePath<P extends string>(
  path: P,
  ...[params]: [PathParams<P>] extends [never] ? [] : [Record<PathParams<P>, string>]
): string {
  return params
    ? path.replace(/:(\w+)/g, (_, name: PathParams<P>) => encodeURIComponent(params[name]))
    : path;
}
