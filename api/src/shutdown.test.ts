import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { XSRF_COOKIE, XSRF_HEADER } from '@travel/shared/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './db/pglite';
import { repoRoot } from './paths';
import { digestOf } from './test-support/accounts';
import { tempDir } from './test-support/app';

interface LogLine {
  msg: string;
  pid: number;
  level: number;
  [key: string]: unknown;
}

/** A process of the site, its JSON log lines collected as they come. */
class Site {
  readonly lines: LogLine[] = [];
  readonly exited: Promise<{ code: number | null; at: number }>;
  /** Every writer of the log (the launcher and the api it started) has gone. */
  private readonly ended: Promise<void>;
  private waiters: (() => void)[] = [];

  constructor(readonly child: ChildProcess) {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) {
        if (!part.startsWith('{')) continue;
        this.lines.push(JSON.parse(part) as LogLine);
        for (const wake of this.waiters.splice(0)) wake();
      }
    });
    this.ended = new Promise((resolve) => child.stdout?.on('end', resolve));
    this.exited = new Promise((resolve) =>
      child.on('exit', (code) => resolve({ code, at: Date.now() })),
    );
  }

  /** Resolves with the first line matching, as soon as it is logged. */
  async logged(match: (line: LogLine) => boolean, count = 1): Promise<LogLine> {
    for (;;) {
      const found = this.lines.filter(match);
      if (found.length >= count) return found[count - 1] as LogLine;
      const exit = this.ended.then(() => 'exit' as const);
      const more = new Promise<'more'>((resolve) => this.waiters.push(() => resolve('more')));
      if (
        (await Promise.race([exit, more])) === 'exit' &&
        this.lines.filter(match).length < count
      ) {
        throw new Error(`exited without logging it:\n${this.lines.map((l) => l.msg).join('\n')}`);
      }
    }
  }

  messages(): string[] {
    return this.lines.map((line) => line.msg);
  }
}

// One data folder for the whole file: opening it again is much faster than creating one.
let dataDirOnce: Promise<string> | undefined;
function sharedDataDir(): Promise<string> {
  dataDirOnce ??= tempDir('stop').then((dir) => path.join(dir, 'data'));
  return dataDirOnce;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function siteEnv(dataDir: string, extra: Record<string, string> = {}) {
  return {
    ...process.env,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SHELL_DIST: await tempDir('shell'),
    RELEASES_DIR: await tempDir('releases'),
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    RECONCILE_INTERVAL_SECONDS: '0',
    ...extra,
  };
}

function startApi(env: NodeJS.ProcessEnv): Site {
  return new Site(
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(repoRoot, 'api'),
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
}

/** The launcher of `pnpm start`, in a process group of its own (as a terminal would run it). */
function startLauncher(env: NodeJS.ProcessEnv): Site {
  return new Site(
    spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: { ...env, SKIP_BUILD: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    }),
  );
}

/**
 * `pnpm start` as the README runs it, in a process group of its own: pnpm runs the start script
 * through a shell, which execs the launcher.
 */
function startWithPnpm(env: NodeJS.ProcessEnv): Site {
  return new Site(
    spawn('pnpm', ['start'], {
      cwd: repoRoot,
      env: { ...env, SKIP_BUILD: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    }),
  );
}

/** The parent of a process, from /proc. */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

const listening = (line: LogLine) => line.msg.startsWith('Server listening');
const stoppedLine = (line: LogLine) => line.msg === 'stopped';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A raw HTTP/1.1 exchange on its own socket, so a test can hold a request half sent. */
class RawClient {
  readonly socket: net.Socket;
  readonly closed: Promise<number>;
  private received = '';

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.on('data', (chunk: Buffer) => {
      this.received += chunk.toString();
    });
    this.closed = new Promise((resolve) => this.socket.on('close', () => resolve(Date.now())));
  }

  async connected(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
  }

  write(text: string): void {
    this.socket.write(text);
  }

  /** Waits for one whole answer (this server always sends content-length). */
  async answer(): Promise<{ status: number; headers: string; body: string }> {
    for (;;) {
      const split = this.received.indexOf('\r\n\r\n');
      if (split !== -1) {
        const headers = this.received.slice(0, split);
        const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0);
        const body = this.received.slice(split + 4);
        if (Buffer.byteLength(body) >= length) {
          this.received = '';
          return { status: Number(headers.slice(9, 12)), headers, body };
        }
      }
      await new Promise((resolve) => this.socket.once('data', resolve));
    }
  }
}

