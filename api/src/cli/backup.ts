import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { type Config, ConfigError, loadConfig } from '../config';
import { DatabaseLockedError } from '../db/database';
import { openPglite } from '../db/pglite';
import { readMachineKey } from '../staff/machine-key';
import { BACKUP_DIGEST_HEADER, BACKUP_PATH } from '../staff/ops-routes';
import { UsageError, option, positional } from './args';

export const usage = `Usage: pnpm --filter api backup <file>
       pnpm --filter api restore <file> [--data-dir <folder>]

backup <file>      a consistent copy of the site's database, taken while it runs, into <file>.
                   The embedded database (DATA_DIR): asked of the running server on this
                   machine (PORT), a gzipped tar of its data folder. PostgreSQL (DATABASE_URL):
                   pg_dump's custom format. Written beside <file> first and renamed when whole
                   and on disk, so <file> is either the complete backup or left as it was.
restore <file>     an embedded database's backup into a new data folder (--data-dir, default
                   DATA_DIR), which must not hold a database yet; then start the site with
                   DATA_DIR set to it. For PostgreSQL use pg_restore (api/README.md, Backups).`;

/** A backup or restore that did not complete: the message, exit code 1, nothing reported done. */
export class BackupError extends Error {
  override name = 'BackupError';
}

function describeFailure(error: unknown, where: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC') return `there is no space left on the disk of ${where}`;
  if (code === 'EDQUOT') return `the disk quota of ${where} is used up`;
  if (code === 'EFBIG') return `the file system of ${where} refused a file this large`;
  if (code === 'EACCES' || code === 'EPERM') return `${where} cannot be written by this user`;
  if (code === 'ENOENT') return `the folder ${where} does not exist`;
  if (code === 'EROFS') return `${where} is on a read-only file system`;
  return (error as Error).message;
}

/**
 * Makes `target` from what `produce` writes into a temporary file beside it: the file is
 * flushed to disk, renamed over `target` and the folder flushed too. On any failure the
 * temporary file is removed and `target` is left as it was.
 */
