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
  // A loop, not recursion: a body nested thousands deep must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

type Put = (cleaned: unknown) => void;

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty, so a "__proto__" key stays a plain key as JSON.parse made it.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** The same value with every U+0000 and unpaired surrogate dropped from its strings. */
export function withoutUnstorableText(value: unknown): unknown {
  let result: unknown;
  // A loop, not recursion, for the same reason as above; each task fills its slot of the copy.
  const pending: [unknown, Put][] = [[value, (cleaned) => (result = cleaned)]];
  for (let task = pending.pop(); task; task = pending.pop()) {
    const [item, put] = task;
    if (typeof item === 'string') {
      put(item.replace(UNSTORABLE_ALL, ''));
    } else if (Array.isArray(item)) {
      const copy: unknown[] = new Array<unknown>(item.length);
      put(copy);
      item.forEach((child, index) => pending.push([child, (cleaned) => (copy[index] = cleaned)]));
    } else if (typeof item === 'object' && item !== null) {
      const copy: Record<string, unknown> = {};
      put(copy);
      for (const [rawKey, child] of Object.entries(item)) {
        const key = rawKey.replace(UNSTORABLE_ALL, '');
        setOwn(copy, key, undefined);
        pending.push([child, (cleaned) => setOwn(copy, key, cleaned)]);
      }
    } else {
      put(item);
    }
  }
  return result;
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
