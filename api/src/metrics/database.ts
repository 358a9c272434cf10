import type { Database, PoolUse, Queryable } from '../db/database';
import type { Metrics } from './registry';

type Operation = 'query' | 'exec' | 'transaction';

/**
 * The same database, with every call timed (db_query_duration_seconds) and the calls in flight
 * counted; a statement's text is never a label. `observe` sets the pool gauges at a scrape.
 */
export function instrumentDatabase(
  db: Database,
  metrics: Metrics['db'],
): { db: Database; observe: () => void } {
  const engine = db.engine;
  let inFlight = 0;

  async function timed<T>(operation: Operation, top: boolean, work: () => Promise<T>): Promise<T> {
    const stop = metrics.duration.startTimer({ engine, operation });
    if (top) inFlight += 1;
    try {
      return await work();
    } catch (error) {
      metrics.errors.inc({ engine, operation });
      throw error;
    } finally {
      stop();
      if (top) inFlight -= 1;
    }
  }

  const inTransaction = (tx: Queryable): Queryable => ({
    query: (sql, params) => timed('query', false, () => tx.query(sql, params)),
    exec: (sql) => timed('exec', false, () => tx.exec(sql)),
  });

  // PostgreSQL reports its pool; PGlite has one connection, and the calls queue for it.
  const poolUse = (): PoolUse =>
    db.pool?.() ?? {
      max: 1,
      open: 1,
      idle: inFlight === 0 ? 1 : 0,
      waiting: Math.max(0, inFlight - 1),
    };

  return {
    db: {
      ...db,
      query: (sql, params) => timed('query', true, () => db.query(sql, params)),
      exec: (sql) => timed('exec', true, () => db.exec(sql)),
      transaction: (fn) =>
        timed('transaction', true, () => db.transaction((tx) => fn(inTransaction(tx)))),
    },
    observe() {
      const use = poolUse();
      metrics.connections.set({ engine, state: 'busy' }, use.open - use.idle);
      metrics.connections.set({ engine, state: 'idle' }, use.idle);
      metrics.maxConnections.set({ engine }, use.max);
      metrics.waiting.set({ engine }, use.waiting);
      metrics.inFlight.set({ engine }, inFlight);
    },
  };
}
