import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, else PGlite persisted in DATA_DIR/pglite. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onIdleError?: (error: Error) => void,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { onIdleError });
  return openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}
