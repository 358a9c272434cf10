// Starts the api as a real server process (node --import tsx src/main.ts), as `pnpm start` runs
// it, and fresh PostgreSQL databases for it: used by the load, replica and crash scripts.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** What the process wrote to stderr and stdout at warn level or above. */
  readonly log: string[];
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL: no shutdown at all. */
  kill: () => Promise<void>;
}

export interface ApiOptions {
  port: number;
  /** Merged over a quiet test environment: no shell, no releases, a temp data folder. */
  env?: Record<string, string | undefined>;
  /** Options for node itself, before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** How long to wait for /healthz; default 60 s (PGlite opens slowly on a busy machine). */
  readyWithinMs?: number;
}

export async function tempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `travel-${prefix}-`));
}

async function waitForHealth(url: string, child: ChildProcess, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the api at ${url} exited before it answered`);
    try {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the api at ${url} did not answer /healthz within ${withinMs} ms`);
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await once(child, 'exit');
}

export async function startApi(options: ApiOptions): Promise<ApiProcess> {
  const empty = await tempDir('empty');
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    SHELL_DIST: empty,
    RELEASES_DIR: empty,
    TRUST_PROXY: '127.0.0.1',
    RECONCILE_INTERVAL_SECONDS: '0',
    ...options.env,
  };
  // A variable set to undefined is left out rather than passed as the text "undefined".
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/main.ts'],
    {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForHealth(url, child, options.readyWithinMs ?? 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${log.join('')}`, { cause: error });
  }
  return {
    url,
    child,
    log,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

export interface FreshDatabase {
  /** DATABASE_URL of the new, empty database. */
  url: string;
  drop: () => Promise<void>;
}

/** A new database on the server of `serverUrl`, for one run; drop() removes it. */
export async function freshDatabase(serverUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
