import type { PGlite } from '@electric-sql/pglite';

export function namedQuery(pg: PGlite, sql: string, params?: unknown[]): Promise<unknown[]>;