async function xsrfToken(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/travel/api/website/auth/check`, {
    method: 'POST',
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${XSRF_COOKIE}=`));
  if (!cookie) throw new Error('no XSRF cookie');
  return cookie.slice(XSRF_COOKIE.length + 1).split(';')[0] ?? '';
}

function signUpRequest(port: number, token: string, n: number): { head: string; body: string } {
  const body = JSON.stringify({
    nickname: `Stopping ${n}`,
    email: `stopping.${n}@example.in`,
    mobileNo: String(9_812_300_000 + n),
    mobileAreaCode: '91',
    password: digestOf('abc123'),
  });
  const head =
    `POST /travel/api/user/register HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Cookie: ${XSRF_COOKIE}=${token}\r\n${XSRF_HEADER}: ${token}\r\nConnection: keep-alive\r\n\r\n`;
  return { head, body };
}

const registerSeen = (line: LogLine) =>
  line.msg === 'incoming request' &&
  (line.req as { url?: string } | undefined)?.url === '/travel/api/user/register';

describe('stopping the api', () => {
  it('refuses new connections, closes idle ones, lets requests in flight finish, closes the database last', async () => {
    const dataDir = await sharedDataDir();
    const env = await siteEnv(dataDir);
    const port = Number(env.PORT);
    const site = startApi(env);
    await site.logged(listening);
    const token = await xsrfToken(port);

    // An idle keep-alive connection, after one answer.
    const idle = new RawClient(port);
    await idle.connected();
    idle.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
    expect((await idle.answer()).status).toBe(200);

    // Eight sign-ups in flight: the server has their headers, not yet their whole body.
    const held = await Promise.all(
      Array.from({ length: 8 }, async (_, n) => {
        const client = new RawClient(port);
        await client.connected();
        const request = signUpRequest(port, token, n);
        client.write(request.head + request.body.slice(0, 20));
        return { client, rest: request.body.slice(20) };
      }),
    );
    await site.logged(registerSeen, 8);

    const signalAt = Date.now();
    site.child.kill('SIGTERM');
    await site.logged((line) => line.msg === 'shutting down');
    // A second signal while stopping does not cut the requests short.
    site.child.kill('SIGINT');
    await site.logged((line) => line.msg.startsWith('already stopping'));

    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect((await idle.closed) - signalAt).toBeLessThan(1000);

    for (const { client, rest } of held) client.write(rest);
    const answers = await Promise.all(held.map(({ client }) => client.answer()));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ code: 200, msg: 'success', data: null });
      expect(answer.headers.toLowerCase()).toContain('connection: close');
    }

    const exit = await site.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalAt).toBeLessThan(5000);
    expect(site.messages().filter((msg) => msg === 'stopped')).toHaveLength(1);
    expect(site.messages().at(-1)).toBe('stopped');
    // The embedded database was closed: its lock is gone and the sign-ups are all there.
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    const db = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [row] = await db.query<{ n: number }>(
        "select count(*)::int as n from app_user where email like 'stopping.%'",
      );
      expect(row?.n).toBe(8);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('cuts a request that does not finish within the grace period, then stops', async () => {
    const env = await siteEnv(await sharedDataDir(), {
      SHUTDOWN_GRACE_SECONDS: '1',
    });
    const port = Number(env.PORT);
    const site = startApi(env);
    await site.logged(listening);
    const token = await xsrfToken(port);
    const stuck = new RawClient(port);
    await stuck.connected();
    stuck.write(signUpRequest(port, token, 99).head);
    await site.logged(registerSeen);

    const signalAt = Date.now();
    site.child.kill('SIGTERM');
    const exit = await site.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalAt).toBeGreaterThanOrEqual(1000);
    expect(exit.at - signalAt).toBeLessThan(4000);
    expect(site.messages()).toContain(
      'requests still running at the end of the grace period; closing their connections',
    );
    expect(site.messages().at(-1)).toBe('stopped');
  }, 60_000);
});

