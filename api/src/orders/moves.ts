import {
  type OrderStatus,
  type RefundStatus,
  orderStatusesInto,
  refundStatusesInto,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import type { Actor } from '../payments/kinds';

export type { Actor } from '../payments/kinds';

/** The two kinds of order: the payable kinds of the payment core, with their tables. */
export const ORDER_TABLES = {
  coupon: { order: 'coupon_order', refund: 'coupon_refund' },
  flight: { order: 'flight_order', refund: 'flight_refund' },
} as const;

export type OrderKindName = keyof typeof ORDER_TABLES;

export interface Change {
  at: Date;
  by: Actor;
  /** Other columns to set in the same statement (names are code, never input). */
  set?: Record<string, unknown>;
}

async function move<Row>(
  tx: Queryable,
  table: string,
  id: number,
  to: number,
  from: number[],
  change: Change,
): Promise<Row | undefined> {
  const extra = Object.entries(change.set ?? {});
  const assignments = extra.map(([column], i) => `, ${column} = $${i + 6}`).join('');
  const [row] = await tx.query<Row>(
    `update ${table} set status = $2, updated_at = $3, updated_by = $4${assignments}
     where id = $1 and status = any($5::smallint[]) returning *`,
    [id, to, change.at, change.by, from, ...extra.map(([, value]) => value)],
  );
  return row;
}

/**
 * Moves an order to `to` if, and only if, it is now in a status with an edge to `to`
 * (ORDER_TRANSITIONS); `from` narrows those further. Returns the updated row, or undefined
 * when the order was not in such a status (someone else moved it first). The database
 * trigger (status_guard) and event log see the same change.
 */
export function moveOrder<Row = Record<string, unknown>>(
  tx: Queryable,
  kind: OrderKindName,
  orderPk: number,
  to: OrderStatus,
  change: Change & { from?: OrderStatus[] },
): Promise<Row | undefined> {
  const allowed = orderStatusesInto(to).filter((s) => !change.from || change.from.includes(s));
  return move<Row>(tx, ORDER_TABLES[kind].order, orderPk, to, allowed, change);
}

/** As moveOrder, along REFUND_TRANSITIONS. */
export function moveRefund<Row = Record<string, unknown>>(
  tx: Queryable,
  kind: OrderKindName,
  refundPk: number,
  to: RefundStatus,
  change: Change & { from?: RefundStatus[] },
): Promise<Row | undefined> {
  const allowed = refundStatusesInto(to).filter((s) => !change.from || change.from.includes(s));
  return move<Row>(tx, ORDER_TABLES[kind].refund, refundPk, to, allowed, change);
}
