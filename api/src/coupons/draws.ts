import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  type DrawEntryState,
  type DrawEntryStatus,
  type DrawStatus,
  ORDER_STATUS,
  type PublicDraw,
  maskOrderId,
} from '@travel/shared/contracts';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { CONFLICT_CODE, NOT_FOUND_CODE, lockOwnOrder } from './orders';
import { drawPeriodLabel, isPeriod, periodBounds, periodOf } from './periods';

interface DrawRow {
  id: number;
  draw_id: string;
  period: string;
  opens_at: Date;
  closes_at: Date;
  seed: string;
  seed_hash: string;
  winner_count: number | null;
  valid_entries: number[] | null;
  winning_entries: number[] | null;
  held_at: Date | null;
  created_at: Date;
}

export const drawIdOf = (period: string) => `DR-${period}`;

export function seedHashOf(seed: string): string {
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

/**
 * The published algorithm. Entries are the valid entry numbers in ascending order. For
 * i = 0, 1, ...: h = HMAC-SHA256(key = the 32 seed bytes, message = ASCII "winner:" + i);
 * index = (first 8 bytes of h as an unsigned big-endian integer) mod (entries left);
 * the entry at that index wins and leaves the list.
 */
export function pickWinners(seed: string, entries: readonly number[], count: number): number[] {
  const key = Buffer.from(seed, 'hex');
  const remaining = [...entries];
  const winners: number[] = [];
  for (let i = 0; i < count && remaining.length > 0; i += 1) {
    const digest = createHmac('sha256', key).update(`winner:${i}`).digest();
    const index = Number(digest.readBigUInt64BE(0) % BigInt(remaining.length));
    winners.push(...remaining.splice(index, 1));
  }
  return winners;
}

function statusOf(draw: DrawRow, now: Date): DrawStatus {
  if (draw.held_at) return 'held';
  if (now < draw.opens_at) return 'upcoming';
  return now < draw.closes_at ? 'open' : 'closed';
}

async function insertDraw(db: Queryable, period: string, now: Date): Promise<DrawRow | undefined> {
  const seed = randomBytes(32).toString('hex');
  const { opensAt, closesAt } = periodBounds(period);
  const [draw] = await db.query<DrawRow>(
    `insert into prize_draw (draw_id, period, opens_at, closes_at, seed, seed_hash, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning *`,
    [drawIdOf(period), period, opensAt, closesAt, seed, seedHashOf(seed), now],
  );
  return draw;
}

/** Opens the draw of a period (yyyy-mm) ahead of time; its seed hash is public from now on. */
export async function openDraw(db: Queryable, period: string, now: Date): Promise<PublicDraw> {
  if (!isPeriod(period)) throw new ApiError(400, 'A period looks like 2026-12.');
  if (periodBounds(period).closesAt <= now) {
    throw new ApiError(CONFLICT_CODE, `The period ${period} is already over.`);
  }
  const draw = await insertDraw(db, period, now);
  if (!draw) throw new ApiError(CONFLICT_CODE, `The draw for ${period} is already open.`);
  return toPublicDraw(draw, 0, [], now);
}

function entryState(draw: DrawRow, entry: { entry_number: number; status: DrawEntryStatus }) {
  return {
    drawId: draw.draw_id,
    period: drawPeriodLabel(draw.period),
    entryNumber: entry.entry_number,
    status: entry.status,
    closesAt: draw.closes_at.toISOString(),
    heldAt: draw.held_at?.toISOString() ?? null,
  } satisfies DrawEntryState;
}

/**
 * Enters a paid order into the draw of the current period (opening it if the operator has
 * not), or returns the entry it already has: one entry per order, ever.
 */
export async function enterDraw(
  db: Database,
  userId: number,
  orderId: string,
  now: Date,
): Promise<DrawEntryState> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    const [existing] = await tx.query<
      DrawRow & { entry_number: number; entry_status: DrawEntryStatus }
    >(
      `select d.*, e.entry_number, e.status as entry_status
       from draw_entry e join prize_draw d on d.id = e.draw_pk where e.order_pk = $1`,
      [order.id],
    );
    if (existing) {
      return entryState(existing, {
        entry_number: existing.entry_number,
        status: existing.entry_status,
      });
    }
    if (
      [
        ORDER_STATUS.processingRefund,
        ORDER_STATUS.refundSuccessful,
        ORDER_STATUS.refundFailed,
      ].includes(order.status as 4 | 5 | 6)
    ) {
      throw new ApiError('drawRefunded');
    }
    if (order.status !== ORDER_STATUS.paymentSuccessful) {
      throw new ApiError('drawNeedsPaidOrder');
    }
    const period = periodOf(now);
    await insertDraw(tx, period, now);
    // Entries of one draw are numbered one at a time.
    const [draw] = await tx.query<DrawRow>(
      'select * from prize_draw where period = $1 for update',
      [period],
    );
    if (!draw) throw new Error(`draw ${period} vanished`);
    const [entry] = await tx.query<{ entry_number: number; status: DrawEntryStatus }>(
      `insert into draw_entry (draw_pk, entry_number, order_pk, created_at)
       select $1, coalesce(max(entry_number), 0) + 1, $2, $3 from draw_entry where draw_pk = $1
       returning entry_number, status`,
      [draw.id, order.id, now],
    );
    if (!entry) throw new Error('entry not stored');
    return entryState(draw, entry);
  });
}

export interface HeldDraw {
  draw: PublicDraw;
  winnerOrderIds: string[];
}

