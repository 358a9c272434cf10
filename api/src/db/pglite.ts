import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { type Database, DatabaseLockedError, type Queryable } from './database';
import { namedQuery } from './pglite-statements.mjs';

/** Queries through named statements: outside a transaction, or inside the open `tx` of pglite. */
function wrap(pglite: PGlite, tx?: Transaction): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) =>
      (tx
        ? await namedQuery(pglite, sql, params)
        : await pglite._runExclusiveTransaction(() => namedQuery(pglite, sql, params))) as T[],
    exec: async (sql: string) => {
      await (tx ?? pglite).exec(sql);
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite corrupts a data folder that two processes open at once, and does not stop it itself,
 * so the folder gets a pid lock file beside it. A lock left by a process that died is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dataDir} is in use by process ${owner} (most likely the ` +
            'running api server). PGlite allows one process at a time: stop that process and ' +
            'try again, or set DATABASE_URL to use PostgreSQL, which allows several.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock ${lockFile}; remove it if no server is running.`);
}

/** The data folder as a gzipped tar, between transactions and after a checkpoint. */
export function snapshotOf(pglite: PGlite): Promise<Uint8Array> {
  // Inside a transaction of its own, so no other one is open or starts meanwhile.
  return pglite.transaction(async (tx) => {
    await tx.exec('checkpoint');
    const tar = await pglite.dumpDataDir('gzip');
    return new Uint8Array(await tar.arrayBuffer());
  });
}

/** Wraps an open PGlite instance; onClose runs after it is closed. */
export function pgliteDatabase(pglite: PGlite, onClose: () => void = () => {}): Database {
  const root = wrap(pglite);
  return {
    engine: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(pglite, tx))),
    snapshot: () => snapshotOf(pglite),
    async close() {
      try {
        await pglite.close();
      } finally {
        onClose();
      }
    },
  };
}

type Request =
  | { op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'snapshot' }
  | { op: 'close' };

type Reply =
  | { ready: true }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/** An error from the worker with PostgreSQL's fields (code, constraint, ...) as pg has them. */
function revive(fields: Record<string, unknown> & { message: string }): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}

/**
 * PGlite on a worker thread (pglite-worker.mjs): a query waits for the database's one thread,
 * but the api's thread keeps answering everything else meanwhile.
 */
async function pgliteOnWorker(dataDir: string, onClose: () => void): Promise<Database> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir },
    // Plain JavaScript needs no TypeScript loader; profiling flags (--cpu-prof) carry over.
    execArgv: process.execArgv.filter((flag) => flag.startsWith('--cpu-prof')),
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return resolve();
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) waiting?.resolve(reply.result);
      else waiting?.reject(revive(reply.error));
    });
    worker.once('error', (error) => {
      failAll(error);
      reject(error);
    });
    worker.once('exit', (code) => {
      const error = new Error(`the PGlite worker stopped (exit code ${code})`);
      failAll(error);
      reject(error);
    });
  });
  await ready;

  const send = <T>(request: Request): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const on = (tx?: number): Queryable => ({
    query: <T>(sql: string, params?: unknown[]) => send<T[]>({ op: 'query', sql, params, tx }),
    exec: async (sql: string) => {
      await send({ op: 'exec', sql, tx });
    },
  });
  const root = on();
  return {
    engine: 'pglite',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const tx = await send<number>({ op: 'begin' });
      let result;
      try {
        result = await fn(on(tx));
      } catch (error) {
        // The original error matters more than a failed rollback (which PGlite undoes anyway).
        await send({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await send({ op: 'commit', tx });
      return result;
    },
    snapshot: () => send<Uint8Array>({ op: 'snapshot' }),
    async close() {
      try {
        await send({ op: 'close' });
        await worker.terminate();
      } finally {
        onClose();
      }
    },
  };
}

/**
 * Embedded PostgreSQL. With a dataDir the data persists there, and PGlite runs on a worker
 * thread; without one it lives in memory on this thread.
 * `loadDataDir` starts from a dump (PGlite#dumpDataDir), which is much faster than a new database.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database> {
  const { dataDir, loadDataDir } = options;
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    if (dataDir && !loadDataDir) return await pgliteOnWorker(dataDir, unlock);
    return pgliteDatabase(await PGlite.create({ dataDir, loadDataDir }), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}
