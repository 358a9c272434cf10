import {
  BUSINESS_ERRORS,
  type CouponOrder,
  type CouponOrderAction,
  type DrawEntryStatus,
  ORDER_STATUS,
  type OrderStatus,
  PAYMENT_WINDOW_MS,
  type UpiPayment,
} from '@travel/shared/contracts';
import type { SessionUser } from '../accounts/sessions';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { GatewayError, type PaymentGateway } from '../payments/gateways/gateway';
import {
  type IntentRow,
  cancelIntent,
  closeIntents,
  createIntent,
  findIntent,
  lockIntents,
} from '../payments/intents';
import { findProduct, isExpired, isOnSale } from './catalogue';
import { newReference } from './coupon-codes';
import { COUPON_KIND } from './payable';
import { drawPeriodLabel } from './periods';
import { type Actor, moveOrder } from './transitions';

export const NOT_FOUND_CODE = 404;
export const CONFLICT_CODE = 409;
export const GONE_CODE = 410;
export const TOO_MANY_CODE = 429;
export const UNAVAILABLE_CODE = 503;

/** Unpaid orders one visitor may have open at once; each holds a payment at the gateway. */
export const MAX_OPEN_ORDERS = 5;
export const TOO_MANY_OPEN_ORDERS_MESSAGE = BUSINESS_ERRORS.tooManyOpenOrders.message;

export interface OrderRow {
  id: number;
  order_id: string;
  user_id: number;
  product_code: string;
  amount_paise: number;
  back_amount_paise: number;
  currency: string;
  status: OrderStatus;
  idempotency_key: string;
  gateway: string;
  payment_expires_at: Date;
  paid_at: Date | null;
  attention: string | null;
  created_at: Date;
  updated_at: Date;
  updated_by: Actor;
}

/** An order with what the visitor sees beside it: coupon, product expiry, draw entry. */
interface OrderViewRow {
  id: number;
  order_id: string;
  product_code: string;
  amount_paise: number;
  back_amount_paise: number;
  status: OrderStatus;
  created_at: Date;
  paid_at: Date | null;
  payment_expires_at: Date;
  coupon_code: string | null;
  coupon_status: 'active' | 'used' | 'void' | null;
  expiration_date: string;
  coupon_expires_at: Date;
  draw_id: string | null;
  period: string | null;
  closes_at: Date | null;
  held_at: Date | null;
  entry_number: number | null;
  entry_status: DrawEntryStatus | null;
  has_refund: boolean;
}

const ORDER_VIEW = `
  select o.id, o.order_id, o.product_code, o.amount_paise, o.back_amount_paise, o.status,
         o.created_at, o.paid_at, o.payment_expires_at,
         c.code as coupon_code, c.status as coupon_status,
         to_char(p.expiration_date, 'YYYY-MM-DD') as expiration_date,
         p.expires_at as coupon_expires_at,
         d.draw_id, d.period, d.closes_at, d.held_at, e.entry_number, e.status as entry_status,
         exists (select 1 from coupon_refund r where r.order_pk = o.id) as has_refund
  from coupon_order o
  join coupon_product p on p.code = o.product_code
  left join coupon c on c.order_pk = o.id
  left join draw_entry e on e.order_pk = o.id
  left join prize_draw d on d.id = e.draw_pk`;

function refundable(row: OrderViewRow, now: Date): boolean {
  return row.coupon_status === 'active' && now < row.coupon_expires_at;
}

function actionsOf(row: OrderViewRow, now: Date): CouponOrderAction[] {
  const actions: CouponOrderAction[] = [];
  const { status } = row;
  if (status === ORDER_STATUS.processingPayment && now < row.payment_expires_at) {
    actions.push('pay', 'cancel');
  }
  const canRequest =
    status === ORDER_STATUS.paymentSuccessful || status === ORDER_STATUS.refundFailed;
  if (canRequest && refundable(row, now)) actions.push('refund');
  if (row.has_refund) actions.push('refundDetails');
  if (status === ORDER_STATUS.paymentSuccessful || row.entry_number !== null) {
    actions.push('prizeDraw');
  }
  return actions;
}

function toCouponOrder(row: OrderViewRow, now: Date): CouponOrder {
  return {
    orderId: row.order_id,
    productCode: row.product_code,
    totalAmountPaise: row.amount_paise,
    backAmountPaise: row.back_amount_paise,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    paymentExpiresAt: row.payment_expires_at.toISOString(),
    couponCode: row.coupon_code,
    couponStatus: row.coupon_status,
    couponExpirationDate: row.expiration_date,
    actions: actionsOf(row, now),
    draw:
      row.draw_id && row.period && row.closes_at && row.entry_number !== null && row.entry_status
        ? {
            drawId: row.draw_id,
            period: drawPeriodLabel(row.period),
            entryNumber: row.entry_number,
            status: row.entry_status,
            closesAt: row.closes_at.toISOString(),
            heldAt: row.held_at?.toISOString() ?? null,
          }
        : null,
  };
}

