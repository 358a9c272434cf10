import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiPath } from './api-path';
import { fail, isEnvelope, ok } from './envelope';

export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';

export type RouteHandler<Schema extends z.ZodType, Result> = (
  body: z.output<Schema>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Result | Promise<Result>;

/**
 * Registers `POST path`. The body is checked with `schema`; a failure answers
 * `{code: 400, msg: <first issue's message>}` with HTTP 200, so write schema messages for people.
 * The handler's result is sent as `ok(result)`, unless it already is an envelope made by
 * ok / fail / paged. Throw ApiError for a business error.
 */
export function defineRoute<Schema extends z.ZodType, Result>(
  app: FastifyInstance,
  path: ApiPath,
  schema: Schema,
  handler: RouteHandler<Schema, Result>,
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
