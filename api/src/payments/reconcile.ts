import type { ReconciliationRun } from '@travel/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { applyGatewayEvent } from './events';
import { GatewayError, type PaymentGateway } from './gateways/gateway';
import type { IntentRow } from './intents';
import { payableKind, registeredKinds } from './kinds';
import { type PaymentRefundRow, applyRefundOutcome, sendRefund } from './refunds';
import { sendQueuedReturns } from './returns';

export interface ReconcileDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  logger: FastifyBaseLogger;
}

export interface ReconcileReport {
  /** False when another replica held the lock: this run did nothing. */
  ran: boolean;
  ordersAsked: number;
  paymentsApplied: number;
  /** The order references whose payment window ended and that their kind closed. */
  ordersClosed: string[];
  refundsSent: number;
  refundsSettled: number;
  returnsSent: number;
  gatewayErrors: number;
}

// Any constant works; it only has to be the same in every replica.
const RECONCILE_LOCK_KEY = 724_190_404;
/** Intents closed this recently are still asked about: a late payment is honoured. */
const LATE_PAYMENT_LOOKBACK_MS = 2 * 60 * 60_000;
/** A refund sent this long ago without an outcome is asked about. */
const REFUND_SILENCE_MS = 10 * 60_000;

/**
 * Runs `work` in at most one replica at a time. PGlite admits a single process, so there is
 * no one to exclude; on PostgreSQL a transaction-scoped try-lock is held for the whole run.
 */
async function alone<T>(db: Database, work: () => Promise<T>): Promise<T | undefined> {
  if (db.engine === 'pglite') return work();
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(
      'select pg_try_advisory_xact_lock($1::bigint) as locked',
      [RECONCILE_LOCK_KEY],
    );
    return lock?.locked ? work() : undefined;
  });
}

/**
 * Asks the gateway about orders left waiting and applies what it says through the same
 * apply-once path as webhooks; closes orders whose payment window ended; sends refunds and
 * payment returns that never reached the gateway and asks about ones that went quiet.
 */
export async function reconcile(deps: ReconcileDeps): Promise<ReconcileReport> {
  const report = await alone(deps.db, () => run(deps));
  return (
    report ?? {
      ran: false,
      ordersAsked: 0,
      paymentsApplied: 0,
      ordersClosed: [],
      refundsSent: 0,
      refundsSettled: 0,
      returnsSent: 0,
      gatewayErrors: 0,
    }
  );
}

async function run(deps: ReconcileDeps): Promise<ReconcileReport> {
  const { db, gateway, logger } = deps;
  const started = deps.now();
  const report: ReconcileReport = {
    ran: true,
    ordersAsked: 0,
    paymentsApplied: 0,
    ordersClosed: [],
    refundsSent: 0,
    refundsSettled: 0,
    returnsSent: 0,
    gatewayErrors: 0,
  };
  const gatewayFailed = (error: unknown, what: object) => {
    if (!(error instanceof GatewayError)) throw error;
    report.gatewayErrors += 1;
    logger.warn({ err: error, ...what }, 'reconciliation could not ask the gateway');
  };

  const intents = await db.query<{ gateway_order_id: string }>(
    `select gateway_order_id from payment_intent
     where gateway = $1 and (status = 'open' or (status = 'closed' and expires_at > $2))
     order by created_at limit 500`,
    [gateway.name, new Date(started.getTime() - LATE_PAYMENT_LOOKBACK_MS)],
  );
  for (const intent of intents) {
    report.ordersAsked += 1;
    try {
      for (const payment of await gateway.fetchPayments(intent.gateway_order_id)) {
        if (payment.status === 'pending') continue;
        const applied = await applyGatewayEvent(db, {
          gateway: gateway.name,
          eventId: `reconcile:${payment.paymentId}:${payment.status}`,
          event: {
            type: payment.status === 'captured' ? 'payment.captured' : 'payment.failed',
            payment,
          },
          payload: payment,
          at: deps.now(),
          by: 'reconcile',
        });
        if (!applied.duplicate) report.paymentsApplied += 1;
      }
    } catch (error) {
      gatewayFailed(error, { gatewayOrderId: intent.gateway_order_id });
    }
  }

  report.ordersClosed = await closeEndedWindows(db, deps.now());

  const unsent = await db.query<PaymentRefundRow>(
    `select * from payment_refund
     where status = 'sending' and gateway = $1 and (claimed_until is null or claimed_until <= $2)
     order by id limit 100`,
    [gateway.name, deps.now()],
  );
  for (const refund of unsent) {
    if (await sendRefund(deps, refund.reference)) report.refundsSent += 1;
  }

  const quiet = await db.query<PaymentRefundRow>(
    `select * from payment_refund
     where status = 'sent' and gateway = $1 and updated_at < $2 order by id limit 100`,
    [gateway.name, new Date(started.getTime() - REFUND_SILENCE_MS)],
  );
  for (const refund of quiet) {
    try {
      const outcome = await gateway.fetchRefund(refund.payment_id, refund.gateway_refund_id ?? '');
      if (outcome.status === 'pending') continue;
      await db.transaction((tx) => applyRefundOutcome(tx, outcome, deps.now(), 'reconcile'));
      report.refundsSettled += 1;
    } catch (error) {
      gatewayFailed(error, { reference: refund.reference });
    }
  }

  report.returnsSent = await sendQueuedReturns(deps);
  return report;
}

/**
 * Closes open intents whose payment window ended, each with its order's kind in one
 * transaction; returns the order references the kinds closed.
 */
