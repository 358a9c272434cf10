import { Validator } from '@seriousme/openapi-schema-validator';
import { API_PATHS, BUSINESS_ERRORS } from '@travel/shared/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test-support/app';
import { callApi, callApiWithAnyBody } from '../test-support/http';
import { useTestDatabase } from '../test-support/database';
import { contractMismatches } from './contract-routes';
import { defineRoute } from './define-route';
import { fail, paged } from './envelope';
import { API_DOCS_PATH, OPENAPI_PATH } from './openapi';

// The routes do not depend on the engine: PGlite is enough to list them.
describe('the API contract', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await testApp(database().db, { env: { OPERATOR_API_KEY: 'k'.repeat(32) } }));
    await app.ready();
  });

  it('has a route for every contract path and a contract path for every API route', () => {
    expect(contractMismatches(app.registeredRoutes)).toEqual([]);
  });

  it('enforces each call’s access in defineRoute: a session call gets its traveller or is refused', async () => {
    // No handler asks for the session: a session call without one never reaches it.
    const expired = {
      code: 403,
      msg: BUSINESS_ERRORS.sessionExpired.message,
      data: null,
      error: 'sessionExpired',
    };
    expect(await callApi(app, '/travel/api/coupon/orders/pageList', {})).toEqual(expired);
    expect(
      await callApi(app, '/travel/api/user/loginOut', { uid: 'U1' }, { token: 'not-a-token' }),
    ).toEqual(expired);
    // The body is checked first, as it always was: 400 before the session.
    expect(
      (await callApiWithAnyBody(app, '/travel/api/coupon/orders/pageList', { pageSize: 'x' })).code,
    ).toBe(400);
    // An app that cannot enforce access refuses to serve a session or operator call at all.
    const bare = Fastify();
    expect(() =>
      defineRoute(bare, '/travel/api/coupon/orders/pageList', () =>
        paged([], { total: 0, pageNumber: 1, pageSize: 10 }),
      ),
    ).toThrow(
      '/travel/api/coupon/orders/pageList is a session call: set app.routeAccess before its route',
    );
    expect(() => defineRoute(bare, '/travel/api/coupon/products', () => [])).not.toThrow();
  });

  it('names the path when a route or a contract entry is missing', () => {
    const routes = app.registeredRoutes.filter((r) => r.url !== '/travel/api/coupon/draws');
    expect(
      contractMismatches([...routes, { method: 'POST', url: '/travel/api/coupon/gift' }]),
    ).toEqual([
      "/travel/api/coupon/draws is in API_CONTRACT but no route serves it: add defineRoute(app, '/travel/api/coupon/draws', ...)",
      '/travel/api/coupon/gift is served but not in API_CONTRACT: add it to shared/src/contracts/api-routes.ts, or to ROUTES_OUTSIDE_CONTRACT with the reason',
    ]);
  });

  it('serves a valid OpenAPI 3.1 document with every contract path as a POST', async () => {
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, { post?: object }> }>();

    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([...API_PATHS].sort());
    for (const path of API_PATHS) expect(document.paths[path]?.post, path).toBeDefined();
  });

  it('describes the XSRF pair, the session and the business errors', async () => {
    const document = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{
      paths: Record<string, { post: { security: Record<string, string[]>[] } }>;
      components: {
        securitySchemes: Record<string, { name?: string; in?: string }>;
        schemas: { BusinessError: { oneOf: { title: string }[] } };
      };
    }>();
    expect(document.components.securitySchemes.xsrfHeader).toMatchObject({
      in: 'header',
      name: 'X-XSRF-TOKEN',
    });
    expect(document.components.securitySchemes.xsrfCookie).toMatchObject({
      in: 'cookie',
      name: 'XSRF-TOKEN',
    });
    expect(document.paths['/travel/api/coupon/orders/pageList']?.post.security).toEqual([
      { xsrfHeader: [], xsrfCookie: [], session: [] },
    ]);
    expect(document.components.schemas.BusinessError.oneOf.map((e) => e.title)).toEqual(
      Object.keys(BUSINESS_ERRORS),
    );
  });

  it('shows a reference page without scripts that lists every call', async () => {
    const response = await app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('<script');
    for (const path of API_PATHS) expect(response.body).toContain(`<code>${path}</code>`);
    // The request and response fields of a call, e.g. buying a coupon.
    expect(response.body).toContain('<code>idempotencyKey</code>');
    expect(response.body).toContain('<code>data.payment.upiUri</code>');
    expect(response.body).toContain(BUSINESS_ERRORS.orderNotFound.message);
  });

  it('keeps the document and page off in production unless API_DOCS=true', async () => {
    const { app: production } = await testApp(database().db, { env: { NODE_ENV: 'production' } });
    for (const url of [OPENAPI_PATH, API_DOCS_PATH]) {
      const response = await production.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: `Unknown API path: ${url}`, data: null });
    }
    const { app: documented } = await testApp(database().db, {
      env: { NODE_ENV: 'production', API_DOCS: 'true' },
    });
    expect((await documented.inject({ method: 'GET', url: OPENAPI_PATH })).statusCode).toBe(200);
    expect((await documented.inject({ method: 'GET', url: API_DOCS_PATH })).statusCode).toBe(200);
  });
});

/** Checked by `pnpm typecheck`, never run: each marked line must stay a compile error. */
export function refusedByTheCompiler(app: FastifyInstance): void {
  // @ts-expect-error a path that is not in API_CONTRACT
  defineRoute(app, '/travel/api/coupon/gift', () => null);
  // @ts-expect-error coupon/products answers a list of products, not an object
  defineRoute(app, '/travel/api/coupon/products', () => ({ products: [] }));
  // @ts-expect-error a paged call answers paged(...), not a bare array
  defineRoute(app, '/travel/api/coupon/orders/pageList', () => []);
  // @ts-expect-error a hand-made envelope is not a business error; fail() makes one
  defineRoute(app, '/travel/api/user/register', () => ({ code: 409, msg: 'Taken', data: null }));
  // Accepted: the response type, a business error, a page.
  defineRoute(app, '/travel/api/user/register', () => null);
  defineRoute(app, '/travel/api/website/auth/check', () => fail('otpDisabled'));
  defineRoute(app, '/travel/api/coupon/refunds/pageList', (page) =>
    paged([], { total: 0, pageNumber: page.pageNumber, pageSize: page.pageSize }),
  );
}
