import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A staff or operator call that cannot be read: answered 400 with the message. */
export class BadRequest extends Error {}

/** A refusal a staff member can act on: answered with its kind's status and the message. */
export class OpsError extends Error {
  override name = 'OpsError';
  constructor(
    message: string,
    readonly kind: 'invalid' | 'not-found' | 'conflict',
  ) {
    super(message);
  }
}

export const OPS_ERROR_STATUS = { invalid: 400, 'not-found': 404, conflict: 409 } as const;

/** The body or query checked with a schema; the first issue, with its field, as a BadRequest. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new BadRequest(`${where}${issue?.message ?? 'the request is not valid'}`);
  }
  return parsed.data;
}

/** The credential of `Authorization: Bearer <credential>`. */
export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer (\S+)$/.exec(header) : null;
  return match?.[1];
}
