import {
  BUSINESS_ERRORS,
  ORDER_STATUS,
  REFUND_STATUS,
  type RefundDetails,
  type RefundOrder,
  type RefundStatus,
} from '@travel/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import type { PaymentGateway } from '../payments/gateways/gateway';
import { sendRefund, startRefund } from '../payments/refunds';
import { newReference } from '../orders/references';
import { lockOwnOrder } from './orders';
import { COUPON_KIND } from './payable';
import { type Actor, moveOrder, moveRefund } from '../orders/moves';
import { refundProgress, refundRoute } from '../orders/refund-view';
import {
  enqueueCouponRefundApproved,
  enqueueCouponRefundRejected,
  enqueueCouponRefundRequested,
} from './refund-messages';

export const NO_REFUND_TO_APPROVE_MESSAGE = BUSINESS_ERRORS.noRefundToApprove.message;
export const REFUND_FINISHED_MESSAGE = BUSINESS_ERRORS.refundFinished.message;
export const REFUND_NOT_PENDING_MESSAGE = BUSINESS_ERRORS.refundNotPending.message;
export const NO_SUCH_REFUND_MESSAGE = BUSINESS_ERRORS.noSuchRefund.message;

export interface RefundRow {
  id: number;
  refund_id: string;
  order_pk: number;
  user_id: number;
  amount_paise: number;
  status: RefundStatus;
  reason: string | null;
  rejection_reason: string | null;
  failure_reason: string | null;
  processing_at: Date | null;
  created_at: Date;
  updated_at: Date;
  updated_by: Actor;
}

interface RefundViewRow extends RefundRow {
  order_id: string;
  product_code: string;
  payment_method: string | null;
  gateway_refund_id: string | null;
  bank_reference: string | null;
}

// The gateway's side of a refund (its id, the bank's reference) lives in the payment core: the
// latest attempt's, when it was sent again.
const REFUND_VIEW = `
  select r.*, o.order_id, o.product_code, pay.method as payment_method,
         pr.gateway_refund_id, pr.bank_reference
  from coupon_refund r
  join coupon_order o on o.id = r.order_pk
  left join lateral (
    select p.gateway_refund_id, p.bank_reference from payment_refund p
    where p.kind = '${COUPON_KIND}' and p.refund_ref = r.refund_id order by p.id desc limit 1
  ) pr on true
  left join payment_intent i on i.kind = '${COUPON_KIND}' and i.order_ref = o.order_id
  left join payment pay on pay.gateway = i.gateway and pay.payment_id = i.payment_id`;

export interface RefundDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  logger: FastifyBaseLogger;
}

