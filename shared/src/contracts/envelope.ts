import { z } from 'zod';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from './constants';

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

export const pageRequestSchema = z.object({
  pageNumber: z.number().int().min(1).default(DEFAULT_PAGE_NUMBER),
  pageSize: z.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

/** What a caller may send: both fields are optional and fall back to page 1 of 10. */
export type PageRequest = z.input<typeof pageRequestSchema>;
