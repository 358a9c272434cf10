import {
  API_CONTRACT,
  type ApiPath,
  type PageItemOf,
  type PagedApiPath,
  type ParsedRequestOf,
  type ResponseOf,
} from '@travel/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiPath as AnyApiPath } from './api-path';
import { type Failure, type PagedEnvelope, fail, isEnvelope, ok } from './envelope';

export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';

/** What a route's handler may return: the path's response (a page for a paged call) or fail(). */
export type RouteResult<P extends ApiPath> =
  (P extends PagedApiPath ? PagedEnvelope<PageItemOf<P>> : ResponseOf<P>) | Failure;

export type RouteHandler<P extends ApiPath> = (
  body: ParsedRequestOf<P>,
  request: FastifyRequest,
  reply: FastifyReply,
) => RouteResult<P> | Promise<RouteResult<P>>;

/**
 * Registers `POST path` for a path of API_CONTRACT. The body is checked with that path's
 * request schema; a failure answers `{code: 400, msg: <first issue's message>}` with HTTP 200,
 * so write schema messages for people. The handler returns the path's response type, sent as
 * `ok(result)`; a paged call returns paged(...), a business error fail(...) or throws ApiError.
 */
export function defineRoute<P extends ApiPath>(
  app: FastifyInstance,
  path: P,
  handler: RouteHandler<P>,
): void {
  // TypeScript cannot tie API_CONTRACT[path] to P inside a generic function.
  const schema: z.ZodType = API_CONTRACT[path].request;
  postRoute(app, path, schema as z.ZodType<ParsedRequestOf<P>, unknown>, handler);
}

/**
 * The envelope machinery of defineRoute for any path and schema. Only the API's own tests use
 * it directly: a route under /travel/api that is not in API_CONTRACT fails the contract test.
 */
export function postRoute<Body, Result>(
  app: FastifyInstance,
  path: AnyApiPath,
  schema: z.ZodType<Body, unknown>,
  handler: (body: Body, request: FastifyRequest, reply: FastifyReply) => Result | Promise<Result>,
): void {
  app.post(path, async (request, reply) => {
    // A call without parameters may send no body at all.
    const body: unknown = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) {
      return fail(400, NOT_AN_OBJECT_MESSAGE);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      return fail(400, parsed.error.issues[0]?.message ?? 'The request is not valid.');
    }
    const result = await handler(parsed.data, request, reply);
    return isEnvelope(result) ? result : ok(result ?? null);
  });
}
