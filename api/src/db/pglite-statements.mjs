// Named (prepared) statements for PGlite, which its own query() does not offer: each distinct
// SQL text is parsed and described once, then only bound and executed. PGlite plans a statement
// in WebAssembly on every query() call; for the order page that was most of its time.
// Plain JavaScript so the worker thread (pglite-worker.mjs) can use it as well as the api.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;
const NO_SYNC = { syncToFs: false };

/** @type {WeakMap<object, Map<string, { name: string, paramTypes: number[] }>>} */
const prepared = new WeakMap();
/** Texts past this many per database go unnamed, so generated SQL cannot grow it forever. */
const MAX_NAMED = 1000;
let nextName = 1;

/**
 * One statement with $1-style parameters, as PGlite's query() runs it, through a named
 * statement. Call it inside an open transaction of `pg` as is; outside one, through
 * pg._runExclusiveTransaction so it does not run in the middle of another's transaction.
 *
 * @param {import('@electric-sql/pglite').PGlite} pg
 * @param {string} sql
 * @param {unknown[]} [params]
 * @returns {Promise<unknown[]>} the rows
 */
export function namedQuery(pg, sql, params = []) {
  return pg._runExclusiveQuery(async () => {
    let statements = prepared.get(pg);
    if (!statements) prepared.set(pg, (statements = new Map()));
    let statement = statements.get(sql);
    /** @type {import('@electric-sql/pglite').messages.BackendMessage[]} */
    const messages = [];
    try {
      if (!statement) {
        const name = statements.size < MAX_NAMED ? `pglite_${nextName++}` : '';
        await pg.execProtocol(serialize.parse({ name, text: sql }), NO_SYNC);
        const described = await pg.execProtocol(serialize.describe({ type: 'S', name }), NO_SYNC);
        statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
        if (name) statements.set(sql, statement);
      }
      const { name, paramTypes } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[paramTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      for (const message of [
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
      ]) {
        messages.push(...(await pg.execProtocol(message, NO_SYNC)).messages);
      }
    } finally {
      messages.push(...(await pg.execProtocol(serialize.sync(), NO_SYNC)).messages);
    }
    if (!pg.isInTransaction()) await pg.syncToFs();
    return parse.parseResults(messages, pg.parsers)[0]?.rows ?? [];
  });
}
