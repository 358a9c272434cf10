import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { pgliteDatabase } from '../src/db/pglite';
const db = pgliteDatabase(await PGlite.create());
await migrate(db);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SHELL_DIST: '/tmp/fl',
  RELEASES_DIR: '/tmp/fl',
  DATA_DIR: '/tmp/fl',
  RECONCILE_INTERVAL_SECONDS: '0',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
});
const app = await buildApp({ config, db, now: () => new Date('2026-11-23T06:00:00Z') });
const check = await app.inject({ method: 'POST', url: '/travel/api/website/auth/check' });
const x = check.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
const headers = {
  cookie: `XSRF-TOKEN=${x}`,
  'x-xsrf-token': x,
  'content-type': 'application/json',
};
const body = JSON.stringify({
  from: 'DEL',
  to: 'BOM',
  date: '2026-12-09',
  returnDate: '2026-12-11',
  pageSize: 20,
});
const r = await app.inject({
  method: 'POST',
  url: '/travel/api/flights/search',
  headers,
  payload: body,
});
console.log('bytes', r.body.length);
for (let k = 0; k < 3; k++) {
  let t = performance.now();
  for (let i = 0; i < 100; i++)
    await app.inject({ method: 'POST', url: '/travel/api/flights/search', headers, payload: body });
  console.log('search', (performance.now() - t) / 100);
  t = performance.now();
  for (let i = 0; i < 100; i++)
    await app.inject({
      method: 'POST',
      url: '/travel/api/website/auth/check',
      headers,
      payload: '{}',
    });
  console.log('check', (performance.now() - t) / 100);
}
await app.close();
await db.close();
