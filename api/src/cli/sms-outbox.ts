import { MOBILE_PATTERN } from '@travel/shared/contracts';
import { type Config, ConfigError, loadConfig } from '../config';
import { type Database, DatabaseLockedError } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { DEV_OUTBOX_PATH } from '../routes/dev-outbox';
import { type OutboxMessage, readOutbox } from '../sms/outbox';

const usage = `Usage: pnpm --filter api sms-outbox [mobile] [--limit N]

Prints the latest messages of the SMS outbox (SMS_PROVIDER=outbox), newest first:
all numbers, or only <mobile> (10 digits, without +91). --limit defaults to 20.`;

class UsageError extends Error {}

function parseArgs(args: string[]): { mobile: string | undefined; limit: number } {
  let mobile: string | undefined;
  let limit = 20;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--limit') {
      limit = Number(args[(i += 1)]);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new UsageError(usage);
    } else if (MOBILE_PATTERN.test(arg) && mobile === undefined) {
      mobile = arg;
    } else {
      throw new UsageError(usage);
    }
  }
  return { mobile, limit };
}

/** PGlite admits one process: while the server runs, ask it instead of the database. */
async function readFromServer(
  config: Config,
  query: { mobile: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const params = new URLSearchParams({ limit: String(query.limit) });
  if (query.mobile) params.set('mobile', query.mobile);
  const url = `http://127.0.0.1:${config.port}${DEV_OUTBOX_PATH}?${params.toString()}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) {
    const hint = response.status === 404 ? ' (start it with DEV_ENDPOINTS=true, or stop it)' : '';
    throw new Error(`${url} answered HTTP ${response.status}${hint}`);
  }
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    console.log(usage);
    return 0;
  }
  let db: Database | undefined;
  try {
    const query = parseArgs(args);
    const config = loadConfig();
    let messages: OutboxMessage[];
    try {
      db = await openDatabase(config);
      await migrate(db);
      messages = await readOutbox(db, query);
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) throw error;
      messages = await readFromServer(config, query).catch((cause: unknown) => {
        throw new DatabaseLockedError(
          `${error.message}\nAsking the running server failed too: ${(cause as Error).message}`,
        );
      });
    }
    if (messages.length === 0) {
      const gateway =
        config.sms.provider === 'outbox' ? '' : ' (SMS_PROVIDER=msg91: messages go to MSG91)';
      console.log(`No messages${query.mobile ? ` for ${query.mobile}` : ''}${gateway}.`);
    }
    for (const m of messages) console.log(`${m.createdAt}  ${m.mobile}  ${m.text}`);
    return 0;
  } catch (error) {
    if (![ConfigError, DatabaseLockedError, UsageError].some((type) => error instanceof type)) {
      throw error;
    }
    console.error((error as Error).message);
    return 1;
  } finally {
    await db?.close();
  }
}

process.exitCode = await main();
