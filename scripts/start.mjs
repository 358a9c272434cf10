// Builds whatever is missing or older than its sources, publishes the remotes' builds as
// releases, then serves the whole site from the api on PORT (default 8080).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const apps = ['remote-auth', 'remote-coupons', 'remote-flights', 'remote-content', 'shell', 'ops'];
/** Apps that are one page, not a federation remote. */
const pages = new Set(['shell', 'ops']);
const sharedInputs = [
  'shared/src',
  'shared/package.json',
  'federation.config.ts',
  'pnpm-lock.yaml',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => {
    if (entry === 'node_modules' || entry === 'dist') return newest;
    return Math.max(newest, newestMtime(join(path, entry)));
  }, 0);
}

function run(args) {
  const result = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// SKIP_BUILD=true serves what is already built and published (tests of the launcher itself).
if (process.env.SKIP_BUILD !== 'true') {
  const sharedMtime = Math.max(...sharedInputs.map((input) => newestMtime(join(root, input))));
  for (const app of apps) {
    const built = join(root, app, 'dist', pages.has(app) ? 'index.html' : 'mf-manifest.json');
    const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
    const sourcesAt = Math.max(sharedMtime, newestMtime(join(root, app)));
    if (builtAt >= sourcesAt) continue;
    console.log(`[start] building ${app}`);
    run(['--filter', app, 'build']);
  }
  run(['--filter', 'api', 'release', 'publish-all', '--activate-new']);
}

// The api runs compiled JavaScript (api/build.mjs: its code and the contract in one module).
const apiBuilt = join(root, 'api', 'dist', 'main.mjs');
const apiBuiltAt = existsSync(apiBuilt) ? statSync(apiBuilt).mtimeMs : 0;
const apiSourcesAt = Math.max(
  newestMtime(join(root, 'api', 'src')),
  newestMtime(join(root, 'api', 'build.mjs')),
  newestMtime(join(root, 'shared', 'src')),
);
if (apiBuiltAt < apiSourcesAt) {
  console.log('[start] building api');
  run(['--filter', 'api', 'build']);
}

// The server is our direct child with an IPC channel: it stops itself if this script dies.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.mjs'], {
  cwd: join(root, 'api'),
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
// Ctrl+C reaches both processes; a signal sent to this script alone is passed on. The server
// stops once, however many signals it gets, so this script only waits for it to exit.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