export async function writeAtomically(
  target: string,
  produce: (temporary: string) => Promise<void>,
): Promise<number> {
  const folder = path.dirname(path.resolve(target));
  const temporary = path.join(folder, `.${path.basename(target)}.${process.pid}.partial`);
  try {
    await produce(temporary);
    const file = await open(temporary, 'r+');
    try {
      await file.sync();
    } finally {
      await file.close();
    }
    const { size } = await stat(temporary);
    await rename(temporary, target);
    const dir = await open(folder, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
    return size;
  } catch (error) {
    await rm(temporary, { force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `The backup was not written: ${describeFailure(error, folder)}. ${target} is unchanged.`,
    );
  }
}

/** The running server's copy of its embedded database, checked whole against its digest. */
async function fetchSnapshot(config: Config, temporary: string): Promise<void> {
  let key: string;
  try {
    key = await readMachineKey(config.dataDir);
  } catch {
    throw new BackupError(
      `No server key in ${config.dataDir}: start the site with this DATA_DIR first (the backup is taken by the running server).`,
    );
  }
  const site = `http://127.0.0.1:${config.port}`;
  let response: Response;
  try {
    response = await fetch(`${site}${BACKUP_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
    });
  } catch (error) {
    throw new BackupError(
      `Could not reach the site at ${site} (${(error as Error).message}): the embedded database is backed up by the running server; start it, or set PORT to its port.`,
    );
  }
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    throw new BackupError(answer.error ?? `${site} answered HTTP ${response.status}`);
  }
  const expected = response.headers.get(BACKUP_DIGEST_HEADER);
  const hash = createHash('sha256');
  let received = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      hash.update(chunk);
      received += chunk.length;
      next(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(response.body),
      count,
      createWriteStream(temporary, { flags: 'wx', mode: 0o600 }),
    );
  } catch (error) {
    // The file's own failures (a full disk) are described by writeAtomically.
    if ((error as NodeJS.ErrnoException).syscall) throw error;
    throw new BackupError(
      `The server's answer was cut off after ${received} bytes; nothing was kept.`,
    );
  }
  if (hash.digest('hex') !== expected) {
    throw new BackupError(
      `The copy received (${received} bytes) does not match the server's digest; nothing was kept.`,
    );
  }
}

/** pg_dump of DATABASE_URL in its custom format (read by pg_restore). */
async function pgDump(databaseUrl: string, temporary: string): Promise<void> {
  const child = spawn('pg_dump', ['--format=custom', `--file=${temporary}`, databaseUrl], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new BackupError(
        'pg_dump is not installed (Debian: apt-get install postgresql-client); nothing was written.',
      );
    }
    throw error;
  });
  if (code !== 0) {
    throw new BackupError(`pg_dump failed: ${errors.trim() || `exit code ${code}`}`);
  }
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${(bytes / 1024).toFixed(1)} KB`;
}

export async function backup(config: Config, target: string): Promise<string> {
  const startedAt = Date.now();
  const size = await writeAtomically(target, (temporary) =>
    config.databaseUrl ? pgDump(config.databaseUrl, temporary) : fetchSnapshot(config, temporary),
  );
  const kind = config.databaseUrl ? 'PostgreSQL (pg_dump custom format)' : 'embedded database';
  return `Backup of the ${kind} written to ${target}: ${formatSize(size)} in ${Date.now() - startedAt} ms.`;
}

export async function restore(config: Config, source: string, dataDir: string): Promise<string> {
  if (config.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set: restore a PostgreSQL backup with pg_restore (api/README.md, Backups).',
    );
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(source);
  } catch (error) {
    throw new BackupError(`Could not read ${source}: ${describeFailure(error, source)}.`);
  }
  const folder = path.join(dataDir, 'pglite');
  const existing = await readdir(folder).catch(() => []);
  if (existing.length > 0) {
    throw new BackupError(
      `${folder} already holds a database. Restore into a new folder (--data-dir), then start the site with DATA_DIR set to it.`,
    );
  }
  const startedAt = Date.now();
  let migrations: number;
  try {
    const db = await openPglite({ dataDir: folder, loadDataDir: new Blob([bytes]) });
    try {
      const [row] = await db.query<{ n: number }>(
        'select count(*)::int as n from schema_migrations',
      );
      migrations = row?.n ?? 0;
    } finally {
      await db.close();
    }
  } catch (error) {
    if (error instanceof DatabaseLockedError) throw new BackupError(error.message);
    await rm(folder, { recursive: true, force: true });
    throw new BackupError(
      `${source} could not be restored (${(error as Error).message}); nothing was kept in ${folder}.`,
    );
  }
  return `Restored ${source} into ${folder} (its schema at ${migrations} migrations) in ${Date.now() - startedAt} ms. Start the site with DATA_DIR=${dataDir}.`;
}

export async function runBackupCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const [command, ...rest] = args;
  const [file, ...extra] = positional(rest, ['--data-dir']);
  if (!file || extra.length > 0) throw new UsageError(usage);
  const config = loadConfig(env);
  // pnpm runs the script in api/; a path is the caller's, from where they typed it.
  const from = env.INIT_CWD ?? process.cwd();
  if (command === 'backup') return backup(config, path.resolve(from, file));
  if (command === 'restore') {
    const dataDir = option(rest, '--data-dir');
    return restore(
      config,
      path.resolve(from, file),
      dataDir ? path.resolve(from, dataDir) : config.dataDir,
    );
  }
  throw new UsageError(usage);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length < 2 || args.includes('--help')) {
    console.log(usage);
    return args.includes('--help') ? 0 : 1;
  }
  try {
    console.log(await runBackupCommand(args));
    return 0;
  } catch (error) {
    if (
      error instanceof BackupError ||
      error instanceof UsageError ||
      error instanceof ConfigError
    ) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

// Tests import runBackupCommand; only `pnpm --filter api backup|restore` runs main.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await main();
}