/**
 * Holds a draw after its period: the valid entries (order paid and not in any refund) in
 * entry-number order, winners picked from the seed, the seed revealed.
 */
export async function holdDraw(
  db: Database,
  drawId: string,
  winnerCount: number,
  now: Date,
  /** Runs in the same transaction: the winners' e-mails, the staff audit ledger's row. */
  afterHold: (tx: Queryable, held: HeldDraw) => Promise<void> = () => Promise.resolve(),
): Promise<HeldDraw> {
  if (!Number.isInteger(winnerCount) || winnerCount < 1 || winnerCount > 100) {
    throw new ApiError(400, 'The number of winners must be between 1 and 100.');
  }
  return db.transaction(async (tx) => {
    const [draw] = await tx.query<DrawRow>(
      'select * from prize_draw where draw_id = $1 for update',
      [drawId],
    );
    if (!draw) throw new ApiError(NOT_FOUND_CODE, `No draw is called ${drawId}.`);
    if (draw.held_at) throw new ApiError(CONFLICT_CODE, `${drawId} was already held.`);
    if (now < draw.closes_at) {
      throw new ApiError(
        CONFLICT_CODE,
        `${drawId} can be held once its period ends (${draw.closes_at.toISOString()}).`,
      );
    }
    const valid = await tx.query<{ entry_number: number; order_id: string }>(
      `select e.entry_number, o.order_id from draw_entry e join coupon_order o on o.id = e.order_pk
       where e.draw_pk = $1 and e.status = 'entered' and o.status = 2
       order by e.entry_number`,
      [draw.id],
    );
    const entries = valid.map((entry) => entry.entry_number);
    const winners = pickWinners(draw.seed, entries, winnerCount);
    await tx.query(
      `update draw_entry set
         status = case when entry_number = any($2::int[]) then 'won'
                       when entry_number = any($3::int[]) then 'not-won'
                       else 'void' end,
         winner_rank = array_position($2::int[], entry_number) - 1
       where draw_pk = $1 and status = 'entered'`,
      [draw.id, winners, entries],
    );
    const [held] = await tx.query<DrawRow>(
      `update prize_draw set held_at = $2, winner_count = $3, valid_entries = $4,
         winning_entries = $5 where id = $1 returning *`,
      [draw.id, now, winnerCount, entries, winners],
    );
    if (!held) throw new Error(`draw ${drawId} vanished`);
    const byNumber = new Map(valid.map((entry) => [entry.entry_number, entry.order_id]));
    const winnerOrderIds = winners.map((n) => byNumber.get(n) ?? '?');
    const result = {
      draw: toPublicDraw(held, entries.length, winnerOrderIds, now),
      winnerOrderIds,
    };
    await afterHold(tx, result);
    return result;
  });
}

export interface DrawVerification {
  drawId: string;
  seedMatchesHash: boolean;
  recomputed: number[];
  stored: number[];
  matches: boolean;
}

/**
 * Recomputes the winners of a held draw from what it publishes (POST /travel/api/coupon/draws):
 * the revealed seed against the hash published when it opened, and the published algorithm run
 * over the valid entries. Anyone can do this; it needs nothing of ours but the public draw.
 */
export function verifyDraw(
  draw: Pick<PublicDraw, 'drawId' | 'seedHash' | 'winningEntryNumbers' | 'winnerCount'> & {
    seed: string;
    validEntryNumbers: readonly number[];
  },
): DrawVerification {
  const recomputed = pickWinners(draw.seed, draw.validEntryNumbers, draw.winnerCount);
  const seedMatchesHash = seedHashOf(draw.seed) === draw.seedHash;
  const stored = draw.winningEntryNumbers;
  return {
    drawId: draw.drawId,
    seedMatchesHash,
    recomputed,
    stored,
    matches: seedMatchesHash && recomputed.join(',') === stored.join(','),
  };
}

function toPublicDraw(
  draw: DrawRow,
  entryCount: number,
  winnerOrderIds: string[],
  now: Date,
): PublicDraw {
  const held = draw.held_at !== null;
  return {
    drawId: draw.draw_id,
    period: drawPeriodLabel(draw.period),
    status: statusOf(draw, now),
    opensAt: draw.opens_at.toISOString(),
    closesAt: draw.closes_at.toISOString(),
    seedHash: draw.seed_hash,
    seed: held ? draw.seed : null,
    heldAt: draw.held_at?.toISOString() ?? null,
    entryCount: held ? (draw.valid_entries?.length ?? 0) : entryCount,
    validEntryNumbers: held ? (draw.valid_entries ?? []) : null,
    winningEntryNumbers: held ? (draw.winning_entries ?? []) : [],
    winners: winnerOrderIds.map(maskOrderId),
    winnerCount: draw.winner_count ?? 0,
  };
}

/** Every draw, newest period first, as anyone may see it. */
export async function listPublicDraws(db: Queryable, now: Date): Promise<PublicDraw[]> {
  const draws = await db.query<DrawRow & { entry_count: number }>(
    `select d.*, (select count(*)::int from draw_entry e where e.draw_pk = d.id) as entry_count
     from prize_draw d order by d.period desc limit 60`,
  );
  const winners = await db.query<{ draw_pk: number; order_id: string }>(
    `select e.draw_pk, o.order_id from draw_entry e join coupon_order o on o.id = e.order_pk
     where e.winner_rank is not null order by e.draw_pk, e.winner_rank`,
  );
  return draws.map((draw) =>
    toPublicDraw(
      draw,
      draw.entry_count,
      winners.filter((w) => w.draw_pk === draw.id).map((w) => w.order_id),
      now,
    ),
  );
}
