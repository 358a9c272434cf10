import { randomBytes } from 'node:crypto';
import { copyFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { pgliteDatabase } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrationsDir } from '../paths';
import { tempDir } from '../test-support/app';
import { type Engine, engines } from '../test-support/database';

const CORE_MIGRATION = '0007_payments.sql';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function emptyDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') {
    const db = pgliteDatabase(await PGlite.create());
    cleanups.push(() => db.close());
    return db;
  }
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url);
  await admin.exec(`create schema ${schema}`);
  const db = openPostgres(url, { searchPath: schema });
  cleanups.push(async () => {
    await db.close();
    await admin.exec(`drop schema ${schema} cascade`);
    await admin.close();
  });
  return db;
}

/** Coupon orders as the server kept them before the payment core: the gateway facts on them. */
async function legacyOrders(db: Database): Promise<void> {
  await db.exec(`
    insert into app_user (uid, nickname, email, mobile_area_code, mobile_no, password_hash, created_at)
    values ('U1', 'Asha', 'asha@example.com', '91', '9876543210', 'x', now());
    insert into coupon_order (order_id, user_id, product_code, amount_paise, back_amount_paise,
      idempotency_key, gateway, gateway_order_id, upi_uri, payer_url, qr_text, payment_expires_at,
      created_at, updated_at, updated_by)
    select o, 1, 'HEG-0099-0350', 9900, 35000, gen_random_uuid(), 'sandbox', 'sbx_' || o,
      'upi://pay', 'https://pay/' || o, 'https://pay/' || o, now() + interval '10 minutes',
      now(), now(), 'visitor'
    from unnest(array['COA', 'COB', 'COC', 'COD']) as o;
    update coupon_order set status = 2, paid_at = now(), gateway_payment_id = 'pay_' || order_id,
      updated_by = 'gateway' where order_id in ('COB', 'COC');
    update coupon_order set status = 7 where order_id = 'COD';
    insert into coupon_payment (gateway, payment_id, gateway_order_id, order_pk, amount_paise,
      currency, status, method, vpa, rrn, disposition, created_at, updated_at)
    select 'sandbox', gateway_payment_id, gateway_order_id, id, 9900, 'INR', 'captured', 'upi',
      'asha@oksandbox', '123456789012', 'applied', now(), now()
    from coupon_order where order_id in ('COB', 'COC');
    update coupon_order set status = 4 where order_id in ('COB', 'COC');
    insert into coupon_refund (refund_id, order_pk, user_id, amount_paise, created_at, updated_at,
      updated_by)
    select 'RF' || order_id, id, 1, 9900, now(), now(), 'visitor'
    from coupon_order where order_id in ('COB', 'COC');
    update coupon_refund set status = 2, processing_at = now(), updated_by = 'operator';
    update coupon_refund set status = 3, gateway_refund_id = 'rfnd_C', reference_number = '9876'
      where refund_id = 'RFCOC';
    update coupon_order set status = 5 where order_id = 'COC';
  `);
}

describe.each(engines)('migration 0007 on %s', (engine) => {
  it('moves the payment facts of existing coupon orders into the core', async () => {
    const before = await tempDir('migrations');
    for (const file of (await readdir(migrationsDir)).filter((f) => f < CORE_MIGRATION)) {
      await copyFile(path.join(migrationsDir, file), path.join(before, file));
    }
    const db = await emptyDatabase(engine);
    await migrate(db, before);
    await legacyOrders(db);
    expect(await migrate(db)).toContain('0007_payments');

    expect(
      await db.query(
        `select order_ref, gateway_order_id, status, payment_id from payment_intent
         where kind = 'coupon' order by order_ref`,
      ),
    ).toEqual([
      { order_ref: 'COA', gateway_order_id: 'sbx_COA', status: 'open', payment_id: null },
      { order_ref: 'COB', gateway_order_id: 'sbx_COB', status: 'paid', payment_id: 'pay_COB' },
      { order_ref: 'COC', gateway_order_id: 'sbx_COC', status: 'paid', payment_id: 'pay_COC' },
      { order_ref: 'COD', gateway_order_id: 'sbx_COD', status: 'closed', payment_id: null },
    ]);
    expect(
      await db.query(
        `select p.payment_id, i.order_ref from payment p join payment_intent i on i.id = p.intent_id
         order by p.payment_id`,
      ),
    ).toEqual([
      { payment_id: 'pay_COB', order_ref: 'COB' },
      { payment_id: 'pay_COC', order_ref: 'COC' },
    ]);
    expect(
      await db.query(
        `select reference, order_ref, payment_id, status, gateway_refund_id, bank_reference
         from payment_refund order by reference`,
      ),
    ).toEqual([
      {
        reference: 'RFCOB',
        order_ref: 'COB',
        payment_id: 'pay_COB',
        status: 'sending',
        gateway_refund_id: null,
        bank_reference: null,
      },
      {
        reference: 'RFCOC',
        order_ref: 'COC',
        payment_id: 'pay_COC',
        status: 'processed',
        gateway_refund_id: 'rfnd_C',
        bank_reference: '9876',
      },
    ]);
    // The coupon's own guards still hold after the move.
    await expect(db.query("delete from coupon_order where order_id = 'COA'")).rejects.toThrow();
    await expect(
      db.query("update coupon_order set status = 1 where order_id = 'COB'"),
    ).rejects.toThrow();
  });
});
