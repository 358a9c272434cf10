import {
  BUSINESS_ERRORS,
  type BusinessErrorName,
  type BusinessErrorParams,
  type Envelope,
  type ErrorEnvelope,
  type PagedEnvelope as PagedEnvelopeJson,
  SESSION_EXPIRED_CODE,
  SUCCESS_CODE,
  businessErrorMessage,
} from '@travel/shared/contracts';

export { type Envelope, SESSION_EXPIRED_CODE, SUCCESS_CODE };

declare const prepared: unique symbol;
/** Made by ok / fail / paged only, so a handler cannot return a hand-built envelope. */
type Prepared = { readonly [prepared]: true };

/** A business error envelope: `{code, msg, data: null, error?, params?}` sent with HTTP 200. */
export type Failure = ErrorEnvelope & Prepared;
export type PagedEnvelope<T> = PagedEnvelopeJson<T> & Prepared;

// Lets defineRoute tell a prepared envelope from plain data that still needs wrapping.
const preparedEnvelopes = new WeakSet<object>();

function mark<E extends object>(envelope: E): E & Prepared {
  preparedEnvelopes.add(envelope);
  return envelope as E & Prepared;
}

export function ok<T>(data: T): Envelope<T> {
  return mark({ code: SUCCESS_CODE, msg: 'success', data });
}

/**
 * A business error: sent with HTTP 200, `code` says what went wrong, `msg` is for a person.
 * `fail('orderNotFound')` takes both from BUSINESS_ERRORS; `fail(400, message)` is for a
 * message made on the spot (a schema's).
 */
export function fail(name: BusinessErrorName, params?: BusinessErrorParams): Failure;
export function fail(code: number, msg: string): Failure;
export function fail(
  codeOrName: number | BusinessErrorName,
  msgOrParams?: string | BusinessErrorParams,
): Failure {
  return failure(resolve(codeOrName, msgOrParams));
}

function failure({ code, message, name, params }: Resolved): Failure {
  const named = name === undefined ? {} : { error: name, ...(params ? { params } : {}) };
  return mark({ code, msg: message, data: null, ...named });
}

export function paged<T>(
  items: T[],
  page: { total: number; pageNumber: number; pageSize: number },
): PagedEnvelope<T> {
  return mark({ code: SUCCESS_CODE, msg: 'success', data: items, ...page });
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && preparedEnvelopes.has(value);
}

type Resolved = {
  code: number;
  message: string;
  name?: BusinessErrorName;
  params?: BusinessErrorParams | undefined;
};

function resolve(
  codeOrName: number | BusinessErrorName,
  msgOrParams: string | BusinessErrorParams | undefined,
): Resolved {
  if (typeof codeOrName === 'number') {
    return { code: codeOrName, message: typeof msgOrParams === 'string' ? msgOrParams : '' };
  }
  const params = typeof msgOrParams === 'object' ? msgOrParams : undefined;
  return {
    code: BUSINESS_ERRORS[codeOrName].code,
    message: businessErrorMessage(codeOrName, params),
    name: codeOrName,
    params,
  };
}

/**
 * Throw from a handler to answer with a business error envelope (HTTP 200):
 * `new ApiError('refundCouponUsed')`, or `new ApiError(409, message)` for an operator's message.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: number;
  readonly #resolved: Resolved;
  constructor(name: BusinessErrorName, params?: BusinessErrorParams);
  constructor(code: number, message: string);
  constructor(codeOrName: number | BusinessErrorName, msgOrParams?: string | BusinessErrorParams) {
    const resolved = resolve(codeOrName, msgOrParams);
    super(resolved.message);
    this.code = resolved.code;
    this.#resolved = resolved;
  }

  /** The envelope that answers the call. */
  envelope(): Failure {
    return failure(this.#resolved);
  }
}
