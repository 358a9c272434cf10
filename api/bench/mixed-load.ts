// Mixed load on the real server: sign-ins, the order list and the auth check at once, each from
// its own share of the connections, with p50/p95/p99 per call. The api runs as its own process
// (as `pnpm start` runs it) on PGlite in a temp DATA_DIR, or on PostgreSQL (a fresh database,
// dropped after) when DATABASE_URL is set. Absolute figures depend on what else the machine runs,
// so the run starts with a bare Fastify route under the same connections for BENCH_BARE_SECONDS
// (5): its throughput and p99 say how busy the machine was.
//
//   pnpm --filter api bench:mixed
//   BENCH_SECONDS=120 BENCH_CONNECTIONS=50 BENCH_PORT=8202 pnpm --filter api bench:mixed
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter api bench:mixed
//   BENCH_MIX=signIn:0,pageList:50,authCheck:50 ...   (percent of the connections per call)
//   BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' ...   (profile the server)
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { CREDENTIAL_HEADER } from '@travel/shared/contracts';
import autocannon from 'autocannon';
import { type FreshDatabase, freshDatabase, startApi, tempDir } from '../scale/api-process';
import { type Traveller, Visitor } from '../scale/site';
import { measureBareRoute } from './support';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 8202);
const TRAVELLERS = 20;
const ORDERS_EACH = 5;
/**
 * Percent of the connections per call: sign-in is the heavy call, the two reads are polled
 * often. BENCH_MIX=signIn:0,pageList:50,authCheck:50 leaves sign-in out.
 */
const MIX = { signIn: 20, pageList: 40, authCheck: 40 };
for (const part of (process.env.BENCH_MIX ?? '').split(',').filter(Boolean)) {
  const [name = '', percent = ''] = part.split(':');
  if (!(name in MIX) || !/^\d+$/.test(percent)) throw new Error(`BENCH_MIX: bad part "${part}"`);
  MIX[name as keyof typeof MIX] = Number(percent);
}

interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  problems: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

/** Runs one share of the load and keeps every response time (autocannon's own has no p95). */
async function run(options: autocannon.Options): Promise<Figures | undefined> {
  if (!options.connections) return undefined;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: seconds, timeout: 30 }, (error, done) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: times.length / seconds,
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    p99: Math.round(percentile(times, 99)),
    max: Math.round(times.at(-1) ?? 0),
    problems: result.errors + result.timeouts + result.non2xx,
  };
}

async function measure(engine: string, env: Record<string, string | undefined>): Promise<void> {
  const api = await startApi({
    port,
    env,
    nodeArgs: process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean),
    // A busy machine can take more than a minute to open PGlite.
    readyWithinMs: 180_000,
  });
  try {
    const base = api.url;
    const travellers: { traveller: Traveller; visitor: Visitor }[] = [];
    for (let i = 0; i < TRAVELLERS; i += 1) {
      const visitor = new Visitor(base);
      const traveller = await visitor.signUp();
      for (let n = 0; n < ORDERS_EACH; n += 1) {
        const answer = await visitor.buy();
        if (answer.code !== 200) throw new Error(`seeding orders: ${answer.code} ${answer.msg}`);
      }
      travellers.push({ traveller, visitor });
    }
    const share = (percent: number) =>
      percent ? Math.max(1, Math.round((connections * percent) / 100)) : 0;
    console.log(
      `${engine}: ${seconds} s, ${connections} connections (sign-in ${share(MIX.signIn)}, ` +
        `pageList ${share(MIX.pageList)}, auth/check ${share(MIX.authCheck)}), ` +
        `${TRAVELLERS} travellers with ${ORDERS_EACH} orders each`,
    );
    const signIn = run({
      url: base,
      connections: share(MIX.signIn),
      requests: [
        {
          method: 'POST',
          path: '/travel/api/user/login',
          setupRequest: (request) => {
            const { traveller, visitor } = pick(travellers);
            const headers = visitor.headers();
            delete headers[CREDENTIAL_HEADER];
            return {
              ...request,
              headers,
              body: JSON.stringify({ loginAccount: traveller.email, password: traveller.password }),
            };
          },
        },
      ],
    });
    const pageList = run({
      url: base,
      connections: share(MIX.pageList),
      requests: [
        {
          method: 'POST',
          path: '/travel/api/coupon/orders/pageList',
          setupRequest: (request) => ({
            ...request,
            headers: pick(travellers).visitor.headers(),
            body: '{"pageNumber":1,"pageSize":10}',
          }),
        },
      ],
    });
    const authCheck = run({
      url: `${base}/travel/api/website/auth/check`,
      method: 'POST',
      connections: share(MIX.authCheck),
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const results = await Promise.all([signIn, pageList, authCheck]);
    const names = ['sign-in', 'orders pageList', 'auth/check'];
    console.log(
      `${'call'.padEnd(26)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)}` +
        `   p50 ms   p95 ms   p99 ms   max ms`,
    );
    results.forEach((f, i) => {
      if (!f) return;
      console.log(
        `${`${names[i]} (${engine})`.padEnd(26)} ${String(f.requests).padStart(8)} ` +
          `${f.perSecond.toFixed(0).padStart(7)} ${[f.p50, f.p95, f.p99, f.max]
            .map((n) => String(n).padStart(8))
            .join(' ')}` +
          (f.problems ? `   (${f.problems} errors/timeouts/non-2xx)` : ''),
      );
    });
    console.log('');
  } finally {
    await api.stop();
  }
}

const bareSeconds = Number(process.env.BENCH_BARE_SECONDS ?? 5);
const bare = await measureBareRoute({ seconds: bareSeconds, connections });
console.log(
  `bare Fastify route, ${bareSeconds} s at ${connections} connections just before: ` +
    `${bare.requests.toFixed(0)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
);
const dataDir = await tempDir('bench-data');
try {
  if (process.env.DATABASE_URL) {
    const database: FreshDatabase = await freshDatabase(process.env.DATABASE_URL, 'bench');
    try {
      await measure('PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: dataDir });
    } finally {
      await database.drop();
    }
  } else {
    await measure('PGlite', { DATABASE_URL: undefined, DATA_DIR: path.join(dataDir, 'data') });
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
