import { pino } from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, DatabaseLockedError } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const logger = pino({ level: config.logLevel });

async function openDatabaseOrExit(): Promise<Database> {
  try {
    return await openDatabase(config, (error) =>
      logger.warn({ err: error }, 'idle database connection failed'),
    );
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  }
}

const db = await openDatabaseOrExit();
logger.info(
  { engine: db.engine, dataDir: config.databaseUrl ? undefined : config.dataDir },
  'database open',
);

const applied = await migrate(db);
logger.info({ applied }, applied.length ? 'migrations applied' : 'schema up to date');

const app = await buildApp({ config, db, logger });
await app.listen({ port: config.port, host: config.host });

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // In-flight requests finish first; the database closes only when nothing can use it.
  await app.close();
  await db.close();
  logger.info('stopped');
  process.exit(0);
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));
