import { z } from 'zod';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from '../constants';

const pageField = (name: string, max: number, fallback: number) =>
  z
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(1, `${name} must be at least 1.`)
    .max(max, `${name} must be at most ${max}.`)
    .default(fallback);

/** A page of a list: every paged list of the contract takes this. */
export const pageRequestSchema = z.object({
  pageNumber: pageField('pageNumber', 1_000_000, DEFAULT_PAGE_NUMBER),
  pageSize: pageField('pageSize', 100, DEFAULT_PAGE_SIZE),
});

/** What a caller may send: both fields are optional and fall back to page 1 of 10. */
export type PageRequest = z.input<typeof pageRequestSchema>;
