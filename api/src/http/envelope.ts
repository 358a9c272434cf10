import {
  type Envelope,
  type PagedEnvelope,
  SESSION_EXPIRED_CODE,
  SUCCESS_CODE,
} from '@travel/shared/contracts';

export { type Envelope, type PagedEnvelope, SESSION_EXPIRED_CODE, SUCCESS_CODE };

// Lets defineRoute tell a prepared envelope from plain data that still needs wrapping.
const prepared = new WeakSet<object>();

function mark<E extends object>(envelope: E): E {
  prepared.add(envelope);
  return envelope;
}

export function ok<T>(data: T): Envelope<T> {
  return mark({ code: SUCCESS_CODE, msg: 'success', data });
}

/** A business error: sent with HTTP 200, `code` says what went wrong, `msg` is for a person. */
export function fail(code: number, msg: string): Envelope<null> {
  return mark({ code, msg, data: null });
}

export function paged<T>(
  items: T[],
  page: { total: number; pageNumber: number; pageSize: number },
): PagedEnvelope<T> {
  return mark({ code: SUCCESS_CODE, msg: 'success', data: items, ...page });
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && prepared.has(value);
}

/** Throw from a handler to answer with a business error envelope (HTTP 200). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
