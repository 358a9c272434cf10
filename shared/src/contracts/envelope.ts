export const SUCCESS_CODE = 200;
export const SESSION_EXPIRED_CODE = 403;

export type Envelope<T> = { code: number; msg: string; data: T };

export type PageResult<T> = { data: T[]; total: number; pageNumber: number; pageSize: number };

export type PagedEnvelope<T> = {
  code: number;
  msg: string;
  data: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
};
