import type { FastifyBaseLogger } from 'fastify';
import { closeExpiredOrders } from '../coupons/orders';
import { type RefundRow, applyRefundOutcome, sendRefund } from '../coupons/refunds';
import type { Database } from '../db/database';
import { applyGatewayEvent } from './events';
import { GatewayError, type PaymentGateway } from './gateway';
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
  ordersClosed: string[];
  refundsSent: number;
  refundsSettled: number;
  returnsSent: number;
  gatewayErrors: number;
}

// Any constant works; it only has to be the same in every replica.
const RECONCILE_LOCK_KEY = 724_190_404;
/** Orders closed (3 or 7) this recently are still asked about: a late payment is honoured. */
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

  const orders = await db.query<{ gateway_order_id: string }>(
    `select gateway_order_id from coupon_order
     where gateway = $1 and gateway_order_id is not null
       and (status = 1 or (status in (3, 7) and payment_expires_at > $2))
     order by created_at limit 500`,
    [gateway.name, new Date(started.getTime() - LATE_PAYMENT_LOOKBACK_MS)],
  );
  for (const order of orders) {
    report.ordersAsked += 1;
    try {
      for (const payment of await gateway.fetchPayments(order.gateway_order_id)) {
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
      gatewayFailed(error, { gatewayOrderId: order.gateway_order_id });
    }
  }

  report.ordersClosed = await closeExpiredOrders(db, deps.now(), 'reconcile');

  const unsent = await db.query<RefundRow>(
    `select * from coupon_refund
     where status = 2 and gateway_refund_id is null
       and (send_claimed_until is null or send_claimed_until <= $1)
     order by id limit 100`,
    [deps.now()],
  );
  for (const refund of unsent) {
    if (await sendRefund(deps, refund)) report.refundsSent += 1;
  }

  const quiet = await db.query<RefundRow & { gateway_payment_id: string }>(
    `select r.*, o.gateway_payment_id from coupon_refund r join coupon_order o on o.id = r.order_pk
     where r.status = 2 and r.gateway_refund_id is not null and o.gateway = $1
       and r.updated_at < $2 order by r.id limit 100`,
    [gateway.name, new Date(started.getTime() - REFUND_SILENCE_MS)],
  );
  for (const refund of quiet) {
    try {
      const outcome = await gateway.fetchRefund(
        refund.gateway_payment_id,
        refund.gateway_refund_id ?? '',
      );
      if (outcome.status === 'pending') continue;
      await db.transaction((tx) => applyRefundOutcome(tx, outcome, deps.now(), 'reconcile'));
      report.refundsSettled += 1;
    } catch (error) {
      gatewayFailed(error, { refundId: refund.refund_id });
    }
  }

  report.returnsSent = await sendQueuedReturns(deps);
  return report;
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
