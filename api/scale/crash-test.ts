// Kills the api with SIGKILL in the middle of coupon purchases, restarts it on the same data and
// checks that every order whose create was acknowledged (HTTP 200, envelope 200) is still there
// with at least the status it was acknowledged with: a paid order still paid, with its coupon code.
// PGlite always; PostgreSQL too when DATABASE_URL is set (a fresh database, dropped after).
//
//   pnpm --filter api crash-test
//   CRASH_ROUNDS=5 CRASH_BUYERS=12 CRASH_PORT=8215 DATABASE_URL=postgres://... pnpm --filter api crash-test
import { randomInt } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ORDER_STATUS } from '@travel/shared/contracts';
import { type ApiProcess, freshDatabase, startApi, tempDir } from './api-process';
import { CallError, Visitor, approveOnPayerPage } from './site';

const rounds = Number(process.env.CRASH_ROUNDS ?? 3);
const buyers = Number(process.env.CRASH_BUYERS ?? 8);
const port = Number(process.env.CRASH_PORT ?? 8215);
/** The kill comes at a random moment in this window after the purchases start. */
const KILL_AFTER_MS: [number, number] = [1_000, 6_000];

type Acknowledged = 'created' | 'paid' | 'cancelled';

interface Ack {
  visitor: Visitor;
  orderId: string;
  status: Acknowledged;
  couponCode: string | null;
}

interface Tally {
  acknowledged: Record<Acknowledged, number>;
  found: Record<Acknowledged, number>;
  problems: string[];
}

/** One buyer until the server dies: buy, then pay on the payer page, cancel, or leave it open. */
async function buyUntilKilled(visitor: Visitor, acks: Map<string, Ack>, dead: () => boolean) {
  while (!dead()) {
    let ack: Ack;
    try {
      const created = await visitor.buy();
      if (created.code !== 200) {
        // Five open orders at once is the limit: close one and go on.
        const open = (await visitor.orders(5)).orders.find(
          (o) => o.status === ORDER_STATUS.processingPayment,
        );
        if (open) await visitor.call('/travel/api/coupon/order/cancel', { orderId: open.orderId });
        continue;
      }
      ack = { visitor, orderId: created.data.order.orderId, status: 'created', couponCode: null };
      acks.set(ack.orderId, ack);
      const choice = Math.random();
      if (choice < 0.6) {
        if ((await approveOnPayerPage(visitor.base, created.data.payment.payerUrl)) >= 400)
          continue;
        // Paid is acknowledged when the visitor sees it, as the payment dialog does.
        for (let i = 0; i < 50 && !dead(); i += 1) {
          const order = await visitor.order(ack.orderId);
          if (order.status === ORDER_STATUS.paymentSuccessful) {
            acks.set(ack.orderId, { ...ack, status: 'paid', couponCode: order.couponCode });
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } else if (choice < 0.8) {
        const cancelled = await visitor.call('/travel/api/coupon/order/cancel', {
          orderId: ack.orderId,
        });
        if (cancelled.code === 200) acks.set(ack.orderId, { ...ack, status: 'cancelled' });
      }
    } catch (error) {
      // The server died under the call: whatever it had not acknowledged does not count.
      if (!(error instanceof CallError) && !(error instanceof TypeError)) throw error;
    }
  }
}

async function check(acks: Map<string, Ack>, base: string): Promise<Tally> {
  const tally: Tally = {
    acknowledged: { created: 0, paid: 0, cancelled: 0 },
    found: { created: 0, paid: 0, cancelled: 0 },
    problems: [],
  };
  for (const ack of acks.values()) {
    tally.acknowledged[ack.status] += 1;
    ack.visitor.base = base;
    const answer = await ack.visitor.call<{ status: number; couponCode: string | null }>(
      '/travel/api/coupon/orders/polling',
      { orderId: ack.orderId },
    );
    if (answer.code !== 200) {
      tally.problems.push(`${ack.orderId} (${ack.status}): ${answer.code} ${answer.msg}`);
      continue;
    }
    const { status, couponCode } = answer.data;
    const kept =
      ack.status === 'created' ||
      (ack.status === 'paid' &&
        status === ORDER_STATUS.paymentSuccessful &&
        couponCode === ack.couponCode) ||
      (ack.status === 'cancelled' &&
        (status === ORDER_STATUS.paymentCancelled || status === ORDER_STATUS.paymentSuccessful));
    if (kept) tally.found[ack.status] += 1;
    else tally.problems.push(`${ack.orderId}: acknowledged ${ack.status}, found status ${status}`);
  }
  return tally;
}

async function crashRounds(engine: string, env: Record<string, string | undefined>) {
  const acks = new Map<string, Ack>();
  let failed = false;
  let api: ApiProcess = await startApi({ port, env });
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const visitors = await Promise.all(
        Array.from({ length: buyers }, async () => {
          const visitor = new Visitor(api.url);
          await visitor.signUp();
          return visitor;
        }),
      );
      let dead = false;
      const buying = Promise.all(visitors.map((v) => buyUntilKilled(v, acks, () => dead)));
      const killAfter = randomInt(KILL_AFTER_MS[0], KILL_AFTER_MS[1]);
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      await api.kill();
      dead = true;
      await buying;

      api = await startApi({ port, env });
      const tally = await check(acks, api.url);
      const line = (['created', 'paid', 'cancelled'] as const)
        .map((s) => `${s} ${tally.found[s]}/${tally.acknowledged[s]}`)
        .join(', ');
      const total = (counts: Record<Acknowledged, number>) =>
        counts.created + counts.paid + counts.cancelled;
      console.log(
        `${engine} round ${round}: SIGKILL after ${killAfter} ms; rounds so far: acknowledged ` +
          `${total(tally.acknowledged)}, found ${total(tally.found)} (found/acknowledged: ${line})`,
      );
      for (const problem of tally.problems) console.log(`  LOST OR CHANGED: ${problem}`);
      if (tally.problems.length) failed = true;
    }
  } finally {
    await api.stop();
  }
  return !failed;
}

const results: boolean[] = [];
const dataDir = await tempDir('crash');
try {
  results.push(
    await crashRounds('PGlite', { DATABASE_URL: undefined, DATA_DIR: path.join(dataDir, 'data') }),
  );
  if (process.env.DATABASE_URL) {
    const database = await freshDatabase(process.env.DATABASE_URL, 'crash');
    try {
      results.push(
        await crashRounds('PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: dataDir }),
      );
    } finally {
      await database.drop();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (results.includes(false)) {
  console.log('Some acknowledged orders were lost or went back.');
  process.exitCode = 1;
} else {
  console.log('Every acknowledged order survived with its acknowledged status.');
}
