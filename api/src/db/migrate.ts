import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsDir } from '../paths';
import type { Database } from './database';

// Any constant works; it only has to be the same in every replica that migrates.
const MIGRATION_LOCK_KEY = 724_190_331;

/**
 * Applies the pending files of api/migrations (0001_name.sql, ...) in order, in one transaction.
 * Replicas starting together queue on an advisory lock, so each file runs once.
 * Returns the versions it applied.
 */
export async function migrate(db: Database, dir: string = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file)).sort();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'create table if not exists schema_migrations (' +
        'version text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const pending = files.map((file) => file.replace(/\.sql$/, '')).filter((v) => !applied.has(v));
    for (const version of pending) {
      await tx.exec(await readFile(path.join(dir, `${version}.sql`), 'utf8'));
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
    }
    return pending;
  });
}