function toRefundOrder(row: RefundViewRow): RefundOrder {
  return {
    refundId: row.refund_id,
    orderId: row.order_id,
    productCode: row.product_code,
    amountPaise: row.amount_paise,
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

async function toRefundDetails(db: Queryable, row: RefundViewRow): Promise<RefundDetails> {
  return {
    ...toRefundOrder(row),
    route: refundRoute(row.payment_method),
    ...(await refundProgress(db, 'coupon', row)),
    rejectionReason: row.rejection_reason,
    failureReason: row.failure_reason,
  };
}

async function refundView(db: Queryable, refundPk: number): Promise<RefundViewRow> {
  const [row] = await db.query<RefundViewRow>(`${REFUND_VIEW} where r.id = $1`, [refundPk]);
  if (!row) throw new Error(`refund ${refundPk} vanished`);
  return row;
}

/**
 * The visitor asks for their money back. The order moves 2 (or 6) -> 4 with a conditional
 * update in the same transaction as the refund's insert, so of any number of requests at once
 * exactly one makes a refund.
 */
export async function requestRefund(
  deps: Pick<RefundDeps, 'db' | 'now'>,
  userId: number,
  orderId: string,
  reason: string | undefined,
): Promise<RefundOrder> {
  const at = deps.now();
  const pk = await deps.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    switch (order.status) {
      case ORDER_STATUS.processingRefund:
        throw new ApiError('refundAlreadyRequested');
      case ORDER_STATUS.refundSuccessful:
        throw new ApiError('refundAlreadyDone');
      case ORDER_STATUS.paymentSuccessful:
      case ORDER_STATUS.refundFailed:
        break;
      default:
        throw new ApiError('refundUnpaid');
    }
    const [coupon] = await tx.query<{ status: string; expires_at: Date }>(
      `select c.status, p.expires_at from coupon c
       join coupon_product p on p.code = $2 where c.order_pk = $1`,
      [order.id, order.product_code],
    );
    if (coupon?.status === 'used') throw new ApiError('refundCouponUsed');
    if (coupon?.status === 'void') throw new ApiError('refundAlreadyDone');
    if (!coupon || at >= coupon.expires_at) {
      throw new ApiError('refundCouponExpired');
    }
    // A separate statement after the lock: a booking holding the coupon committed meanwhile.
    const [held] = await tx.query(
      `select 1 from flight_coupon_hold h join coupon c on c.code = h.coupon_code
       where c.order_pk = $1 and h.status = 'held'`,
      [order.id],
    );
    if (held) throw new ApiError('couponHeldForBooking');
    const moved = await moveOrder(tx, 'coupon', order.id, ORDER_STATUS.processingRefund, {
      at,
      by: 'visitor',
      from: [ORDER_STATUS.paymentSuccessful, ORDER_STATUS.refundFailed],
    });
    if (!moved) throw new ApiError('refundAlreadyRequested');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [refund] = await tx.query<{ id: number; refund_id: string }>(
        `insert into coupon_refund (refund_id, order_pk, user_id, amount_paise, reason,
                                    created_at, updated_at, updated_by)
         values ($1, $2, $3, $4, $5, $6, $6, 'visitor')
         on conflict (refund_id) do nothing returning id, refund_id`,
        [newReference('RF', at), order.id, userId, order.amount_paise, reason || null, at],
      );
      if (refund) {
        await enqueueCouponRefundRequested(tx, refund.refund_id, at);
        return refund.id;
      }
    }
    throw new Error('could not find a free refund id');
  });
  return toRefundOrder(await refundView(deps.db, pk));
}

/** The latest refund of the visitor's order, with its steps and expected credit date. */
export async function refundDetails(
  db: Queryable,
  userId: number,
  orderId: string,
  refundId?: string,
): Promise<RefundDetails> {
  const [row] = await db.query<RefundViewRow>(
    `${REFUND_VIEW} where o.order_id = $1 and o.user_id = $2
       and ($3::text is null or r.refund_id = $3)
     order by r.created_at desc, r.id desc limit 1`,
    [orderId, userId, refundId ?? null],
  );
  if (!row) {
    const [order] = await db.query(
      'select 1 from coupon_order where order_id = $1 and user_id = $2',
      [orderId, userId],
    );
    throw new ApiError(order ? 'noRefund' : 'orderNotFound');
  }
  return toRefundDetails(db, row);
}

export async function listRefunds(
  db: Queryable,
  userId: number,
  page: { pageNumber: number; pageSize: number },
): Promise<{ items: RefundOrder[]; total: number }> {
  const rows = await db.query<RefundViewRow>(
    `${REFUND_VIEW} where r.user_id = $1 order by r.created_at desc, r.id desc
     limit $2 offset $3`,
    [userId, page.pageSize, (page.pageNumber - 1) * page.pageSize],
  );
  const [count] = await db.query<{ total: number }>(
    'select count(*)::int as total from coupon_refund where user_id = $1',
    [userId],
  );
  return { items: rows.map(toRefundOrder), total: count?.total ?? 0 };
}

/** A refund decision as the staff audit ledger records it, in the decision's transaction. */
export type RefundDecisionHook = (
  tx: Queryable,
  refund: { refundId: string; orderId: string; amountPaise: number },
) => Promise<void>;

/**
 * The operator approves a pending refund (1 -> 2) and it goes back by the original payment
 * route. A refund already in 2 that never reached the gateway, and that no one is sending
 * now, is sent again.
 */
