import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { type Database, DatabaseLockedError, type Queryable } from './database';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await target.query<T>(sql, params)).rows,
    exec: async (sql: string) => {
      await target.exec(sql);
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

/** Wraps an open PGlite instance; onClose runs after it is closed. */
export function pgliteDatabase(pglite: PGlite, onClose: () => void = () => {}): Database {
  const root = wrap(pglite);
  return {
    engine: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    async close() {
      try {
        await pglite.close();
      } finally {
        onClose();
      }
    },
  };
}

/**
 * Embedded PostgreSQL. With a dataDir the data persists there; without one it lives in memory.
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
    return pgliteDatabase(await PGlite.create({ dataDir, loadDataDir }), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}
