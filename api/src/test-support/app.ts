import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { REMOTE_SCREENS, ROUTED_SCREENS_FILE } from '@travel/shared/contracts';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/database';
import type { WebhookDelivery } from '../payments/gateways';
import { SINGLETONS, shellProvides } from '../release/gate';
import { federationName } from '../release/release';
import type { SmsSender } from '../sms';

// Registered when a test file imports this module, so it runs after all of that file's tests.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A temp folder removed after the file's tests. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `travel-api-${prefix}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Tests run reconciliation and message delivery themselves, at the moment they choose.
    RECONCILE_INTERVAL_SECONDS: '0',
    MESSAGE_WORKER_INTERVAL_MS: '0',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    // Test files sign many travellers up from one address; the limit has tests of its own.
    SIGN_UPS_PER_IP_PER_HOUR: '100000',
    // Test files search from one address with the clock stopped; the limits have their own tests.
    FLIGHT_READS_PER_MINUTE: '100000',
    AIRPORT_LOOKUPS_PER_MINUTE: '100000',
    ...env,
  });
}

export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
}

export const shellIndexHtml =
  '<!doctype html><html lang="en-IN"><head><title>HegTravel</title><script defer src="/static/js/index.3f2a1b9c.js"></script></head><body><div id="root"></div></body></html>';

/** The singletons' versions in the workspace's catalog, as a build records them. */
async function catalogVersions(): Promise<Record<string, string>> {
  const { versions } = await shellProvides(path.join(os.tmpdir(), 'no-shell-build'));
  return versions;
}

const noAssets = { sync: [], async: [] };

/** The shared entries of a federation manifest, with one chunk each. */
function sharedEntries(app: string, versions: Record<string, string>) {
  return SINGLETONS.map((name) => ({
    id: `${app}:${name}`,
    name,
    version: versions[name] ?? '0.0.0',
    singleton: true,
    requiredVersion: `^${versions[name] ?? '0.0.0'}`,
    assets: {
      js: { sync: [`static/js/async/${name.replace(/\W/g, '_')}.js`], async: [] },
      css: noAssets,
    },
  }));
}

/** A built shell: index.html, a hashed bundle and its federation manifest, like rsbuild's output. */
export async function shellBuild(root: string): Promise<string> {
  await writeFiles(root, {
    'index.html': shellIndexHtml,
    'favicon.ico': 'icon',
    'static/js/index.3f2a1b9c.js': 'console.log("shell");',
    'mf-manifest.json': JSON.stringify({
      id: 'shell',
      name: 'shell',
      metaData: { name: 'shell', remoteEntry: { name: '', path: '', type: 'global' } },
      shared: sharedEntries('shell', await catalogVersions()),
      exposes: [],
      remotes: [],
    }),
    [ROUTED_SCREENS_FILE]: JSON.stringify({
      contract: (await catalogVersions())['@travel/shared'],
      screens: REMOTE_SCREENS,
    }),
  });
  return root;
}

/** The files of a remote's build: its mf-manifest.json and every file it names. */
export async function remoteDist(
  name: string,
  options: { entry?: string; versions?: Record<string, string> } = {},
): Promise<Record<string, string>> {
  const app = federationName(name) ?? 'remote_auth';
  const shared = sharedEntries(app, { ...(await catalogVersions()), ...options.versions });
  const exposes = REMOTE_SCREENS[app]
    .map((name) => `./${name}`)
    .map((expose) => ({
      id: `${app}:${expose.slice(2)}`,
      name: expose.slice(2),
      path: expose,
      assets: {
        js: { sync: [`static/js/async/__federation_expose_${expose.slice(2)}.js`], async: [] },
        css: noAssets,
      },
    }));
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      id: app,
      name: app,
      metaData: { name: app, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      shared,
      exposes,
      remotes: [],
    }),
    // The shared modules each screen takes at once (the api preloads the shell's copy).
    'screen-shared.json': JSON.stringify({
      screens: Object.fromEntries(
        exposes.map((expose) => [
          expose.name,
          ['@travel/shared', '@travel/shared/query', 'react/jsx-runtime'],
        ]),
      ),
      // The remote's messages in each language.
      messages: {
        'en-IN': ['static/js/async/messages-en-IN.js'],
        'hi-IN': ['static/js/async/messages-hi-IN.js'],
      },
    }),
    'static/js/async/messages-en-IN.js': '/* English */',
    'static/js/async/messages-hi-IN.js': '/* Hindi */',
    'remoteEntry.js': options.entry ?? `/* ${name} */`,
  };
  for (const item of [...shared, ...exposes]) {
    for (const file of item.assets.js.sync) files[file] = `/* ${file} */`;
  }
  return files;
}

/** A remote package folder with a built dist/, as `pnpm build` leaves it. */
export async function remoteBuild(
  repo: string,
  name: string,
  options: { version?: string; entry?: string; versions?: Record<string, string> } = {},
): Promise<string> {
  const dir = path.join(repo, name);
  const dist = await remoteDist(name, options);
  await writeFiles(dir, {
    'package.json': JSON.stringify({ name, version: options.version ?? '1.0.0' }),
    ...Object.fromEntries(Object.entries(dist).map(([file, content]) => [`dist/${file}`, content])),
  });
  return dir;
}

/** The app on fresh temp SHELL_DIST and RELEASES_DIR folders (the shell is built unless told). */
export async function testApp(
  db: Database,
  options: {
    env?: Record<string, string>;
    shellBuilt?: boolean;
    now?: () => Date;
    sms?: SmsSender;
    deliverWebhook?: WebhookDelivery;
  } = {},
) {
  const shellDist = await tempDir('shell');
  if (options.shellBuilt !== false) await shellBuild(shellDist);
  const releasesDir = await tempDir('releases');
  const config = testConfig({
    SHELL_DIST: shellDist,
    OPS_DIST: await tempDir('ops'),
    RELEASES_DIR: releasesDir,
    DATA_DIR: await tempDir('data'),
    ...options.env,
  });
  const app = await buildApp({
    config,
    db,
    now: options.now,
    sms: options.sms,
    deliverWebhook: options.deliverWebhook,
  });
  cleanups.push(() => app.close());
  return { app, config };
}

/**
 * An app whose sandbox webhooks reach it through inject, as a gateway's would over HTTP, or
 * are lost on the way while `webhooks.arrive` is false (what reconciliation is for).
 */
export async function appWithLosableWebhooks(db: Database, now: () => Date) {
  const webhooks = { arrive: true };
  const { app } = await testApp(db, {
    now,
    deliverWebhook: async (request) => {
      if (!webhooks.arrive) return 503;
      const response = await app.inject({
        method: 'POST',
        url: request.path,
        headers: request.headers,
        payload: request.body,
      });
      return response.statusCode;
    },
  });
  return { app, webhooks };
}