export async function closeEndedWindows(db: Database, at: Date): Promise<string[]> {
  const ended = await db.query<Pick<IntentRow, 'id'>>(
    `select id from payment_intent where status = 'open' and expires_at <= $1
       and kind = any($2::text[])
     order by expires_at limit 500`,
    [at, registeredKinds()],
  );
  const closed: string[] = [];
  for (const { id } of ended) {
    const ref = await db.transaction(async (tx) => {
      const [intent] = await tx.query<IntentRow>(
        `update payment_intent set status = 'closed', updated_at = $2
         where id = $1 and status = 'open' and expires_at <= $2 returning *`,
        [id, at],
      );
      if (!intent) return undefined;
      const moved = await payableKind(intent.kind).onWindowEnded(tx, intent.order_ref, {
        at,
        by: 'reconcile',
      });
      return moved ? intent.order_ref : undefined;
    });
    if (ref) closed.push(ref);
  }
  return closed;
}

/** Who started a run: the api's own timer, or a staff member (console or CLI). */
export type ReconcileTrigger = 'schedule' | `staff:${string}`;

/** How many runs reconcile_run keeps. */
export const KEPT_RUNS = 100;

interface RunRow {
  id: number;
  started_at: Date;
  finished_at: Date;
  trigger: string;
  ran: boolean;
  orders_asked: number;
  payments_applied: number;
  orders_closed: number;
  refunds_sent: number;
  refunds_settled: number;
  returns_sent: number;
  gateway_errors: number;
  error: string | null;
}

export function toReconciliationRun(row: RunRow): ReconciliationRun {
  return {
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at.toISOString(),
    trigger: row.trigger,
    ran: row.ran,
    ordersAsked: row.orders_asked,
    paymentsApplied: row.payments_applied,
    ordersClosed: row.orders_closed,
    refundsSent: row.refunds_sent,
    refundsSettled: row.refunds_settled,
    returnsSent: row.returns_sent,
    gatewayErrors: row.gateway_errors,
    error: row.error,
  };
}

/** The latest runs kept, newest first. */
export async function recentRuns(db: Queryable, limit: number): Promise<ReconciliationRun[]> {
  const rows = await db.query<RunRow>('select * from reconcile_run order by id desc limit $1', [
    limit,
  ]);
  return rows.map(toReconciliationRun);
}

/**
 * Runs reconciliation and keeps its summary with the latest runs (a timer's run that found
 * another replica reconciling is not kept). `record` runs in the transaction that keeps it: a
 * staff member's run is in their audit ledger exactly when it is in reconcile_run. A run that
 * fails is kept with its error and answered, not thrown.
 */
export async function runAndRecord(
  deps: ReconcileDeps,
  trigger: ReconcileTrigger,
  record: (tx: Queryable, run: ReconciliationRun & { id: number }) => Promise<void> = () =>
    Promise.resolve(),
): Promise<ReconciliationRun> {
  const startedAt = deps.now();
  let report: ReconcileReport | undefined;
  let error: string | null = null;
  try {
    report = await reconcile(deps);
  } catch (failure) {
    deps.logger.error({ err: failure, trigger }, 'reconciliation failed');
    error = failure instanceof Error ? failure.message : String(failure);
  }
  const finishedAt = deps.now();
  const ran = report?.ran ?? true;
  const row: RunRow = {
    id: 0,
    started_at: startedAt,
    finished_at: finishedAt,
    trigger,
    ran,
    orders_asked: report?.ordersAsked ?? 0,
    payments_applied: report?.paymentsApplied ?? 0,
    orders_closed: report?.ordersClosed.length ?? 0,
    refunds_sent: report?.refundsSent ?? 0,
    refunds_settled: report?.refundsSettled ?? 0,
    returns_sent: report?.returnsSent ?? 0,
    gateway_errors: report?.gatewayErrors ?? 0,
    error,
  };
  if (!ran && trigger === 'schedule') return toReconciliationRun(row);
  return deps.db.transaction(async (tx) => {
    const [kept] = await tx.query<RunRow>(
      `insert into reconcile_run (started_at, finished_at, trigger, ran, orders_asked,
         payments_applied, orders_closed, refunds_sent, refunds_settled, returns_sent,
         gateway_errors, error)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning *`,
      [
        row.started_at,
        row.finished_at,
        row.trigger,
        row.ran,
        row.orders_asked,
        row.payments_applied,
        row.orders_closed,
        row.refunds_sent,
        row.refunds_settled,
        row.returns_sent,
        row.gateway_errors,
        row.error,
      ],
    );
    if (!kept) throw new Error('reconcile_run insert returned nothing');
    await tx.query(
      `delete from reconcile_run
       where id < (select id from reconcile_run order by id desc offset $1 limit 1)`,
      [KEPT_RUNS - 1],
    );
    const run = toReconciliationRun(kept);
    await record(tx, { ...run, id: kept.id });
    return run;
  });
}

/**
 * Runs reconciliation every `intervalMs` in this process until stop() (on shutdown), which
 * waits for a run in progress. Runs never overlap; each is kept with the latest runs.
 */
export function startReconciler(
  deps: ReconcileDeps,
  intervalMs: number,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = runAndRecord(deps, 'schedule')
      .then((run) => {
        if (run.paymentsApplied || run.ordersClosed || run.refundsSettled) {
          deps.logger.info({ run }, 'reconciliation applied changes');
        }
      })
      .catch((error: unknown) =>
        deps.logger.error({ err: error }, 'reconciliation could not be kept'),
      )
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
