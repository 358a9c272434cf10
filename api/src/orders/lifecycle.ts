import { ORDER_STATUS, type OrderStatus, type UpiPayment } from '@travel/shared/contracts';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { GatewayError, type PaymentGateway } from '../payments/gateways/gateway';
import {
  type IntentRow,
  type NewIntent,
  cancelIntent,
  closeIntents,
  createIntent,
  findIntent,
  lockIntents,
} from '../payments/intents';
import type { PayableKind } from '../payments/kinds';
import { type Actor, type Change, ORDER_TABLES, type OrderKindName, moveOrder } from './moves';

/** The columns every order has, whatever it sells. */
export interface OrderRow {
  id: number;
  order_id: string;
  user_id: number;
  status: OrderStatus;
  amount_paise: number;
  idempotency_key: string;
  payment_expires_at: Date;
}

/**
 * What one kind of order adds to the life every order shares (create with an idempotency key
 * and a payment, pay again, cancel, close when the window ends, page through): its table and
 * limits, and what it holds while unpaid.
 */
export interface OrderKind<Row extends OrderRow> {
  name: OrderKindName;
  /** Unpaid orders one visitor may have open at once; each holds a payment (and maybe seats). */
  maxOpen: number;
  /** What the payer's UPI app shows. */
  paymentDescription: (orderId: string) => string;
  /** Columns set beside the status when an unpaid order ends. */
  unpaidEndSet?: Record<string, unknown>;
  /** Gives back what an unpaid order held (seats, a coupon), in the transaction that ended it. */
  giveBack?: (tx: Queryable, order: Row, at: Date) => Promise<void>;
  /** After an unpaid order ended, in its transaction: the message to the customer. */
  afterUnpaidEnd?: (tx: Queryable, order: Row, cause: UnpaidEnd, at: Date) => Promise<void>;
}

/**
 * Why an unpaid order ended: its payment failed (1 -> 3), its window ran out or the visitor
 * cancelled it (1 -> 7).
 */
export type UnpaidEnd = 'failed' | 'lapsed' | 'cancelled';

export interface OrderDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
}

function tableOf(kind: { name: OrderKindName }): string {
  return ORDER_TABLES[kind.name].order;
}

/** The visitor's own order (locked for the transaction when asked); another's is not found. */
export async function findOwn<Row extends OrderRow>(
  db: Queryable,
  kind: OrderKind<Row>,
  userId: number,
  orderId: string,
  lock = false,
): Promise<Row> {
  const [row] = await db.query<Row>(
    `select * from ${tableOf(kind)} where order_id = $1 and user_id = $2 ${lock ? 'for update' : ''}`,
    [orderId, userId],
  );
  if (!row) throw new ApiError('orderNotFound');
  return row;
}

/** An order by its reference, locked: for the payment core's outcomes, which know it exists. */
export async function lockOrder<Row extends OrderRow>(
  tx: Queryable,
  kind: OrderKind<Row>,
  orderId: string,
): Promise<Row> {
  const [row] = await tx.query<Row>(
    `select * from ${tableOf(kind)} where order_id = $1 for update`,
    [orderId],
  );
  if (!row) throw new Error(`${kind.name} order ${orderId} vanished`);
  return row;
}

async function reread<Row extends OrderRow>(db: Queryable, kind: OrderKind<Row>, row: Row) {
  const [fresh] = await db.query<Row>(`select * from ${tableOf(kind)} where id = $1`, [row.id]);
  return fresh ?? row;
}

/**
 * An unpaid order ends (1 -> 3 when the payment failed, 1 -> 7 when it was cancelled or its
 * window ended) and gives back what it held. False when it was no longer waiting for payment.
 */
export async function endUnpaid<Row extends OrderRow>(
  tx: Queryable,
  kind: OrderKind<Row>,
  order: Row,
  cause: UnpaidEnd,
  { at, by }: { at: Date; by: Actor },
): Promise<boolean> {
  const to = cause === 'failed' ? ORDER_STATUS.paymentFailed : ORDER_STATUS.paymentCancelled;
  const change: Change & { from: OrderStatus[] } = {
    at,
    by,
    from: [ORDER_STATUS.processingPayment],
    ...(kind.unpaidEndSet ? { set: kind.unpaidEndSet } : {}),
  };
  const moved = await moveOrder(tx, kind.name, order.id, to, change);
  if (!moved) return false;
  await kind.giveBack?.(tx, order, at);
  await kind.afterUnpaidEnd?.(tx, order, cause, at);
  return true;
}

