// Throughput of POST /travel/api/coupon/orders/pageList for one account holding 1 000 orders,
// measured with autocannon over real HTTP, beside a bare Fastify route in the same run (the ratio
// is the figure to quote: absolute numbers depend on the machine and what else it runs). It also
// prints the statements one pageList request sends to the database, and measures a bare Fastify
// route that sends exactly those statements through the same pool: the ceiling for the app.
// PGlite always; PostgreSQL too when DATABASE_URL is set (in a schema of its own, dropped after).
//
//   pnpm --filter api bench:page-list
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_PIPELINING=1 DATABASE_URL=postgres://... pnpm ...
import { createHash, randomBytes } from 'node:crypto';
import { CREDENTIAL_HEADER, type LoginResponse } from '@travel/shared/contracts';
import type { Database } from '../src/db/database';
import {
  type Figures,
  type LoadOptions,
  describeStatement,
  load,
  measureBareRoute,
  measureSameSqlRoute,
  onEachEngine,
  recordingDatabase,
  withBenchSite,
} from './support';

const ORDERS = 1000;
const options: LoadOptions = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  pipelining: Number(process.env.BENCH_PIPELINING ?? 1),
};

/** One account with ORDERS orders over the last months: mostly paid, some cancelled. */
async function seedOrders(db: Database, email: string): Promise<void> {
  await db.exec(`
    insert into coupon_order (order_id, user_id, product_code, amount_paise, back_amount_paise,
      idempotency_key, gateway, payment_expires_at, created_at, updated_at, updated_by)
    select 'COBENCH' || lpad(n::text, 8, '0'), u.id, p.code, p.total_amount_paise,
      p.back_amount_paise, gen_random_uuid(), 'sandbox',
      now() - (n || ' hours')::interval + interval '10 minutes',
      now() - (n || ' hours')::interval, now() - (n || ' hours')::interval, 'visitor'
    from generate_series(1, ${ORDERS}) as n
    join app_user u on u.email = '${email}'
    join coupon_product p on p.sort_order = 1 + n % 9;
    insert into payment_intent (kind, order_ref, gateway, gateway_order_id, amount_paise, currency,
      upi_uri, payer_url, qr_text, expires_at, created_at, updated_at)
    select 'coupon', order_id, gateway, 'sbx_order_bench' || order_id, amount_paise, currency,
      'upi://pay', 'http://127.0.0.1/sandbox', 'http://127.0.0.1/sandbox', payment_expires_at,
      created_at, created_at
    from coupon_order where order_id like 'COBENCH%';
    update payment_intent i set status = case o.status when 2 then 'paid' else 'closed' end
      from coupon_order o where o.order_id = i.order_ref and o.order_id like 'COBENCH%';
    update coupon_order set status = 2, paid_at = created_at, updated_by = 'gateway'
      where order_id like 'COBENCH%' and right(order_id, 1) <> '7';
    update coupon_order set status = 7, updated_by = 'reconcile'
      where order_id like 'COBENCH%' and status = 1;
    insert into coupon (code, order_pk, issued_at)
      select 'HEG-B' || lpad(id::text, 3, '0') || '-' || substr(md5(id::text), 1, 4) || '-BNCH',
        id, paid_at from coupon_order where order_id like 'COBENCH%' and status = 2;
    analyze;
  `);
}

async function measurePageList(engine: string, plain: Database): Promise<[string, Figures][]> {
  const { db, record } = recordingDatabase(plain);
  return withBenchSite(db, async ({ base, headers }) => {
    const post = async <T>(url: string, body: object) => {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as {
        code: number;
        msg: string;
        data: T;
        total?: number;
      };
      if (envelope.code !== 200) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
      return envelope;
    };
    const email = `bench.${randomBytes(4).toString('hex')}@example.in`;
    const password = createHash('sha256').update('abc123').digest('hex');
    await post('/travel/api/user/register', {
      nickname: 'Bench Traveller',
      email,
      mobileNo: `9${String(randomBytes(4).readUInt32BE(0) % 1e9).padStart(9, '0')}`,
      mobileAreaCode: '91',
      password,
    });
    const session = await post<LoginResponse>('/travel/api/user/login', {
      loginAccount: email,
      password,
    });
    headers[CREDENTIAL_HEADER] = `Bearer ${session.data.utoken}`;
    await seedOrders(db, email);
    const first = await post<unknown[]>('/travel/api/coupon/orders/pageList', {});
    if (first.total !== ORDERS || first.data.length !== 10) {
      throw new Error(
        `expected ${ORDERS} orders, 10 on the page; got ${first.total}, ${first.data.length}`,
      );
    }
    console.log(`pageList on ${engine}: ${ORDERS} orders in the account, 10 a page`);
    const statements = await record(() =>
      post('/travel/api/coupon/orders/pageList', { pageNumber: 1, pageSize: 10 }),
    );
    console.log(
      `  ${statements.length} statements per request: ` +
        statements.map((statement) => describeStatement(statement.sql)).join('; '),
    );
    // The same statements through the same pool from a route with nothing else around it.
    const sameSql = await measureSameSqlRoute(
      plain,
      statements.filter(({ sql }) => !/^(begin|commit)$/.test(sql)),
      options,
    );
    // The same app answering a call that touches no database: what the stack itself costs.
    const stack = await load(`${base}/travel/api/website/auth/check`, headers, '{}', options);
    const list = await load(
      `${base}/travel/api/coupon/orders/pageList`,
      headers,
      '{"pageNumber":1,"pageSize":10}',
      options,
    );
    return [
      [`same SQL route (${engine})`, sameSql],
      [`auth/check (${engine})`, stack],
      [`pageList (${engine})`, list],
    ];
  });
}

function line(name: string, figures: Figures, bare: Figures, sameSql?: Figures): string {
  const ratio = ((figures.requests / bare.requests) * 100).toFixed(1);
  const ofSameSql = sameSql
    ? `  ${((figures.requests / sameSql.requests) * 100).toFixed(1).padStart(5)}% of same SQL`
    : '';
  const problems = figures.errors + figures.non2xx;
  return (
    `${name.padEnd(28)} ${figures.requests.toFixed(0).padStart(7)} req/s  ` +
    `p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ` +
    `${ratio.padStart(5)}% of bare${ofSameSql}` +
    (problems ? `  (${problems} errors/non-2xx)` : '')
  );
}

console.log(
  `autocannon: ${options.seconds} s, ${options.connections} connections, pipelining ${options.pipelining}`,
);
const bare = await measureBareRoute(options);
const results = (await onEachEngine(measurePageList)).flat();

console.log('');
console.log(line('bare Fastify route', bare, bare));
let sameSql: Figures | undefined;
for (const [name, figures] of results) {
  if (name.startsWith('same SQL')) sameSql = figures;
  console.log(line(name, figures, bare, name.startsWith('pageList') ? sameSql : undefined));
}