describe('stopping the site started by the launcher', () => {
  async function launch(dataDir: string) {
    const env = await siteEnv(dataDir);
    const site = startLauncher(env);
    const { pid: apiPid } = await site.logged(listening);
    const launcherPid = site.child.pid ?? 0;
    expect(apiPid).not.toBe(launcherPid);
    return { site, apiPid, launcherPid, port: Number(env.PORT) };
  }

  async function expectAllStopped(site: Site, apiPid: number, launcherPid: number) {
    const exit = await site.exited;
    expect(exit.code).toBe(0);
    expect(site.messages().filter((msg) => msg === 'stopped')).toHaveLength(1);
    await site.logged(stoppedLine);
    expect(isRunning(launcherPid)).toBe(false);
    // The api exits before the launcher does (the launcher waits for it).
    expect(isRunning(apiPid)).toBe(false);
  }

  it('stops the whole site on Ctrl+C (SIGINT to the group), SIGTERM to the group or to the launcher alone', async () => {
    const dataDir = await sharedDataDir();
    for (const send of [
      (launcher: number) => process.kill(-launcher, 'SIGINT'),
      (launcher: number) => process.kill(-launcher, 'SIGTERM'),
      (launcher: number) => process.kill(launcher, 'SIGTERM'),
      (launcher: number) => process.kill(launcher, 'SIGINT'),
    ]) {
      const { site, apiPid, launcherPid, port } = await launch(dataDir);
      send(launcherPid);
      await expectAllStopped(site, apiPid, launcherPid);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    }
  }, 90_000);

  it('leaves no api behind when the launcher itself is killed', async () => {
    const dataDir = await sharedDataDir();
    const { site, apiPid, launcherPid } = await launch(dataDir);
    process.kill(launcherPid, 'SIGKILL');
    await site.logged(stoppedLine);
    await site.exited;
    await expect.poll(() => isRunning(apiPid), { timeout: 5000, interval: 50 }).toBe(false);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 60_000);
});

describe('stopping the site started by `pnpm start`', () => {
  // A failed run must not leave a site running on the machine.
  const left: number[] = [];
  afterEach(() => {
    for (const pid of left.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  });

  it('stops the whole site on SIGTERM or SIGINT to the pnpm process alone, or to its group', async () => {
    const dataDir = await sharedDataDir();
    for (const [signal, target] of [
      ['SIGTERM', 'pnpm'],
      ['SIGINT', 'pnpm'],
      ['SIGTERM', 'group'],
    ] as const) {
      const env = await siteEnv(dataDir);
      const site = startWithPnpm(env);
      const { pid: apiPid } = await site.logged(listening);
      const pnpmPid = site.child.pid ?? 0;
      const launcherPid = parentOf(apiPid);
      left.push(launcherPid, apiPid);

      const signalAt = Date.now();
      process.kill(target === 'pnpm' ? pnpmPid : -pnpmPid, signal);
      const exit = await site.exited;
      expect(exit.code, `${signal} to ${target}`).toBe(0);
      expect(exit.at - signalAt).toBeLessThan(5000);
      await site.logged(stoppedLine);
      expect(site.messages().filter((msg) => msg === 'stopped')).toHaveLength(1);
      for (const pid of [launcherPid, apiPid]) expect(isRunning(pid)).toBe(false);
      await expect(fetch(`http://127.0.0.1:${env.PORT}/healthz`)).rejects.toThrow();
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    }
  }, 120_000);
});
