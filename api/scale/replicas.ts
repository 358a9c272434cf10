// Two api processes on one PostgreSQL database behind nginx, as several machines would run the
// site: every replica shares the database (sessions, throttles, codes, secrets, releases) and
// the releases folder; the proxy spreads requests round-robin with no sticky sessions.
//
//   pnpm --filter api replicas        # serves on http://127.0.0.1:8212 until Ctrl+C
//   DATABASE_URL=postgres://... REPLICAS_PORT=8212 pnpm --filter api replicas
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ApiProcess,
  type FreshDatabase,
  freshDatabase,
  startApi,
  tempDir,
} from './api-process';

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface Replicas {
  /** The proxy: what visitors use. */
  url: string;
  /** Each replica directly, bypassing the proxy. */
  replicas: ApiProcess[];
  /** DATABASE_URL of the database they share. */
  databaseUrl: string;
  releasesDir: string;
  stop: () => Promise<void>;
}

export interface ReplicaOptions {
  /** A PostgreSQL server; a fresh database is made on it and dropped at stop(). */
  serverUrl?: string;
  /** The proxy's port; the replicas take the next two. */
  port?: number;
  /** Extra environment for both replicas. */
  env?: Record<string, string | undefined>;
}

/** Debian's nginx, installed with apt-get when missing (as CI installs chromium). */
export function nginxBinary(): string {
  const find = () => {
    try {
      return execFileSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')[0];
    } catch {
      return undefined;
    }
  };
  const found = find();
  if (found) return found;
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit' });
  const installed = find();
  if (!installed) throw new Error('nginx is not installed and apt-get could not install it');
  return installed;
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n');
  return `# Generated for one run; everything it writes stays in ${dir}.
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 1m;
  upstream api {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

async function waitForProxy(url: string, nginx: ChildProcess, dir: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${url}; see ${dir}/error.log`);
}

export async function startReplicas(options: ReplicaOptions = {}): Promise<Replicas> {
  const port = options.port ?? 8212;
  const proxyUrl = `http://127.0.0.1:${port}`;
  const serverUrl = options.serverUrl ?? process.env.DATABASE_URL ?? DEFAULT_SERVER_URL;
  const binary = nginxBinary();
  const dir = await tempDir('replicas');
  // nginx's workers may run as another user; they need to reach their temp folders.
  await chmod(dir, 0o755);
  // The release manager's folder: the replicas each keep their own (as on separate machines).
  const releasesDir = path.join(dir, 'releases');
  await mkdir(releasesDir);
  const started: ApiProcess[] = [];
  let database: FreshDatabase | undefined;
  let nginx: ChildProcess | undefined;

  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      // QUIT: nginx's graceful stop.
      nginx.kill('SIGQUIT');
      await once(nginx, 'exit');
    }
    await Promise.all(started.map((api) => api.stop()));
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  };

  try {
    database = await freshDatabase(serverUrl, 'replicas');
    const env = {
      DATABASE_URL: database.url,

      // Payer links and the sandbox's webhooks go through the proxy, as visitors' do.
      PUBLIC_BASE_URL: proxyUrl,
      TRUST_PROXY: '127.0.0.1',
      ...options.env,
    };
    // Started together: they migrate one at a time on the migration lock.
    const ports = [port + 1, port + 2];
    started.push(
      ...(await Promise.all(
        ports.map((p) =>
          startApi({
            port: p,
            env: {
              RELEASES_DIR: path.join(dir, `releases-${p}`),
              DATA_DIR: path.join(dir, `data-${p}`),
              ...env,
            },
          }),
        ),
      )),
    );
    const conf = path.join(dir, 'nginx.conf');
    await writeFile(conf, nginxConfig(dir, port, ports));
    nginx = spawn(binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
      stdio: 'inherit',
    });
    await waitForProxy(proxyUrl, nginx, dir);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: proxyUrl, replicas: started, databaseUrl: database.url, releasesDir, stop };
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scale', 'replicas.ts'));
if (isMain) {
  const site = await startReplicas({
    port: process.env.REPLICAS_PORT ? Number(process.env.REPLICAS_PORT) : undefined,
  });
  console.log(`nginx on ${site.url} -> ${site.replicas.map((r) => r.url).join(', ')}`);
  console.log(`database ${site.databaseUrl} (dropped on exit); Ctrl+C stops everything`);
  const shutdown = () => {
    void site.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
