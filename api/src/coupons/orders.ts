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
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import {
  type OrderDeps,
  type OrderKind,
  cancelUnpaid,
  closeIfLapsed,
  createOrder as createCoreOrder,
  findOwn,
  listPage,
  payAgain as payCoreAgain,
  paymentView,
} from '../orders/lifecycle';
import type { Actor } from '../orders/moves';
import { findProduct, isExpired, isOnSale } from './catalogue';
import { newReference } from '../orders/references';
import { enqueueCouponPaymentFailed } from './coupon-messages';
import { drawPeriodLabel } from './periods';

export const NOT_FOUND_CODE = 404;
export const CONFLICT_CODE = 409;
export const GONE_CODE = 410;
export const TOO_MANY_CODE = 429;
export const UNAVAILABLE_CODE = 503;

/** Unpaid orders one visitor may have open at once; each holds a payment at the gateway. */
export const MAX_OPEN_ORDERS = 5;
export const TOO_MANY_OPEN_ORDERS_MESSAGE = BUSINESS_ERRORS.tooManyOpenOrders.message;

/** Coupon orders in the order core: nothing is held while unpaid but the payment itself. */
export const COUPON_ORDERS: OrderKind<OrderRow> = {
  name: 'coupon',
  maxOpen: MAX_OPEN_ORDERS,
  paymentDescription: (orderId) => `HegTravel coupon ${orderId}`,
  afterUnpaidEnd: enqueueCouponPaymentFailed,
};

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
export function lockOwnOrder(tx: Queryable, userId: number, orderId: string): Promise<OrderRow> {
  return findOwn(tx, COUPON_ORDERS, userId, orderId, true);
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

/** A coupon order and its payment (the order core's create, with the product's sale checked). */
export async function createOrder(
  deps: OrderDeps,
  input: CreateOrderInput,
): Promise<{ order: CouponOrder; payment: UpiPayment }> {
  const at = deps.now();
  const { user } = input;
  const product = await findProduct(deps.db, input.productCode);
  if (!product) throw new ApiError('unknownProduct');
  const order = await createCoreOrder(deps, COUPON_ORDERS, {
    userId: user.userId,
    idempotencyKey: input.idempotencyKey,
    sameRequest: (existing) => existing.product_code === product.code,
    check: () => {
      if (isExpired(product, at)) throw new ApiError('productExpired');
      if (!isOnSale(product, at)) throw new ApiError('productNotOnSale');
    },
    insert: (tx) =>
      insertOrder(tx, {
        user_id: user.userId,
        product_code: product.code,
        amount_paise: product.total_amount_paise,
        back_amount_paise: product.back_amount_paise,
        currency: 'INR',
        idempotency_key: input.idempotencyKey,
        gateway: deps.gateway.name,
        payment_expires_at: new Date(at.getTime() + PAYMENT_WINDOW_MS),
        created_at: at,
        updated_by: 'visitor',
      }),
    payer: {
      customer: { name: user.nickname, email: user.email, mobileNo: user.mobileNo },
      client: input.client,
      siteUrl: input.siteUrl,
    },
  });
  return {
    order: await orderView(deps.db, order.id, at),
    payment: await paymentView(deps.db, COUPON_ORDERS, order),
  };
}

/** The order as the visitor sees it now; an unpaid order past its window is closed first. */
export async function pollOrder(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  userId: number,
  orderId: string,
): Promise<CouponOrder> {
  const at = deps.now();
  const order = await findOwn(deps.db, COUPON_ORDERS, userId, orderId);
  await closeIfLapsed(deps.db, COUPON_ORDERS, order, at);
  return orderView(deps.db, order.id, at);
}

/** The same payment again, while the window is open. */
export function payAgain(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  userId: number,
  orderId: string,
): Promise<UpiPayment> {
  return payCoreAgain(deps, COUPON_ORDERS, userId, orderId);
}

/** The visitor gives up on an unpaid order; the gateway is told so the payer cannot pay it. */
export async function cancelOrder(
  deps: OrderDeps,
  userId: number,
  orderId: string,
): Promise<CouponOrder> {
  const order = await cancelUnpaid(deps, COUPON_ORDERS, userId, orderId);
  return orderView(deps.db, order.id, deps.now());
}

export async function listOrders(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  userId: number,
  page: { pageNumber: number; pageSize: number },
): Promise<{ items: CouponOrder[]; total: number }> {
  // One statement for the page and the total (kept in app_user.order_count by a trigger): the
  // list is polled often and must stay cheap.
  const total = 'select order_count as total from app_user where id = $1';
  const {
    rows,
    total: count,
    at,
  } = await listPage(
    deps,
    COUPON_ORDERS,
    userId,
    () =>
      deps.db.query<OrderViewRow & { total: number }>(
        `select page.*, (${total}) as total
         from (${ORDER_VIEW} where o.user_id = $1 order by o.created_at desc, o.id desc
               limit $2 offset $3) page`,
        [userId, page.pageSize, (page.pageNumber - 1) * page.pageSize],
      ),
    async () => (await deps.db.query<{ total: number }>(total, [userId]))[0]?.total ?? 0,
  );
  return { items: rows.map((row) => toCouponOrder(row, at)), total: count };
}