export async function orderView(db: Queryable, orderPk: number, now: Date): Promise<CouponOrder> {
  const [row] = await db.query<OrderViewRow>(`${ORDER_VIEW} where o.id = $1`, [orderPk]);
  if (!row) throw new Error(`order ${orderPk} vanished`);
  return toCouponOrder(row, now);
}

/** The visitor's own order, locked for the transaction; another user's answers as missing. */
export async function lockOwnOrder(
  tx: Queryable,
  userId: number,
  orderId: string,
): Promise<OrderRow> {
  const [order] = await tx.query<OrderRow>(
    'select * from coupon_order where order_id = $1 and user_id = $2 for update',
    [orderId, userId],
  );
  if (!order) throw new ApiError('orderNotFound');
  return order;
}

export async function findOwnOrder(
  db: Queryable,
  userId: number,
  orderId: string,
): Promise<OrderRow> {
  const [order] = await db.query<OrderRow>(
    'select * from coupon_order where order_id = $1 and user_id = $2',
    [orderId, userId],
  );
  if (!order) throw new ApiError('orderNotFound');
  return order;
}

/** The order's payment as the visitor pays it: the intent the payment core keeps. */
export function upiPaymentOf(order: OrderRow, intent: IntentRow | undefined): UpiPayment {
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

export interface OrderDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
}

export interface CreateOrderInput {
  user: SessionUser;
  productCode: string;
  idempotencyKey: string;
  siteUrl: string;
  client: { ip: string; userAgent: string | undefined };
}

async function insertOrder(
  tx: Queryable,
  values: Omit<OrderRow, 'id' | 'order_id' | 'status' | 'paid_at' | 'attention' | 'updated_at'>,
): Promise<OrderRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [order] = await tx.query<OrderRow>(
      `insert into coupon_order (order_id, user_id, product_code, amount_paise, back_amount_paise,
         currency, idempotency_key, gateway, payment_expires_at, created_at, updated_at, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11)
       on conflict (order_id) do nothing returning *`,
      [
        newReference('CO', values.created_at),
        values.user_id,
        values.product_code,
        values.amount_paise,
        values.back_amount_paise,
        values.currency,
        values.idempotency_key,
        values.gateway,
        values.payment_expires_at,
        values.created_at,
        values.updated_by,
      ],
    );
    if (order) return order;
  }
  throw new Error('could not find a free order id');
}

/**
 * Creates the order and its gateway payment in one transaction, so an order never exists
 * without a payment. Creates for one visitor queue on a lock: a retried request with the same
 * idempotency key finds the order the first one made.
 */
export async function createOrder(
  deps: OrderDeps,
  input: CreateOrderInput,
): Promise<{ order: CouponOrder; payment: UpiPayment }> {
  const { db, gateway } = deps;
  const at = deps.now();
  const { user } = input;
  const product = await findProduct(db, input.productCode);
  if (!product) throw new ApiError('unknownProduct');

  const order = await db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtextextended('coupon-order:' || $1, 0))", [
      String(user.userId),
    ]);
    const [existing] = await tx.query<OrderRow>(
      'select * from coupon_order where user_id = $1 and idempotency_key = $2',
      [user.userId, input.idempotencyKey],
    );
    if (existing) {
      if (existing.product_code !== product.code) {
        throw new ApiError('idempotencyKeyReused');
      }
      return existing;
    }
    if (isExpired(product, at)) throw new ApiError('productExpired');
    if (!isOnSale(product, at)) throw new ApiError('productNotOnSale');
    const [open] = await tx.query<{ n: number }>(
      `select count(*)::int as n from coupon_order
       where user_id = $1 and status = 1 and payment_expires_at > $2`,
      [user.userId, at],
    );
    if ((open?.n ?? 0) >= MAX_OPEN_ORDERS) {
      throw new ApiError('tooManyOpenOrders');
    }
    const created = await insertOrder(tx, {
      user_id: user.userId,
      product_code: product.code,
      amount_paise: product.total_amount_paise,
      back_amount_paise: product.back_amount_paise,
      currency: 'INR',
      idempotency_key: input.idempotencyKey,
      gateway: gateway.name,
      payment_expires_at: new Date(at.getTime() + PAYMENT_WINDOW_MS),
      created_at: at,
      updated_by: 'visitor',
    });
    try {
      await createIntent(
        tx,
        gateway,
        {
          kind: COUPON_KIND,
          orderRef: created.order_id,
          amountPaise: created.amount_paise,
          currency: 'INR',
          description: `HegTravel coupon ${created.order_id}`,
          expiresAt: created.payment_expires_at,
          customer: { name: user.nickname, email: user.email, mobileNo: user.mobileNo },
          client: input.client,
          siteUrl: input.siteUrl,
        },
        at,
      );
    } catch (error) {
      if (error instanceof GatewayError) {
        throw new ApiError('gatewayUnavailable');
      }
      throw error;
    }
    return created;
  });
  return {
    order: await orderView(db, order.id, at),
    payment: upiPaymentOf(order, await findIntent(db, COUPON_KIND, order.order_id)),
  };
}

