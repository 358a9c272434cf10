import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, API_DIR, freshDatabase, startApi } from '../../scale/api-process';
import { Visitor } from '../../scale/site';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { tempDir } from '../test-support/app';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** `pnpm --filter api backup|restore ...` as a person runs it; `limitKb` caps the file size. */
function cli(args: string[], env: Record<string, string>, limitKb?: number): Promise<Run> {
  const node = `${JSON.stringify(process.execPath)} --import tsx src/cli/backup.ts ${args
    .map((arg) => JSON.stringify(arg))
    .join(' ')}`;
  const command =
    limitKb === undefined ? `exec ${node}` : `ulimit -f ${limitKb * 2} && exec ${node}`;
  const startedAt = Date.now();
  const child = spawn('sh', ['-c', command], {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', INIT_CWD: API_DIR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - startedAt })),
  );
}

/**
 * Travellers buying coupons without pause, each order acknowledged (envelope 200) or not; a
 * traveller signs up anew when they hold the most unpaid orders allowed.
 */
function buyers(site: string, count: number) {
  const acknowledged: { orderId: string; at: number }[] = [];
  let running = true;
  const loops = Array.from({ length: count }, async () => {
    while (running) {
      const visitor = new Visitor(site);
      await visitor.signUp();
      for (let n = 0; n < 3 && running; n += 1) {
        const answer = await visitor.buy();
        if (answer.code === 200) {
          acknowledged.push({ orderId: answer.data.order.orderId, at: Date.now() });
        }
      }
    }
  });
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function orderIdsIn(db: { query: <T>(sql: string) => Promise<T[]> }): Promise<Set<string>> {
  const rows = await db.query<{ order_id: string }>('select order_id from coupon_order');
  return new Set(rows.map((row) => row.order_id));
}

const running: ApiProcess[] = [];
afterAll(async () => {
  for (const api of running) await api.stop();
});

describe('backup and restore of the embedded database', () => {
  it('backs up the running site under writes; the restored folder has every order acknowledged before', async () => {
    const dataDir = await tempDir('backup-site');
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port) };
    const api = await startApi({
      port,
      env: { ...env, SIGN_UPS_PER_IP_PER_HOUR: '100000' },
    });
    running.push(api);
    const load = buyers(api.url, 4);
    await expect.poll(() => load.acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(10);

    const folder = await tempDir('backups');
    const file = path.join(folder, 'site.tar.gz');
    const backupStartedAt = Date.now();
    const run = await cli(['backup', file], env);
    const backupEndedAt = Date.now();
    const acknowledgedBefore = load.acknowledged.filter((order) => order.at < backupStartedAt);
    const duringOrAfter = load.acknowledged.length;
    await load.stop();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^Backup of the embedded database written to ${file}: [\\d.]+ (KB|MB) in \\d+ ms\\.\\n$`,
      ),
    );
    // Writes went on while it was taken.
    expect(
      load.acknowledged.some((order) => order.at > backupStartedAt && order.at < backupEndedAt),
    ).toBe(true);
    expect(duringOrAfter).toBeGreaterThan(acknowledgedBefore.length);
    // Nothing but the backup is left in its folder.
    expect(await readdir(folder)).toEqual(['site.tar.gz']);

    const restoredDir = await tempDir('restored');
    const restored = await cli(['restore', file, '--data-dir', restoredDir], env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Start the site with DATA_DIR=${restoredDir}.`);

    const db = await openPglite({ dataDir: path.join(restoredDir, 'pglite') });
    try {
      const found = await orderIdsIn(db);
      const missing = acknowledgedBefore.filter((order) => !found.has(order.orderId));
      expect(missing).toEqual([]);
      expect(found.size).toBeGreaterThanOrEqual(acknowledgedBefore.length);
    } finally {
      await db.close();
    }

    // A folder that holds a database is never overwritten.
    const again = await cli(['restore', file, '--data-dir', restoredDir], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a database');
  }, 180_000);

  it('never reports a backup that could not be written whole, and keeps the previous one', async () => {
    const dataDir = await tempDir('backup-full');
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port) };
    const api = await startApi({ port, env });
    running.push(api);
    const folder = await tempDir('backups-full');
    const file = path.join(folder, 'site.tar.gz');
    expect((await cli(['backup', file], env)).code).toBe(0);
    const previous = await readFile(file);

    // The file system takes 256 KB and refuses the rest, as a disk that fills up midway.
    const full = await cli(['backup', file], env, 256);
    expect(full.code).toBe(1);
    expect(full.stdout).toBe('');
    expect(full.stderr).toBe(
      `The backup was not written: the file system of ${folder} refused a file this large. ${file} is unchanged.\n`,
    );
    expect(await readdir(folder)).toEqual(['site.tar.gz']);
    expect((await readFile(file)).equals(previous)).toBe(true);

    // Only the server's machine, with its key, gets a copy.
    const stranger = await fetch(`${api.url}/travel/ops/backup`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-key' },
    });
    expect(stranger.status).toBe(401);

    // No backup into a folder that does not exist, and none without the server.
    const nowhere = await cli(['backup', path.join(folder, 'missing', 'site.tar.gz')], env);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('The backup was not written: the folder');
    await api.stop();
    const stopped = await cli(['backup', path.join(folder, 'later.tar.gz')], env);
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toContain(`Could not reach the site at http://127.0.0.1:${port}`);
    expect(existsSync(path.join(folder, 'later.tar.gz'))).toBe(false);
  }, 120_000);

  it('refuses to restore a file that is not a backup, and keeps nothing of it', async () => {
    const folder = await tempDir('not-a-backup');
    const file = path.join(folder, 'notes.tar.gz');
    await writeFile(file, 'not a backup');
    const restoredDir = path.join(folder, 'data');
    const run = await cli(['restore', file, '--data-dir', restoredDir], { DATA_DIR: folder });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${file} could not be restored`);
    expect(existsSync(path.join(restoredDir, 'pglite'))).toBe(false);
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('backup of PostgreSQL', () => {
  it('runs pg_dump while the site takes orders; pg_restore into a new database has every order acknowledged before', async () => {
    const source = await freshDatabase(process.env.TEST_DATABASE_URL ?? '', 'backup_source');
    const target = await freshDatabase(process.env.TEST_DATABASE_URL ?? '', 'backup_target');
    try {
      const port = await freePort();
      const env = { DATABASE_URL: source.url, PORT: String(port) };
      const api = await startApi({
        port,
        env: { ...env, DATA_DIR: await tempDir('pg-site'), SIGN_UPS_PER_IP_PER_HOUR: '100000' },
      });
      running.push(api);
      const load = buyers(api.url, 4);
      await expect.poll(() => load.acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(10);
      const file = path.join(await tempDir('pg-backups'), 'site.dump');
      const startedAt = Date.now();
      const run = await cli(['backup', file], env);
      const acknowledgedBefore = load.acknowledged.filter((order) => order.at < startedAt);
      await load.stop();
      await api.stop();
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        `Backup of the PostgreSQL (pg_dump custom format) written to ${file}`,
      );

      const restore = spawn('pg_restore', ['--no-owner', `--dbname=${target.url}`, file], {
        stdio: 'inherit',
      });
      expect(await new Promise((resolve) => restore.on('close', resolve))).toBe(0);
      const db = openPostgres(target.url);
      try {
        const found = await orderIdsIn(db);
        expect(acknowledgedBefore.filter((order) => !found.has(order.orderId))).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 180_000);
});
