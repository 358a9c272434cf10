export type TransportErrorKind =
  | 'network'
  | 'aborted'
  | 'timeout'
  | 'canceled'
  | 'bad-request'
  | 'bad-response'
  | 'unsupported-protocol';

/** 'business' is an envelope with a code other than 200; the rest are transport failures. */
export type ApiErrorKind = 'business' | TransportErrorKind;

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope code, when the server sent one. */
  readonly code: number | undefined;
  /** The HTTP status, when a response arrived. */
  readonly status: number | undefined;
  /** The server's id of the request (X-Request-Id), when a response named it. */
  readonly requestId: string | undefined;
  /** A refusal's name (BUSINESS_ERRORS) and the values of its placeholders, when it has one. */
  readonly refusal: { name?: string; params?: Record<string, string> };

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: {
      code?: number | undefined;
      status?: number | undefined;
      requestId?: string | undefined;
      refusal?: { name?: string; params?: Record<string, string> };
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.code = details.code;
    this.status = details.status;
    this.requestId = details.requestId;
    this.refusal = details.refusal ?? {};
  }
}
