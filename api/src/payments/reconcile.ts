import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
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

/**
 * Runs reconciliation every `intervalMs` in this process until stop() (on shutdown), which
 * waits for a run in progress. Runs never overlap.
 */
export function startReconciler(
  deps: ReconcileDeps,
  intervalMs: number,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = reconcile(deps)
      .then((report) => {
        if (report.paymentsApplied || report.ordersClosed.length || report.refundsSettled) {
          deps.logger.info({ report }, 'reconciliation applied changes');
        }
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'reconciliation failed'))
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
