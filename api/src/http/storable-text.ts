import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-path';
import { fail } from './envelope';

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains an invalid character (a null character or half of an emoji). ' +
  'Please remove it and try again.';

// PostgreSQL stores neither U+0000 nor a UTF-16 surrogate without its pair, in text or jsonb.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** True when any string in the value (keys included, at any depth) cannot be stored. */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    return Object.entries(value).some(
      ([key, item]) => UNSTORABLE.test(key) || holdsUnstorableText(item),
    );
  }
  return false;
}

/** The same value with every U+0000 and unpaired surrogate dropped from its strings. */
export function withoutUnstorableText(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(UNSTORABLE_ALL, '');
  if (Array.isArray(value)) return value.map(withoutUnstorableText);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key.replace(UNSTORABLE_ALL, ''),
        withoutUnstorableText(item),
      ]),
    );
  }
  return value;
}

function refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isApiPath(request.url)) return reply.code(200).send(fail(400, UNSTORABLE_TEXT_MESSAGE));
  return reply.code(400).type('text/plain; charset=utf-8').send(UNSTORABLE_TEXT_MESSAGE);
}

/**
 * Refuses, before any handler runs and so before anything is stored, a request whose body
 * (JSON or form), query string or path parameters hold text PostgreSQL cannot store.
 * Register on the root instance before any route or plugin.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (
      holdsUnstorableText(request.body) ||
      holdsUnstorableText(request.query) ||
      holdsUnstorableText(request.params)
    ) {
      return refuse(request, reply);
    }
  });
}
