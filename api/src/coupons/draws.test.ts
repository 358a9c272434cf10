import { createHash } from 'node:crypto';
import { COUPON_MESSAGES, type CouponOrder, type DrawEntryState } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCouponsCommand } from '../cli/coupons';
import { runFinanceCommand } from '../cli/finance';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import {
  askRefund,
  buy,
  buyAndPay,
  call,
  callOk,
  poll,
  signedInTraveller,
} from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { post, readApiEnvelope } from '../test-support/http';
import { addStaffMember, bootstrapAdmin, listeningSite, staffRequest } from '../test-support/staff';
import { pickWinners, seedHashOf } from './draws';

describe('pickWinners', () => {
  // Worked out independently from the published algorithm (HMAC-SHA256, first 8 bytes, mod n).
  it('follows the published algorithm', () => {
    expect(pickWinners('00'.repeat(32), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3)).toEqual([9, 1, 2]);
    expect(pickWinners('ab'.repeat(32), [3, 5, 8, 13, 21], 5)).toEqual([3, 8, 13, 21, 5]);
    expect(seedHashOf('00'.repeat(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
  });

  it('is deterministic, draws without replacement and stops when the entries run out', () => {
    const seed = 'c0ffee'.padEnd(64, '1');
    const entries = Array.from({ length: 50 }, (_, i) => i + 1);
    const winners = pickWinners(seed, entries, 10);
    expect(pickWinners(seed, entries, 10)).toEqual(winners);
    expect(new Set(winners).size).toBe(10);
    expect(winners.every((w) => entries.includes(w))).toBe(true);
    expect(pickWinners(seed, [4, 7], 5)).toHaveLength(2);
    expect(pickWinners(seed, [], 1)).toEqual([]);
  });
});

describe.each(engines)('the free-flight draw on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock('2026-11-22T06:00:00.000Z');
  let app: FastifyInstance;
  let site: string;
  let admin: string;
  let finance: string;

  beforeAll(async () => {
    const built = await testApp(database().db, { now: clock.now });
    app = built.app;
    admin = await bootstrapAdmin(app, built.config);
    finance = await addStaffMember(app, admin, 'farhan.finance@hegtravel.example', ['finance']);
    site = await listeningSite(app);
  });

  // The operator CLIs against the running site, as the admin (draws) and finance (refunds).
  const cli = async (...args: string[]) => {
    const lines = await runCouponsCommand([...args, '--url', site], { STAFF_TOKEN: admin });
    await app.payments.gateway.idle();
    return lines;
  };
  const approve = async (refundId: string) => {
    await runFinanceCommand(['approve', refundId, '--reason', 'unused coupon', '--url', site], {
      STAFF_TOKEN: finance,
    });
    await app.payments.gateway.idle();
  };
  const enter = (token: string, orderId: string) =>
    callOk(app, '/travel/api/coupon/orders/prizeDraw', { orderId }, token);
  const draws = () => callOk(app, '/travel/api/coupon/draws', {});

  it('opens, takes entries, is held after its period and re-checks', async () => {
    const reason = ['--reason', 'the monthly draw'];
    await expect(cli('draws', 'open', '2026-11')).rejects.toThrow('draws open needs --reason');
    const [opened, hash] = await cli('draws', 'open', '2026-11', ...reason);
    expect(opened).toBe(
      'DR-2026-11 (November 2026) opens 2026-10-31T18:30:00.000Z, closes 2026-11-30T18:30:00.000Z',
    );
    await expect(cli('draws', 'open', '2026-11', ...reason)).rejects.toThrow('already open');
    await expect(cli('draws', 'open', '2026-10', ...reason)).rejects.toThrow('already over');
    await expect(cli('draws', 'open', 'November', ...reason)).rejects.toThrow('2026-12');
    await expect(
      runCouponsCommand(['draws', 'open', '2026-12', ...reason, '--url', site], {
        STAFF_TOKEN: finance,
      }),
    ).rejects.toThrow('This needs the admin role');

    const asha = await signedInTraveller(app);
    const ravi = await signedInTraveller(app);
    const orders: { token: string; order: CouponOrder }[] = [];
    for (const token of [asha, ravi, asha, ravi, asha]) {
      orders.push({ token, order: await buyAndPay(app, token) });
    }
    const entries: DrawEntryState[] = [];
    for (const { token, order } of orders) entries.push(await enter(token, order.orderId));
    expect(entries.map((e) => e.entryNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(entries[0]).toEqual({
      drawId: 'DR-2026-11',
      period: 'November 2026',
      entryNumber: 1,
      status: 'entered',
      closesAt: '2026-11-30T18:30:00.000Z',
      heldAt: null,
    });

    // A second call is the same entry, never a second one.
    const first = orders[0];
    if (!first) throw new Error('no order');
    expect(await enter(first.token, first.order.orderId)).toEqual(entries[0]);
    expect((await poll(app, first.token, first.order.orderId)).draw).toEqual(entries[0]);

    // Order 2 is refunded before the draw: its entry is void and does not count.
    const refunded = orders[1];
    if (!refunded) throw new Error('no order');
    const refund = await askRefund(app, refunded.token, refunded.order.orderId);
    await approve(refund.refundId);
    expect((await poll(app, refunded.token, refunded.order.orderId)).draw?.status).toBe('void');

    const [open] = await draws();
    expect(open).toMatchObject({
      drawId: 'DR-2026-11',
      status: 'open',
      seed: null,
      entryCount: 5,
      validEntryNumbers: null,
      winners: [],
    });
    expect(hash).toBe(`seed hash (publish this): ${open?.seedHash}`);

    await expect(cli('draws', 'hold', 'DR-2026-11', ...reason)).rejects.toThrow(
      'once its period ends',
    );
    await expect(cli('draws', 'verify', 'DR-2026-11')).rejects.toThrow('has not been held yet');
    // Sessions end after 7 idle days: the travellers look in once on the way.
    clock.advance(5 * 24 * 60 * 60_000);
    for (const token of [asha, ravi])
      await callOk(app, '/travel/api/coupon/orders/pageList', {}, token);
    clock.advance(4 * 24 * 60 * 60_000);
    const held = await cli('draws', 'hold', 'DR-2026-11', '--winners', '2', ...reason);
    expect(held[0]).toMatch(/^DR-2026-11: 4 valid entries, seed [0-9a-f]{64}$/);
    expect(held.slice(1)).toEqual([
      expect.stringMatching(/^winner 1: entry [1345] order CO2026\w{12}$/),
      expect.stringMatching(/^winner 2: entry [1345] order CO2026\w{12}$/),
      '2 winner e-mail(s) queued',
    ]);
    await expect(cli('draws', 'hold', 'DR-2026-11', ...reason)).rejects.toThrow('already held');

    const [done] = await draws();
    if (!done?.seed) throw new Error('seed not revealed');
    expect(createHash('sha256').update(Buffer.from(done.seed, 'hex')).digest('hex')).toBe(
      done.seedHash,
    );
    expect(done).toMatchObject({
      status: 'held',
      entryCount: 4,
      validEntryNumbers: [1, 3, 4, 5],
      winnerCount: 2,
    });
    expect(done.winningEntryNumbers).toEqual(pickWinners(done.seed, [1, 3, 4, 5], 2));
    for (const masked of done.winners) expect(masked).toMatch(/^CO2026••••[2-9A-HJKMNP-Z]{4}$/);

    const states = await Promise.all(
      orders.map(({ token, order }) => poll(app, token, order.orderId)),
    );
    expect(states.map((s) => s.draw?.status)).toEqual(
      [1, 2, 3, 4, 5].map((n) =>
        n === 2 ? 'void' : done.winningEntryNumbers.includes(n) ? 'won' : 'not-won',
      ),
    );
    // Anyone can check the draw from what the site publishes: no token needed.
    expect(await runCouponsCommand(['draws', 'verify', 'DR-2026-11', '--url', site], {})).toEqual([
      'seed matches the published hash: yes',
      `stored winners:     ${done.winningEntryNumbers.join(', ')}`,
      `recomputed winners: ${done.winningEntryNumbers.join(', ')}`,
      'VERIFIED: the winners follow from the seed and the entries.',
    ]);
    expect((await cli('draws', 'list'))[0]).toContain(
      `winning entries ${done.winningEntryNumbers.join(', ')}`,
    );
  });

  it('opens the current period itself when the operator has not', async () => {
    const token = await signedInTraveller(app);
    const paid = await buyAndPay(app, token);
    const entry = await enter(token, paid.orderId);
    expect(entry).toMatchObject({ drawId: 'DR-2026-12', period: 'December 2026', entryNumber: 1 });
  });

  it('refuses an unpaid order and an order in refund, with messages', async () => {
    const token = await signedInTraveller(app);
    const { order } = await buy(app, token);
    expect(
      await call(app, '/travel/api/coupon/orders/prizeDraw', { orderId: order.orderId }, token),
    ).toEqual({
      code: 409,
      msg: COUPON_MESSAGES.drawNeedsPaidOrder,
      data: null,
      error: 'drawNeedsPaidOrder',
    });
    const paid = await buyAndPay(app, token);
    await askRefund(app, token, paid.orderId);
    expect(
      await call(app, '/travel/api/coupon/orders/prizeDraw', { orderId: paid.orderId }, token),
    ).toEqual({
      code: 409,
      msg: COUPON_MESSAGES.drawRefunded,
      data: null,
      error: 'drawRefunded',
    });
  });

  it('gives concurrent entries distinct numbers', async () => {
    const token = await signedInTraveller(app);
    const paid: CouponOrder[] = [];
    for (let i = 0; i < 4; i += 1) paid.push(await buyAndPay(app, token));
    const entries = await Promise.all(paid.map((order) => enter(token, order.orderId)));
    expect(new Set(entries.map((e) => e.entryNumber)).size).toBe(4);
    const again = await Promise.all(paid.map((order) => enter(token, order.orderId)));
    expect(again).toEqual(entries);
  });

  it('lists draws for anyone, without a session', async () => {
    const response = await post(app, '/travel/api/coupon/draws');
    expect(response.statusCode).toBe(200);
    const listed = readApiEnvelope('/travel/api/coupon/draws', response);
    expect(listed.data.map((d) => d.drawId)).toEqual(['DR-2026-12', 'DR-2026-11']);
  });
});

describe.each(engines)('the draw held by an admin from the console on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock('2026-12-10T06:00:00.000Z');
  let app: FastifyInstance;
  let db: Database;
  let admin: string;
  let support: string;

  beforeAll(async () => {
    db = database().db;
    const built = await testApp(db, { now: clock.now });
    app = built.app;
    admin = await bootstrapAdmin(app, built.config);
    support = await addStaffMember(app, admin, 'priya.support@hegtravel.example', ['support']);
  });

  it('opens and holds the month, e-mails the winner, and records both with the reason', async () => {
    const opened = await staffRequest(app, 'POST', '/travel/ops/draws/open', admin, {
      period: '2027-01',
      reason: 'January draw announced in the newsletter',
    });
    expect(opened.status).toBe(200);
    expect(opened.json.draw).toMatchObject({ drawId: 'DR-2027-01', status: 'upcoming' });

    const traveller = await signedInTraveller(app);
    const order = await buyAndPay(app, traveller);
    await callOk(app, '/travel/api/coupon/orders/prizeDraw', { orderId: order.orderId }, traveller);

    const early = await staffRequest(app, 'POST', '/travel/ops/draws/hold', admin, {
      drawId: 'DR-2026-12',
      reason: 'month end',
    });
    expect(early.status).toBe(409);
    expect(early.json.error).toMatch(/^DR-2026-12 can be held once its period ends/);
    const noReason = await staffRequest(app, 'POST', '/travel/ops/draws/hold', admin, {
      drawId: 'DR-2026-12',
    });
    expect(noReason).toEqual({
      status: 400,
      json: { error: 'reason: reason is required: say why, for the audit ledger' },
    });
    expect(
      (
        await staffRequest(app, 'POST', '/travel/ops/draws/hold', support, {
          drawId: 'DR-2026-12',
          reason: 'month end',
        })
      ).status,
    ).toBe(403);

    clock.advance(25 * 24 * 3_600_000);
    const held = await staffRequest(app, 'POST', '/travel/ops/draws/hold', admin, {
      drawId: 'DR-2026-12',
      reason: 'December draw, held on the first working day',
    });
    expect(held.status).toBe(200);
    expect(held.json).toMatchObject({
      winnersNotified: 1,
      draw: { drawId: 'DR-2026-12', status: 'held', entryCount: 1, winningEntryNumbers: [1] },
    });
    const again = await staffRequest(app, 'POST', '/travel/ops/draws/hold', admin, {
      drawId: 'DR-2026-12',
      reason: 'again',
    });
    expect(again).toEqual({ status: 409, json: { error: 'DR-2026-12 was already held.' } });

    // The public page shows the result, the entry has won, and the winner's e-mail waits to go.
    const publicDraws = await callOk(app, '/travel/api/coupon/draws', {});
    expect(publicDraws.find((draw) => draw.drawId === 'DR-2026-12')?.winners).toHaveLength(1);
    const [entry] = await db.query<{ status: string }>(
      `select e.status from draw_entry e join coupon_order o on o.id = e.order_pk
       where o.order_id = $1`,
      [order.orderId],
    );
    expect(entry?.status).toBe('won');
    const mails = await db.query<{
      channel: string;
      subject: string;
      order_ref: string;
      text_body: string;
    }>(
      `select channel, subject, order_ref, text_body from customer_message
       where kind = 'drawWon' order by channel`,
    );
    expect(mails).toEqual([
      {
        channel: 'email',
        subject: 'You won the free flight ticket draw of December 2026',
        order_ref: order.orderId,
        text_body: expect.stringContaining(
          'Congratulations! Your coupon order won the free flight ticket draw of December 2026.',
        ) as unknown,
      },
      {
        channel: 'sms',
        subject: '',
        order_ref: order.orderId,
        text_body: `HegTravel: congratulations, your coupon order ${order.orderId} won the free flight ticket draw of December 2026. We will contact you within 2-3 business days.`,
      },
    ]);
    const ledger = await staffRequest(
      app,
      'GET',
      '/travel/ops/audit?record=draw:DR-2026-12',
      admin,
    );
    expect(ledger.json.entries).toEqual([
      expect.objectContaining({
        actor: 'Meera Iyer',
        action: 'draw.hold',
        reason: 'December draw, held on the first working day',
      }),
    ]);
  });
});
