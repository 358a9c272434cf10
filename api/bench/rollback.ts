// How long a rollback takes to reach visitors: starts the api as its own process (PGlite in a
// temp folder, or DATABASE_URL), publishes two builds of remote-coupons, then 10 times runs
// `release rollback --url ...` and polls /remotes.json until it names the version before.
// Prints the median, min and max of the command-to-answer time, and of the bare API call.
// Needs the built shell and remote-coupons (pnpm build).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/paths';

const ROUNDS = 10;
const POLL_MS = 10;
const port = Number(process.env.PORT ?? 8208);
const site = `http://127.0.0.1:${port}`;
const key = randomBytes(24).toString('hex');
const apiDir = path.join(repoRoot, 'api');
const built = path.join(repoRoot, 'remote-coupons', 'dist', 'mf-manifest.json');

if (!(await stat(built).catch(() => undefined))) {
  console.error('Build first: pnpm build (the shell and remote-coupons).');
  process.exit(1);
}

const temp = await mkdtemp(path.join(os.tmpdir(), 'travel-bench-rollback-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: apiDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(temp, 'data'),
    RELEASES_DIR: path.join(temp, 'releases'),
    RELEASE_OPERATOR_KEYS: `bench:${key}`,
    RECONCILE_INTERVAL_SECONDS: '0',
    LOG_LEVEL: 'warn',
  },
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const describe = (label: string, times: number[]) =>
  `${label.padEnd(44)} median ${median(times).toFixed(0).padStart(5)} ms  min ${Math.min(...times)
    .toFixed(0)
    .padStart(5)} ms  max ${Math.max(...times)
    .toFixed(0)
    .padStart(5)} ms`;

async function liveCoupons(): Promise<string | undefined> {
  const response = await fetch(`${site}/remotes.json`, { headers: { cookie: 'travel_bucket=99' } });
  const document = (await response.json()) as { remotes: Record<string, { version: string }> };
  return document.remotes.remote_coupons?.version;
}

async function waitFor(version: string): Promise<void> {
  while ((await liveCoupons()) !== version) await new Promise((r) => setTimeout(r, POLL_MS));
}

function cli(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/release.ts', ...args, '--url', site],
      {
        cwd: apiDir,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, RELEASE_OPERATOR_KEY: key },
      },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`release ${args[0]} exited ${code}`)),
    );
  });
}

/** A copy of the built remote-coupons whose entry differs, so it is another release. */
async function build(label: string): Promise<string> {
  const dir = path.join(temp, label, 'remote-coupons');
  await cp(path.join(repoRoot, 'remote-coupons', 'dist'), path.join(dir, 'dist'), {
    recursive: true,
  });
  await cp(path.join(repoRoot, 'remote-coupons', 'package.json'), path.join(dir, 'package.json'));
  const entry = path.join(dir, 'dist', 'remoteEntry.js');
  await writeFile(entry, `${await readFile(entry, 'utf8')}\n/* ${label} */\n`);
  return dir;
}

try {
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${site}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600) throw new Error('the api did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  await cli(['publish', await build('v1'), '--activate', '--reason', 'bench v1']);
  const v1 = await liveCoupons();
  await cli(['publish', await build('v2'), '--activate', '--reason', 'bench v2']);
  let current = await liveCoupons();
  let previous = v1;
  if (!current || !previous) throw new Error('nothing live after publishing');

  const viaCli: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const command = cli(['rollback', 'remote-coupons', '--reason', `bench round ${round}`]);
    await waitFor(previous);
    viaCli.push(performance.now() - started);
    await command;
    [current, previous] = [previous, current];
  }

  const viaApi: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await fetch(`${site}/travel/ops/releases/rollback`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ remote: 'remote-coupons', reason: `bench api round ${round}` }),
    });
    if (!response.ok) throw new Error(`rollback answered ${response.status}`);
    await waitFor(previous);
    viaApi.push(performance.now() - started);
    [current, previous] = [previous, current];
  }

  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`rollback -> /remotes.json names the version before (${engine}, ${ROUNDS} rounds)`);
  console.log(describe('release rollback --url (node start included)', viaCli));
  console.log(describe('POST /travel/ops/releases/rollback', viaApi));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(temp, { recursive: true, force: true });
}
