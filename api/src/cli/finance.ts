import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatInr } from '@travel/shared/contracts';
import type {
  AttentionOrder,
  QueuedRefund,
  ReconciliationItems,
  ReconciliationRun,
  ReconciliationStatus,
} from '@travel/shared/contracts';
import { UsageError, option, positional } from './args';
import { runHttpCli, siteOf, staffClient, staffToken } from './staff-client';

export const usage = `Usage: pnpm --filter api finance <command> [--url <site>]   (STAFF_TOKEN, role finance)

  refunds                                 the queue, oldest first, with its age in business days
  approve <refundId> --reason "…"         send it back by the original payment route
  reject <refundId> --reason "…"          turn it down; the visitor sees the reason
  refunds resend <refundId> --reason "…"  send a refund the gateway failed again, by the
                                          original route (not one staff turned down)
  attention                               orders of both kinds that need a person
  reconciliation                          when reconciliation last ran and what it did, its
                                          schedule, and what is open (run it now with
                                          pnpm --filter api coupons reconcile --reason "…")`;

/** What one reconciliation run did, in words. */
export function reconciliationRunLines(run: ReconciliationRun): string[] {
  if (!run.ran) return ['Another replica was reconciling at that moment; this run did nothing.'];
  return [
    ...(run.error ? [`the run failed: ${run.error}`] : []),
    `asked the gateway about ${run.ordersAsked} orders, applied ${run.paymentsApplied} payments`,
    `closed ${run.ordersClosed} orders whose payment window ended`,
    `sent ${run.refundsSent} refunds, settled ${run.refundsSettled}, returned ${run.returnsSent} payments`,
    ...(run.gatewayErrors ? [`${run.gatewayErrors} gateway calls failed; run again later`] : []),
  ];
}

function itemLines(title: string, open: ReconciliationItems): string[] {
  return [
    `${title}: ${open.total}`,
    ...open.items.map(
      (item) =>
        `  ${item.id}  ${item.kind.padEnd(6)} ${item.orderId}  ${formatInr(item.amountPaise).padStart(12)}  ` +
        `since ${item.since}  ${item.note}`,
    ),
  ];
}

function reconciliationLines(status: ReconciliationStatus): string[] {
  const { open } = status;
  return [
    status.schedule.enabled
      ? `runs by itself every ${status.schedule.everySeconds} s (RECONCILE_INTERVAL_SECONDS)`
      : 'does not run by itself (RECONCILE_INTERVAL_SECONDS=0): run it with coupons reconcile',
    status.lastRun
      ? `last run ${status.lastRun.startedAt} by ${status.lastRun.trigger}:`
      : 'it has not run yet',
    ...(status.lastRun ? reconciliationRunLines(status.lastRun).map((line) => `  ${line}`) : []),
    ...(status.recentRuns.length > 1
      ? [
          'earlier runs:',
          ...status.recentRuns
            .slice(1)
            .map(
              (run) =>
                `  ${run.startedAt}  ${run.trigger}  ${run.ran ? `${run.paymentsApplied} payments, ${run.ordersClosed} closed, ${run.refundsSent} refunds sent, ${run.refundsSettled} settled, ${run.gatewayErrors} gateway errors${run.error ? `, failed: ${run.error}` : ''}` : 'did nothing (another replica)'}`,
            ),
        ]
      : []),
    ...itemLines('payments still waiting after their window', open.paymentsPastWindow),
    ...itemLines('refunds with the gateway past their credit date', open.refundsProcessingLong),
    ...itemLines('refunds the gateway failed', open.refundsFailedAtGateway),
  ];
}

function needReason(command: string, args: string[], visitorSees = false): string {
  const reason = option(args, '--reason');
  if (!reason?.trim())
    throw new UsageError(
      `${command} needs --reason "…" (the audit ledger keeps it${visitorSees ? ', and the visitor sees it' : ''}).`,
    );
  return reason;
}

export async function runFinanceCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const [command, ...rest] = args;
  const words = positional(rest, ['--url', '--reason']);
  const call = staffClient(siteOf(rest, env), staffToken(env));
  switch (command) {
    case 'refunds': {
      if (words[0] === 'resend') {
        const [, refundId] = words;
        if (!refundId || words.length !== 2) throw new UsageError(usage);
        const reason = needReason('refunds resend', rest);
        const { refund } = await call<{ refund: QueuedRefund }>('/refunds/resend', {
          refundId,
          reason,
        });
        // Failed again at once: the gateway's reason.
        const failed = refund.status === 'Refund Failed' && refund.reason;
        return [
          `${refund.refundId}: sent again by the original route; it is ${refund.status}` +
            (failed ? ` ("${refund.reason}")` : ''),
        ];
      }
      if (words.length !== 0) throw new UsageError(usage);
      const { refunds } = await call<{ refunds: QueuedRefund[] }>('/refunds');
      if (refunds.length === 0) return ['No refunds are waiting.'];
      return refunds.map(
        (r) =>
          `${r.refundId}  ${r.kind.padEnd(6)} ${r.orderId}  ${formatInr(r.amountPaise).padStart(12)}  ${r.status.padEnd(18)} ` +
          `${r.ageBusinessDays} business day(s)${r.overdue ? ' OVERDUE' : ''}  ${r.customerEmail}${r.reason ? `  "${r.reason}"` : ''}` +
          (r.canResend ? '  (can be sent again: refunds resend)' : ''),
      );
    }
    case 'approve':
    case 'reject': {
      const [refundId] = words;
      if (!refundId || words.length !== 1) throw new UsageError(usage);
      const reason = needReason(command, rest, command === 'reject');
      const { refund } = await call<{
        refund: { refundId: string; status: number; expectedCreditBy: string | null };
      }>(`/refunds/${command}`, { refundId, reason });
      return command === 'approve'
        ? [
            `${refund.refundId}: approved and sent by the original route${refund.expectedCreditBy ? `, expected credit by ${refund.expectedCreditBy}` : ''}`,
          ]
        : [`${refund.refundId}: rejected; the order is paid again and the visitor sees the reason`];
    }
    case 'reconciliation': {
      if (words.length !== 0) throw new UsageError(usage);
      return reconciliationLines(await call<ReconciliationStatus>('/payments/reconciliation'));
    }
    case 'attention': {
      const { attention } = await call<{ attention: AttentionOrder[] }>('/refunds');
      if (attention.length === 0) return ['Nothing needs attention.'];
      return attention.map(
        (o) =>
          `${o.orderId}  ${o.kind.padEnd(6)} status ${o.status}  ${o.customerEmail}  ${o.attention}`,
      );
    }
    default:
      throw new UsageError(usage);
  }
}

// Tests import runFinanceCommand; only `pnpm --filter api ...` runs it as a program.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await runHttpCli(usage, (args) => runFinanceCommand(args));
}
