import { policyRoutes, siteRoutes as routeTable } from '../../shared/src/contracts/site-routes';

/** A value for each route parameter, so that every route can be visited. */
const PARAMS: Record<string, string> = { orderId: 'FO1001' };

/** The routes whose screen is headed by something other than the page title. */
const HEADINGS: Record<string, string | RegExp> = {
  '/': /fly for less/i,
  '/html/download': /download/i,
};

function visitable(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = PARAMS[name];
    if (!value) throw new Error(`e2e/tests/site-routes.ts has no value for :${name} of ${path}`);
    return value;
  });
}

/** Every route of the site that a guest can open, and the heading its screen shows. */
export const siteRoutes: { path: string; heading: string | RegExp }[] = routeTable
  .filter((route) => !route.signedInOnly)
  .map((route) => ({ path: visitable(route.path), heading: HEADINGS[route.path] ?? route.title }));

/** Signed-in-only routes: a guest is asked to sign in first, under the route's own heading. */
export const signedInOnlyRoutes = routeTable
  .filter((route) => route.signedInOnly)
  .map((route) => ({
    path: visitable(route.path),
    heading: route.signInPrompt?.heading ?? 'Please sign in to see your orders',
  }));

/** The policy and company pages, each headed by its title. */
export const policyPages = policyRoutes.map(({ path, title }) => ({ path, heading: title }));

/** The routes a guest can open whose screen comes from `remote` (its folder, e.g. remote-coupons). */
export function routesOfRemote(remote: string): { path: string; heading: string | RegExp }[] {
  const federationName = remote.replace('-', '_');
  return routeTable
    .filter((route) => !route.signedInOnly && route.screen.startsWith(`${federationName}/`))
    .map((route) => ({
      path: visitable(route.path),
      heading: HEADINGS[route.path] ?? route.title,
    }));
}
