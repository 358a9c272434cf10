// How long one sign-in takes on the server: 100 logins by e-mail and password through
// app.inject against an in-memory PGlite, after a few warm-up rounds. Prints median and p95.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { XSRF_COOKIE, XSRF_HEADER } from '@travel/shared/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { pgliteDatabase } from '../src/db/pglite';

const ROUNDS = 100;
const WARM_UP = 5;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'travel-bench-'));
const db = pgliteDatabase(await PGlite.create());
await migrate(db);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SHELL_DIST: dir,
  RELEASES_DIR: dir,
  DATA_DIR: dir,
});
const app = await buildApp({ config, db });

try {
  const check = await app.inject({ method: 'POST', url: '/travel/api/website/auth/check' });
  const token = check.cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const headers = { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token };
  const password = createHash('sha256').update('abc123').digest('hex');
  const post = (url: string, body: object) =>
    app.inject({ method: 'POST', url, headers, body }).then((response) => {
      const envelope = response.json<{ code: number; msg: string }>();
      if (envelope.code !== 200) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
    });

  await post('/travel/api/user/register', {
    nickname: 'Bench Traveller',
    email: 'bench@example.in',
    mobileNo: '9876543210',
    mobileAreaCode: '91',
    password,
  });
  const login = () =>
    post('/travel/api/user/login', { loginAccount: 'bench@example.in', password });

  for (let i = 0; i < WARM_UP; i += 1) await login();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    await login();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`login by e-mail and password, ${ROUNDS} rounds (scrypt N=2^15, r=8, p=1; PGlite)`);
  console.log(`  median ${ms(percentile(times, 50))}`);
  console.log(`  p95    ${ms(percentile(times, 95))}`);
  console.log(`  min ${ms(times[0] ?? 0)}  mean ${ms(mean)}  max ${ms(times.at(-1) ?? 0)}`);
} finally {
  await app.close();
  await db.close();
  await rm(dir, { recursive: true, force: true });
}
