import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPglite, pgliteDatabase } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrationsDir } from '../paths';

export type Engine = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export const engines: Engine[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(migrationsDir)).sort()) {
    hash.update(file).update(await readFile(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A new PGlite database takes seconds to create; loading a dump of a migrated one takes a
 * fraction of that, so the dump is kept in the temp folder, keyed by the migrations' content.
 */
async function freshPglite(): Promise<Database> {
  const dumpFile = path.join(os.tmpdir(), `travel-api-pglite-${await migrationsFingerprint()}.tar`);
  const dump = await readFile(dumpFile).catch(() => undefined);
  if (dump) {
    try {
      const db = await openPglite({ loadDataDir: new Blob([dump]) });
      await migrate(db);
      return db;
    } catch {
      // An unreadable dump (e.g. from another PGlite version) is rebuilt below.
    }
  }
  const pglite = await PGlite.create();
  const db = pgliteDatabase(pglite);
  await migrate(db);
  const staging = `${dumpFile}.${process.pid}.tmp`;
  const blob = await pglite.dumpDataDir('none');
  await writeFile(staging, Buffer.from(await blob.arrayBuffer()));
  await rename(staging, dumpFile);
  return db;
}

export interface TestDatabase {
  engine: Engine;
  db: Database;
  /** Another connection to the same data, as a second api replica would have. */
  replica: () => Promise<Database>;
  dispose: () => Promise<void>;
}

/** A fresh, migrated database; on PostgreSQL a schema of its own, dropped by dispose(). */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const db = await freshPglite();
    // PGlite is reachable from one process only, so replicas share the one connection.
    return { engine, db, replica: () => Promise.resolve(db), dispose: () => db.close() };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(postgresUrl);
  await admin.exec(`create schema ${schema}`);
  const connections: Database[] = [];
  const connect = () => {
    const db = openPostgres(postgresUrl, { searchPath: schema });
    connections.push(db);
    return db;
  };
  const db = connect();
  await migrate(db);
  return {
    engine,
    db,
    replica: () => Promise.resolve(connect()),
    async dispose() {
      await Promise.all(connections.map((connection) => connection.close()));
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}

/** One database for the whole test file (or describe block): created before, disposed after. */
export function useTestDatabase(engine: Engine): () => TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await current?.dispose();
  });
  return () => {
    if (!current) throw new Error('the test database is not ready (use it inside a test)');
    return current;
  };
}
