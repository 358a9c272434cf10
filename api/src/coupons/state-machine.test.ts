import {
  COUPON_TIERS,
  ORDER_TRANSITIONS,
  REFUND_TRANSITIONS,
  canMoveOrder,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { askRefund, buy, buyAndPay, orderStatus, signedInTraveller } from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { moveOrder } from '../orders/moves';

const edges = (machine: Record<number, readonly number[]>) =>
  Object.entries(machine)
    .flatMap(([from, tos]) => tos.map((to) => `${from}->${to}`))
    .sort();

describe.each(engines)('the coupon state machine on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock();
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { now: clock.now }));
  });

  const tableEdges = async (table: string) =>
    (
      await db.query<{ edge: string }>(
        `select from_status || '->' || to_status as edge from ${table}`,
      )
    )
      .map((row) => row.edge)
      .sort();

  it('has the same edges in the database as in the shared contract', async () => {
    expect(await tableEdges('coupon_order_transition')).toEqual(edges(ORDER_TRANSITIONS));
    expect(await tableEdges('coupon_refund_transition')).toEqual(edges(REFUND_TRANSITIONS));
  });

  it('has the same catalogue in the database as COUPON_TIERS', async () => {
    const rows = await db.query<{ code: string; pay: number; back: number; expires_at: Date }>(
      `select code, total_amount_paise as pay, back_amount_paise as back, expires_at
       from coupon_product order by sort_order`,
    );
    expect(rows.map(({ code, pay, back }) => ({ code, pay, back }))).toEqual(
      COUPON_TIERS.map((t) => ({ code: t.code, pay: t.totalAmountPaise, back: t.backAmountPaise })),
    );
    expect(new Set(rows.map((row) => row.expires_at.toISOString()))).toEqual(
      new Set(['2026-12-31T18:30:00.000Z']),
    );
  });

  it('refuses a backward UPDATE made by hand, whoever makes it', async () => {
    const token = await signedInTraveller(app);
    const paid = await buyAndPay(app, token);
    for (const status of [1, 3, 5, 6, 7]) {
      await expect(
        db.query('update coupon_order set status = $2 where order_id = $1', [paid.orderId, status]),
      ).rejects.toThrow(`cannot move from status 2 to ${status}`);
    }
    expect(await orderStatus(db, paid.orderId)).toBe(2);
  });

  it('refuses every edge the contract does not list, and allows the ones it does', async () => {
    const token = await signedInTraveller(app);
    const { order } = await buy(app, token);
    const [row] = await db.query<{ id: number }>(
      'select id from coupon_order where order_id = $1',
      [order.orderId],
    );
    const pk = row?.id ?? 0;
    for (const to of [4, 5, 6] as const) {
      expect(canMoveOrder(1, to)).toBe(false);
      await expect(
        db.query('update coupon_order set status = $2 where id = $1', [pk, to]),
      ).rejects.toThrow('cannot move from status 1');
    }
    await db.query("update coupon_order set status = 7, updated_by = 'operator' where id = $1", [
      pk,
    ]);
    expect(await orderStatus(db, order.orderId)).toBe(7);
  });

  it('never lets the owner, product or amount of an order change, nor an order be deleted', async () => {
    const token = await signedInTraveller(app);
    const { order } = await buy(app, token);
    await expect(
      db.query('update coupon_order set amount_paise = 1 where order_id = $1', [order.orderId]),
    ).rejects.toThrow('never change');
    await expect(
      db.query('delete from coupon_order where order_id = $1', [order.orderId]),
    ).rejects.toThrow('cannot be deleted');
    await expect(
      db.query(
        `insert into coupon_order (order_id, user_id, product_code, amount_paise, back_amount_paise,
           idempotency_key, gateway, payment_expires_at, created_at, updated_at, updated_by, status)
         select 'COFAKE', user_id, product_code, 1, 1, gen_random_uuid(), 'sandbox', now(), now(),
           now(), 'operator', 2 from coupon_order where order_id = $1`,
        [order.orderId],
      ),
    ).rejects.toThrow('starts in status 1');
  });

  it('refuses a refund moving backwards, and a used coupon becoming active again', async () => {
    const token = await signedInTraveller(app);
    const paid = await buyAndPay(app, token);
    const refund = await askRefund(app, token, paid.orderId);
    await db.query(
      "update coupon_refund set status = 4, updated_by = 'operator' where refund_id = $1",
      [refund.refundId],
    );
    for (const status of [1, 3]) {
      await expect(
        db.query('update coupon_refund set status = $2 where refund_id = $1', [
          refund.refundId,
          status,
        ]),
      ).rejects.toThrow('cannot move from status 4');
    }
    // 4 -> 2 is sending again a refund the gateway failed; this one it never saw.
    await expect(
      db.query('update coupon_refund set status = 2 where refund_id = $1', [refund.refundId]),
    ).rejects.toThrow(`refund ${refund.refundId} was not failed by the gateway`);
    const other = await buyAndPay(app, token);
    await db.query("update coupon set status = 'used' where code = $1", [other.couponCode]);
    await expect(
      db.query("update coupon set status = 'active' where code = $1", [other.couponCode]),
    ).rejects.toThrow('cannot change from used to active');
  });

  it('moves only along an edge with a conditional update, and logs each move with its time', async () => {
    const token = await signedInTraveller(app);
    const paid = await buyAndPay(app, token);
    const [row] = await db.query<{ id: number }>(
      'select id from coupon_order where order_id = $1',
      [paid.orderId],
    );
    const pk = row?.id ?? 0;
    // 2 -> 7 is no edge: nothing is updated, nothing is thrown.
    expect(
      await moveOrder(db, 'coupon', pk, 7, { at: clock.now(), by: 'operator' }),
    ).toBeUndefined();
    // 2 -> 4 is, but not from the statuses given.
    expect(
      await moveOrder(db, 'coupon', pk, 4, { at: clock.now(), by: 'operator', from: [6] }),
    ).toBeUndefined();
    const events = await db.query<{
      from_status: number | null;
      to_status: number;
      at: Date;
      actor: string;
    }>(
      'select from_status, to_status, at, actor from coupon_order_event where order_pk = $1 order by id',
      [pk],
    );
    expect(events).toEqual([
      { from_status: null, to_status: 1, at: clock.now(), actor: 'visitor' },
      { from_status: 1, to_status: 2, at: clock.now(), actor: 'gateway' },
    ]);
  });
});