/**
 * The payment core's callbacks every kind answers alike: an unpaid order whose payment failed
 * or whose window ended, and a note for a person on the order.
 */
export function unpaidOutcomes<Row extends OrderRow>(
  kind: OrderKind<Row>,
): Pick<PayableKind, 'onPaymentFailed' | 'onWindowEnded' | 'flag'> {
  return {
    async onPaymentFailed(tx, orderId, _cause, change) {
      const order = await lockOrder(tx, kind, orderId);
      return endUnpaid(tx, kind, order, 'failed', change);
    },
    async onWindowEnded(tx, orderId, change) {
      const order = await lockOrder(tx, kind, orderId);
      return endUnpaid(tx, kind, order, 'lapsed', change);
    },
    async flag(tx, orderId, note) {
      await tx.query(
        `update ${tableOf(kind)} set attention = concat_ws(' | ', attention, $2::text)
         where order_id = $1`,
        [orderId, note],
      );
    },
  };
}

/** Closes (1 -> 7) one visitor's unpaid orders whose window has ended, with their payments. */
export async function closeLapsed<Row extends OrderRow>(
  tx: Queryable,
  kind: OrderKind<Row>,
  at: Date,
  by: Actor,
  userId: number,
): Promise<string[]> {
  const lapsed = await tx.query<{ order_id: string }>(
    `select order_id from ${tableOf(kind)}
     where user_id = $1 and status = 1 and payment_expires_at <= $2 order by id`,
    [userId, at],
  );
  const refs = lapsed.map((row) => row.order_id);
  if (refs.length === 0) return [];
  // Intents first, then orders: the order in which the payment core takes them.
  await lockIntents(tx, kind.name, refs);
  const closed: string[] = [];
  for (const ref of refs) {
    const order = await lockOrder(tx, kind, ref);
    if (order.status !== ORDER_STATUS.processingPayment || at < order.payment_expires_at) continue;
    if (await endUnpaid(tx, kind, order, 'lapsed', { at, by })) {
      closed.push(ref);
    }
  }
  await closeIntents(tx, kind.name, closed, at);
  return closed;
}

/** The order now: an unpaid one past its window is closed first (what it held goes back). */
export async function closeIfLapsed<Row extends OrderRow>(
  db: Database,
  kind: OrderKind<Row>,
  order: Row,
  at: Date,
): Promise<Row> {
  if (order.status !== ORDER_STATUS.processingPayment || at < order.payment_expires_at) {
    return order;
  }
  await db.transaction(async (tx) => {
    await lockIntents(tx, kind.name, [order.order_id]);
    const locked = await lockOrder(tx, kind, order.order_id);
    if (await endUnpaid(tx, kind, locked, 'lapsed', { at, by: 'reconcile' })) {
      await closeIntents(tx, kind.name, [order.order_id], at);
    }
  });
  return reread(db, kind, order);
}

/** The order's payment as the visitor pays it: the intent the payment core keeps. */
export function paymentOf(order: OrderRow, intent: IntentRow | undefined): UpiPayment {
  if (!intent) throw new Error(`order ${order.order_id} has no payment`);
  return {
    orderId: order.order_id,
    amountPaise: order.amount_paise,
    upiUri: intent.upi_uri,
    payerUrl: intent.payer_url,
    qrText: intent.qr_text,
    sandbox: intent.gateway === 'sandbox',
    expiresAt: order.payment_expires_at.toISOString(),
  };
}

export async function paymentView<Row extends OrderRow>(
  db: Queryable,
  kind: OrderKind<Row>,
  order: Row,
): Promise<UpiPayment> {
  return paymentOf(order, await findIntent(db, kind.name, order.order_id));
}

/** The same payment again, while the window is open. */
export async function payAgain<Row extends OrderRow>(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  kind: OrderKind<Row>,
  userId: number,
  orderId: string,
): Promise<UpiPayment> {
  const at = deps.now();
  const order = await findOwn(deps.db, kind, userId, orderId);
  if (order.status !== ORDER_STATUS.processingPayment) throw new ApiError('orderNotPayable');
  if (at >= order.payment_expires_at) {
    await closeIfLapsed(deps.db, kind, order, at);
    throw new ApiError('paymentWindowClosed');
  }
  return paymentView(deps.db, kind, order);
}

