import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { type Database, DatabaseLockedError } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { repoRoot } from '../paths';
import {
  type Activation,
  type PublishResult,
  REMOTE_DIRS,
  ReleaseError,
  activateRelease,
  listReleases,
  publishAll,
  publishRelease,
  type ActivateMode,
  rollbackRelease,
} from '../releases';

const usage = `Usage: pnpm --filter api release <command>

  publish <remote> [--activate]    copy <remote>/dist into RELEASES_DIR as a new release
  publish-all [--activate]         publish (and activate) the builds of all four remotes
  publish-all --activate-new       activate only builds never published before (pnpm start)
  activate <remote> <version>      make a published version live (roll forward or back)
  rollback <remote>                make the previously live version live again
  list                             every release, the live one marked with *

<remote> is a remote folder name (${REMOTE_DIRS.join(', ')}) or a path to one.`;

class UsageError extends Error {}

function describePublish(result: PublishResult): string {
  const copied = result.copied ? 'published' : 'already published';
  const live = result.activated ? ', now live' : '';
  return `${result.name} ${result.version}: ${copied}${live}`;
}

function describeActivation(activation: Activation): string {
  if (!activation.changed) return `${activation.name} ${activation.to} was already live`;
  return `${activation.name}: ${activation.from ?? '(none)'} -> ${activation.to}, now live`;
}

/** A folder name means the remote in this repository; anything else is a path from where pnpm ran. */
function remoteDirFromArgument(argument: string): string {
  if (REMOTE_DIRS.includes(argument)) return path.join(repoRoot, argument);
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
}

type Command = (db: Database, releasesDir: string) => Promise<string[]>;

/** Checks the arguments before anything touches the database. */
function parseCommand(args: string[]): Command {
  const [command, ...rest] = args;
  const activate: ActivateMode = rest.includes('--activate')
    ? 'always'
    : rest.includes('--activate-new')
      ? 'if-new'
      : false;
  const positional = rest.filter((arg) => !arg.startsWith('--'));
  const need = (count: number): string[] => {
    if (positional.length !== count) throw new UsageError(usage);
    return positional;
  };

  switch (command) {
    case 'publish': {
      const [remote = ''] = need(1);
      const remoteDir = remoteDirFromArgument(remote);
      return async (db, releasesDir) => [
        describePublish(await publishRelease(db, releasesDir, remoteDir, { activate })),
      ];
    }
    case 'publish-all':
      need(0);
      return async (db, releasesDir) =>
        (await publishAll(db, releasesDir, { activate })).map(describePublish);
    case 'activate': {
      const [name = '', version = ''] = need(2);
      return async (db) => [describeActivation(await activateRelease(db, name, version))];
    }
    case 'rollback': {
      const [name = ''] = need(1);
      return async (db) => [describeActivation(await rollbackRelease(db, name))];
    }
    case 'list':
      need(0);
      return async (db) => {
        const releases = await listReleases(db);
        if (releases.length === 0) {
          return ['No releases yet. Build, then run publish-all --activate.'];
        }
        return releases.map(
          (r) =>
            `${r.live ? '*' : ' '} ${r.name.padEnd(16)} ${r.version.padEnd(20)} ${r.publishedAt.toISOString()}`,
        );
      };
    default:
      throw new UsageError(usage);
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(usage);
    return args.length === 0 ? 1 : 0;
  }
  let db: Database | undefined;
  try {
    const command = parseCommand(args);
    const config = loadConfig();
    db = await openDatabase(config);
    await migrate(db);
    for (const line of await command(db, config.releasesDir)) console.log(line);
    return 0;
  } catch (error) {
    const expected = [ConfigError, DatabaseLockedError, ReleaseError, UsageError];
    if (!expected.some((type) => error instanceof type)) throw error;
    console.error((error as Error).message);
    return 1;
  } finally {
    await db?.close();
  }
}

process.exitCode = await main();
