/** What route code needs from a database: the same contract for PGlite and PostgreSQL. */
export interface Queryable {
  /** One statement with $1-style parameters; int8 columns come back as numbers on both engines. */
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  /** A script of several statements without parameters, such as a migration file. */
  exec: (sql: string) => Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Commits when fn resolves, rolls back when it throws. */
  transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /**
   * The embedded database only: its whole data folder as a gzipped tar, taken between
   * transactions after a checkpoint, so the copy is consistent while the site runs (queries
   * wait meanwhile). Opened again with openPglite({ loadDataDir }).
   */
  snapshot?: () => Promise<Uint8Array>;
  /** PostgreSQL only: the connection pool's use at this moment. */
  pool?: () => PoolUse;
}

/** A connection pool's use: its connections open and idle, and the queries waiting for one. */
export interface PoolUse {
  max: number;
  open: number;
  idle: number;
  waiting: number;
}

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}