/** The visitor gives up an unpaid order: 1 -> 7, what it held back, the payer stopped. */
export async function cancelUnpaid<Row extends OrderRow>(
  deps: OrderDeps,
  kind: OrderKind<Row>,
  userId: number,
  orderId: string,
): Promise<Row> {
  const at = deps.now();
  const order = await deps.db.transaction(async (tx) => {
    await findOwn(tx, kind, userId, orderId);
    await lockIntents(tx, kind.name, [orderId]);
    const locked = await findOwn(tx, kind, userId, orderId, true);
    if (locked.status === ORDER_STATUS.paymentCancelled) return locked;
    const ended = await endUnpaid(tx, kind, locked, 'cancelled', {
      at,
      by: 'visitor',
    });
    if (!ended) throw new ApiError('orderNotCancellable');
    await cancelIntent(tx, deps.gateway, kind.name, orderId, at);
    return locked;
  });
  return reread(deps.db, kind, order);
}

/**
 * The order a visitor's idempotency key already made, if any; the key used again for another
 * request is refused.
 */
export async function findByKey<Row extends OrderRow>(
  db: Queryable,
  kind: OrderKind<Row>,
  userId: number,
  idempotencyKey: string,
  sameRequest: (existing: Row) => boolean,
): Promise<Row | undefined> {
  const [existing] = await db.query<Row>(
    `select * from ${tableOf(kind)} where user_id = $1 and idempotency_key = $2`,
    [userId, idempotencyKey],
  );
  if (existing && !sameRequest(existing)) throw new ApiError('idempotencyKeyReused');
  return existing;
}

export interface NewOrder<Row extends OrderRow> {
  userId: number;
  idempotencyKey: string;
  /** Whether an order the key already made is the one asked for now. */
  sameRequest: (existing: Row) => boolean;
  /** Refusals that need the transaction (the sale still open, a coupon still free). */
  check?: (tx: Queryable) => void | Promise<void>;
  /** Inserts the order (status 1) and takes what it holds; a refusal rolls it all back. */
  insert: (tx: Queryable) => Promise<Row>;
  payer: Pick<NewIntent, 'customer' | 'client' | 'siteUrl'>;
}

/**
 * Creates an order and its gateway payment in one transaction, so an order never exists
 * without a payment. Creates for one visitor queue on a lock: a retried request with the same
 * idempotency key finds the order the first one made.
 */
export async function createOrder<Row extends OrderRow>(
  deps: OrderDeps,
  kind: OrderKind<Row>,
  order: NewOrder<Row>,
): Promise<Row> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtextextended($1 || ':' || $2, 0))", [
      `${kind.name}-order`,
      String(order.userId),
    ]);
    const existing = await findByKey(
      tx,
      kind,
      order.userId,
      order.idempotencyKey,
      order.sameRequest,
    );
    if (existing) return existing;
    await order.check?.(tx);
    await closeLapsed(tx, kind, at, 'reconcile', order.userId);
    const [open] = await tx.query<{ n: number }>(
      `select count(*)::int as n from ${tableOf(kind)}
       where user_id = $1 and status = 1 and payment_expires_at > $2`,
      [order.userId, at],
    );
    if ((open?.n ?? 0) >= kind.maxOpen) throw new ApiError('tooManyOpenOrders');
    const row = await order.insert(tx);
    try {
      await createIntent(
        tx,
        deps.gateway,
        {
          kind: kind.name,
          orderRef: row.order_id,
          amountPaise: row.amount_paise,
          currency: 'INR',
          description: kind.paymentDescription(row.order_id),
          expiresAt: row.payment_expires_at,
          ...order.payer,
        },
        at,
      );
    } catch (error) {
      if (error instanceof GatewayError) throw new ApiError('gatewayUnavailable');
      throw error;
    }
    return row;
  });
}

/**
 * One page of a visitor's orders, newest first, with the total; lapsed unpaid orders on the
 * page are closed first, so the page never shows a payment that can no longer be made.
 */
export async function listPage<
  Row extends { status: OrderStatus; payment_expires_at: Date },
  Kept extends OrderRow,
>(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  kind: OrderKind<Kept>,
  userId: number,
  fetchPage: () => Promise<(Row & { total: number })[]>,
  countAll: () => Promise<number>,
): Promise<{ rows: Row[]; total: number; at: Date }> {
  const at = deps.now();
  let rows = await fetchPage();
  if (rows.some((r) => r.status === ORDER_STATUS.processingPayment && at >= r.payment_expires_at)) {
    await deps.db.transaction((tx) => closeLapsed(tx, kind, at, 'reconcile', userId));
    rows = await fetchPage();
  }
  return { rows, total: rows[0]?.total ?? (await countAll()), at };
}
