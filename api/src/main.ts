import { pino } from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, DatabaseLockedError } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { gracefulShutdown } from './shutdown';
import { ensureMachineKey } from './staff/machine-key';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// A signal during start-up is kept and acted on once the server can stop in order.
const stopping: { requested?: string; stop?: (reason: string) => Promise<void> } = {};
function onStopSignal(reason: string): void {
  if (stopping.stop) void stopping.stop(reason);
  else stopping.requested ??= reason;
}
// on, not once: a second signal (the group's and the one the launcher forwards) must not kill
// the process with the default handler while requests are still finishing.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, onStopSignal);
// Started by the launcher with an IPC channel: if the launcher dies, the site stops with it.
if (process.send) process.on('disconnect', () => onStopSignal('launcher gone'));

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

// The key `pnpm --filter api staff bootstrap` reads on this machine to create the first admin.
await ensureMachineKey(config.dataDir);
const app = await buildApp({ config, db, logger });
const shutdown = gracefulShutdown({ app, db, logger, graceMs: config.shutdownGraceMs });
await app.listen({ port: config.port, host: config.host });

stopping.stop = async (reason) => {
  try {
    await shutdown(reason);
    process.exitCode = 0;
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exitCode = 1;
  }
  process.exit();
};
if (stopping.requested) void stopping.stop(stopping.requested);
