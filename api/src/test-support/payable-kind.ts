import type { Database, Queryable } from '../db/database';
import type { PaymentGateway } from '../payments/gateways/gateway';
import { type IntentRow, createIntent } from '../payments/intents';
import { type PayableKind, registerPayableKind } from '../payments/kinds';

/**
 * A tiny kind of order that exists only in tests: it shows that a new kind pays, is refunded
 * and reconciles through the payment core with nothing but its own table and callbacks.
 */
export const TEST_KIND = 'test-booking';

export type TestBookingStatus =
  'awaiting' | 'paid' | 'failed' | 'expired' | 'refunded' | 'refund-failed';

export async function createTestBookingTable(db: Database): Promise<void> {
  await db.exec(`
    create table if not exists test_booking (
      ref text primary key,
      status text not null default 'awaiting',
      flags text
    )`);
}

async function move(
  tx: Queryable,
  ref: string,
  to: TestBookingStatus,
  from: TestBookingStatus[],
): Promise<boolean> {
  const rows = await tx.query(
    'update test_booking set status = $2 where ref = $1 and status = any($3::text[]) returning ref',
    [ref, to, from],
  );
  return rows.length > 0;
}

export const testBookingKind: PayableKind = registerPayableKind({
  kind: TEST_KIND,
  onCaptured: (tx, ref) => move(tx, ref, 'paid', ['awaiting', 'failed', 'expired']),
  onPaymentFailed: (tx, ref) => move(tx, ref, 'failed', ['awaiting']),
  onWindowEnded: (tx, ref) => move(tx, ref, 'expired', ['awaiting']),
  async onRefundSettled(tx, refund) {
    const to = refund.status === 'processed' ? 'refunded' : 'refund-failed';
    return (await move(tx, refund.orderRef, to, ['paid'])) ? `booking ${to}` : 'booking unchanged';
  },
  async flag(tx, ref, note) {
    await tx.query(
      `update test_booking set flags = concat_ws(' | ', flags, $2::text) where ref = $1`,
      [ref, note],
    );
  },
});

/** Books a test order and asks the gateway to collect `amountPaise` for it until `expiresAt`. */
export async function bookTestOrder(
  db: Database,
  gateway: PaymentGateway,
  booking: { ref: string; amountPaise: number; at: Date; expiresAt: Date },
): Promise<IntentRow> {
  return db.transaction(async (tx) => {
    await tx.query('insert into test_booking (ref) values ($1)', [booking.ref]);
    return createIntent(
      tx,
      gateway,
      {
        kind: TEST_KIND,
        orderRef: booking.ref,
        amountPaise: booking.amountPaise,
        currency: 'INR',
        description: `Test booking ${booking.ref}`,
        expiresAt: booking.expiresAt,
        customer: { name: 'Asha', email: 'asha@example.com', mobileNo: '9876543210' },
        client: { ip: '127.0.0.1', userAgent: undefined },
        siteUrl: 'http://127.0.0.1',
      },
      booking.at,
    );
  });
}

export async function testBooking(
  db: Queryable,
  ref: string,
): Promise<{ status: TestBookingStatus; flags: string | null } | undefined> {
  const [row] = await db.query<{ status: TestBookingStatus; flags: string | null }>(
    'select status, flags from test_booking where ref = $1',
    [ref],
  );
  return row;
}
