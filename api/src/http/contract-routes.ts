import {
  API_PATHS,
  FLIGHT_ETICKET_PDF_PATH,
  FLIGHT_TAX_DOCUMENT_PDF_PATH,
  isContractPath,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path';
import { API_DOCS_PATH, OPENAPI_PATH } from './openapi';

export type RegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, in order: what the contract check compares. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Routes under /travel/api that are not visitor calls, so not in API_CONTRACT, and why. */
export const ROUTES_OUTSIDE_CONTRACT: Readonly<Record<string, string>> = {
  '/travel/api/payments/webhook/sandbox':
    "the sandbox gateway's signed webhook: a raw body checked by signature, HTTP 400 when bad",
  '/travel/api/payments/webhook/razorpay':
    "Razorpay's signed webhook: a raw body checked by signature, HTTP 400 when bad",
  [FLIGHT_ETICKET_PDF_PATH]:
    'POST {orderId} with the session: the e-ticket as application/pdf, not a JSON envelope (refusals are envelopes)',
  [FLIGHT_TAX_DOCUMENT_PDF_PATH]:
    'POST {orderId, number} with the session: a GST tax invoice or credit note as application/pdf, not a JSON envelope (refusals are envelopes)',
  [OPENAPI_PATH]: 'GET: this API described as OpenAPI 3.1',
  [API_DOCS_PATH]: 'GET: the reference page rendered from the OpenAPI document',
};

/** Call first thing after Fastify(): records each route as it is added, in any plugin scope. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url });
  });
}

/**
 * What differs between API_CONTRACT and the routes: a contract path with no POST route, or a
 * route under /travel/api that is neither a contract path nor in ROUTES_OUTSIDE_CONTRACT.
 */
export function contractMismatches(routes: readonly RegisteredRoute[]): string[] {
  const posts = new Set(routes.filter((r) => r.method === 'POST').map((r) => r.url));
  const missing = API_PATHS.filter((path) => !posts.has(path)).map(
    (path) =>
      `${path} is in API_CONTRACT but no route serves it: add defineRoute(app, '${path}', ...)`,
  );
  const unknown = [...new Set(routes.map((r) => r.url))]
    .filter((url) => isApiPath(url) && !isContractPath(url) && !(url in ROUTES_OUTSIDE_CONTRACT))
    .map(
      (url) =>
        `${url} is served but not in API_CONTRACT: add it to shared/src/contracts/api-routes.ts, ` +
        'or to ROUTES_OUTSIDE_CONTRACT with the reason',
    );
  return [...missing, ...unknown];
}