/** Closes (1 -> 7) one visitor's open orders whose payment window has ended, with their intents. */
export async function closeExpiredOrders(
  tx: Queryable,
  at: Date,
  by: Actor,
  userId: number,
): Promise<string[]> {
  const lapsed = await tx.query<{ order_id: string }>(
    'select order_id from coupon_order where status = 1 and payment_expires_at <= $1 and user_id = $2',
    [at, userId],
  );
  const refs = lapsed.map((row) => row.order_id);
  await lockIntents(tx, COUPON_KIND, refs);
  const rows = await tx.query<{ order_id: string }>(
    `update coupon_order set status = 7, updated_at = $1, updated_by = $2
     where order_id = any($3::text[]) and status = 1 and payment_expires_at <= $1
     returning order_id`,
    [at, by, refs],
  );
  const closed = rows.map((row) => row.order_id);
  await closeIntents(tx, COUPON_KIND, closed, at);
  return closed;
}

async function closeIfExpired(db: Database, order: OrderRow, at: Date): Promise<void> {
  if (order.status !== ORDER_STATUS.processingPayment || at < order.payment_expires_at) return;
  await db.transaction(async (tx) => {
    await lockIntents(tx, COUPON_KIND, [order.order_id]);
    const closed = await moveOrder(tx, order.id, ORDER_STATUS.paymentCancelled, {
      at,
      by: 'reconcile',
      from: [ORDER_STATUS.processingPayment],
    });
    if (closed) await closeIntents(tx, COUPON_KIND, [order.order_id], at);
  });
}

/** The order as the visitor sees it now; an unpaid order past its window is closed first. */
export async function pollOrder(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  userId: number,
  orderId: string,
): Promise<CouponOrder> {
  const at = deps.now();
  const order = await findOwnOrder(deps.db, userId, orderId);
  await closeIfExpired(deps.db, order, at);
  return orderView(deps.db, order.id, at);
}

/** The same payment again, while the window is open. */
export async function payAgain(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  userId: number,
  orderId: string,
): Promise<UpiPayment> {
  const at = deps.now();
  const order = await findOwnOrder(deps.db, userId, orderId);
  if (order.status !== ORDER_STATUS.processingPayment) {
    throw new ApiError('orderNotPayable');
  }
  if (at >= order.payment_expires_at) {
    await closeIfExpired(deps.db, order, at);
    throw new ApiError('paymentWindowClosed');
  }
  return upiPaymentOf(order, await findIntent(deps.db, COUPON_KIND, order.order_id));
}

/** The visitor gives up on an unpaid order; the gateway is told so the payer cannot pay it. */
export async function cancelOrder(
  deps: OrderDeps,
  userId: number,
  orderId: string,
): Promise<CouponOrder> {
  const at = deps.now();
  const pk = await deps.db.transaction(async (tx) => {
    await lockIntents(tx, COUPON_KIND, [orderId]);
    const order = await lockOwnOrder(tx, userId, orderId);
    if (order.status === ORDER_STATUS.paymentCancelled) return order.id;
    const moved = await moveOrder(tx, order.id, ORDER_STATUS.paymentCancelled, {
      at,
      by: 'visitor',
      from: [ORDER_STATUS.processingPayment],
    });
    if (!moved) throw new ApiError('orderNotCancellable');
    await cancelIntent(tx, deps.gateway, COUPON_KIND, order.order_id, at);
    return order.id;
  });
  return orderView(deps.db, pk, at);
}

export async function listOrders(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  userId: number,
  page: { pageNumber: number; pageSize: number },
): Promise<{ items: CouponOrder[]; total: number }> {
  const at = deps.now();
  // One statement for the page and the total (kept in app_user.order_count by a trigger): the
  // list is polled often and must stay cheap.
  const query = () =>
    deps.db.query<OrderViewRow & { total: number }>(
      `select page.*, (select order_count from app_user where id = $1) as total
       from (${ORDER_VIEW} where o.user_id = $1 order by o.created_at desc, o.id desc
             limit $2 offset $3) page`,
      [userId, page.pageSize, (page.pageNumber - 1) * page.pageSize],
    );
  let rows = await query();
  const lapsed = rows.some(
    (row) => row.status === ORDER_STATUS.processingPayment && at >= row.payment_expires_at,
  );
  if (lapsed) {
    await deps.db.transaction((tx) => closeExpiredOrders(tx, at, 'reconcile', userId));
    rows = await query();
  }
  const total =
    rows[0]?.total ??
    (
      await deps.db.query<{ total: number }>(
        'select order_count as total from app_user where id = $1',
        [userId],
      )
    )[0]?.total ??
    0;
  return { items: rows.map((row) => toCouponOrder(row, at)), total };
}
