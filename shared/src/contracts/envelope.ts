export const SUCCESS_CODE = 200;
export const SESSION_EXPIRED_CODE = 403;

export type Envelope<T> = { code: number; msg: string; data: T };

/**
 * A business error's envelope names the error (BUSINESS_ERRORS) beside `code` and `msg`, with
 * the values of its placeholders, so a page can say it in its own language; `msg` stays the
 * English for every client.
 */
export type ErrorEnvelope = Envelope<null> & { error?: string; params?: Record<string, string> };

export type PageResult<T> = { data: T[]; total: number; pageNumber: number; pageSize: number };

export type PagedEnvelope<T> = {
  code: number;
  msg: string;
  data: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
};
