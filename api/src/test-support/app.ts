import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/database';
import type { WebhookDelivery } from '../payments';
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
    // Tests run reconciliation themselves, at the moment they choose.
    RECONCILE_INTERVAL_SECONDS: '0',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    // Test files sign many travellers up from one address; the limit has tests of its own.
    SIGN_UPS_PER_IP_PER_HOUR: '100000',
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
  '<!doctype html><html><head><title>HegTravel</title></head><body><div id="root"></div></body></html>';

/** A built shell: index.html plus a hashed bundle, like rsbuild's output. */
export async function shellBuild(root: string): Promise<string> {
  await writeFiles(root, {
    'index.html': shellIndexHtml,
    'favicon.ico': 'icon',
    'static/js/index.3f2a1b9c.js': 'console.log("shell");',
  });
  return root;
}

/** A remote package folder with a built dist/, as `pnpm build` leaves it. */
export async function remoteBuild(
  repo: string,
  name: string,
  options: { version?: string; entry?: string } = {},
): Promise<string> {
  const dir = path.join(repo, name);
  await writeFiles(dir, {
    'package.json': JSON.stringify({ name, version: options.version ?? '1.0.0' }),
    'dist/mf-manifest.json': JSON.stringify({ name: name.replace('-', '_') }),
    'dist/remoteEntry.js': options.entry ?? `/* ${name} */`,
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
