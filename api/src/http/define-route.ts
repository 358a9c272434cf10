import {
  API_CONTRACT,
  type AccessOf,
  type ApiAccess,
  type ApiPath,
  type PageItemOf,
  type PagedApiPath,
  type ParsedRequestOf,
  type ResponseOf,
} from '@travel/shared/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '../accounts/sessions';
import type { ApiPath as AnyApiPath } from './api-path';
import { type Failure, type PagedEnvelope, fail, isEnvelope, ok } from './envelope';

export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';

/** What a route's handler may return: the path's response (a page for a paged call) or fail(). */
export type RouteResult<P extends ApiPath> =
  (P extends PagedApiPath ? PagedEnvelope<PageItemOf<P>> : ResponseOf<P>) | Failure;

/** How defineRoute enforces the contract's `access` of a call; buildApp sets it once. */
export interface RouteAccess {
  /** The signed-in visitor of the request; throws the sessionExpired business error without one. */
  session: (request: FastifyRequest) => Promise<SessionUser>;
  /** Runs before an operator call: answers and ends the request unless it is the operator's. */
  operator: preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess?: RouteAccess;
  }
}

/** What a handler gets beside the body: the request, the reply and, on a session call, the visitor. */
export interface RouteContext<P extends ApiPath> {
  request: FastifyRequest;
  reply: FastifyReply;
  user: AccessOf<P> extends 'session' ? SessionUser : undefined;
}

export type RouteHandler<P extends ApiPath> = (
  body: ParsedRequestOf<P>,
  context: RouteContext<P>,
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
  const call: { request: z.ZodType; access: ApiAccess } = API_CONTRACT[path];
  const access = app.routeAccess;
  if (call.access !== 'public' && !access) {
    throw new Error(`${path} is a ${call.access} call: set app.routeAccess before its route`);
  }
  postRoute(
    app,
    path,
    call.request as z.ZodType<ParsedRequestOf<P>, unknown>,
    async (body, request, reply) => {
      // After the body is checked, as the answers have always come: 400 before 401.
      const user = call.access === 'session' ? await access!.session(request) : undefined;
      return handler(body, { request, reply, user } as RouteContext<P>);
    },
    call.access === 'operator' ? access!.operator : undefined,
  );
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
  preHandler?: preHandlerAsyncHookHandler,
): void {
  app.post(path, preHandler ? { preHandler } : {}, async (request, reply) => {
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