export async function approveRefund(
  deps: RefundDeps,
  target: { refundId: string } | { orderId: string },
  by: Actor,
  /** A staff review: only a pending refund; one already approved is refused, not sent again. */
  onlyPending = false,
  /** Runs in the approval's transaction: the staff audit ledger's row. */
  record: RefundDecisionHook = () => Promise.resolve(),
): Promise<RefundDetails> {
  const at = deps.now();
  const refund = await deps.db.transaction(async (tx) => {
    const [row] =
      'refundId' in target
        ? await tx.query<RefundRow>('select * from coupon_refund where refund_id = $1 for update', [
            target.refundId,
          ])
        : await tx.query<RefundRow>(
            `select r.* from coupon_refund r join coupon_order o on o.id = r.order_pk
             where o.order_id = $1 and r.status in (1, 2)
             order by r.created_at desc, r.id desc limit 1 for update of r`,
            [target.orderId],
          );
    if (!row) {
      throw new ApiError('refundId' in target ? 'noSuchRefund' : 'noRefundToApprove');
    }
    if (row.status === REFUND_STATUS.processing) {
      if (onlyPending) throw new ApiError('refundAlreadyApproved');
      return row;
    }
    if (row.status !== REFUND_STATUS.pending) {
      throw new ApiError('refundFinished');
    }
    const moved = await moveRefund<RefundRow>(tx, 'coupon', row.id, REFUND_STATUS.processing, {
      at,
      by,
      from: [REFUND_STATUS.pending],
      set: { processing_at: at },
    });
    if (!moved) throw new ApiError(onlyPending ? 'refundAlreadyApproved' : 'refundFinished');
    const [order] = await tx.query<{ order_id: string }>(
      'select order_id from coupon_order where id = $1',
      [moved.order_pk],
    );
    if (!order) throw new Error(`refund ${moved.refund_id} has no order`);
    await startRefund(tx, {
      kind: COUPON_KIND,
      orderRef: order.order_id,
      reference: moved.refund_id,
      amountPaise: moved.amount_paise,
      at,
    });
    // The e-mail says what the visitor's refund page says: the route and the credit date.
    await enqueueCouponRefundApproved(
      tx,
      await toRefundDetails(tx, await refundView(tx, moved.id)),
      at,
    );
    await record(tx, {
      refundId: moved.refund_id,
      orderId: order.order_id,
      amountPaise: moved.amount_paise,
    });
    return moved;
  });
  // Whoever else is sending it (another approval, reconciliation) keeps it: see sendRefund.
  await sendRefund(deps, refund.refund_id);
  return toRefundDetails(deps.db, await refundView(deps.db, refund.id));
}

/** The operator turns a pending request down: refund 1 -> 4, the order back to paid. */
export async function rejectRefund(
  deps: Pick<RefundDeps, 'db' | 'now'>,
  refundId: string,
  reason: string,
  by: Actor = 'operator',
  /** Runs in the rejection's transaction: the staff audit ledger's row. */
  record: RefundDecisionHook = () => Promise.resolve(),
): Promise<RefundDetails> {
  const at = deps.now();
  const pk = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<RefundRow>(
      'select * from coupon_refund where refund_id = $1 for update',
      [refundId],
    );
    if (!row) throw new ApiError('noSuchRefund');
    const rejected = await moveRefund(tx, 'coupon', row.id, REFUND_STATUS.failed, {
      at,
      by,
      from: [REFUND_STATUS.pending],
      set: { rejection_reason: reason },
    });
    if (!rejected) throw new ApiError('refundNotPending');
    await moveOrder(tx, 'coupon', row.order_pk, ORDER_STATUS.paymentSuccessful, {
      at,
      by,
      from: [ORDER_STATUS.processingRefund],
    });
    const [order] = await tx.query<{ order_id: string }>(
      'select order_id from coupon_order where id = $1',
      [row.order_pk],
    );
    await record(tx, {
      refundId: row.refund_id,
      orderId: order?.order_id ?? '',
      amountPaise: row.amount_paise,
    });
    await enqueueCouponRefundRejected(tx, row.refund_id, at);
    return row.id;
  });
  return toRefundDetails(deps.db, await refundView(deps.db, pk));
}
