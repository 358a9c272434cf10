import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatInr } from '@travel/shared/contracts';
import type { AttentionOrder, QueuedRefund } from '@travel/shared/contracts';
import { UsageError, option, positional } from './args';
import { runHttpCli, siteOf, staffClient, staffToken } from './staff-client';

export const usage = `Usage: pnpm --filter api finance <command> [--url <site>]   (STAFF_TOKEN, role finance)

  refunds                                 the queue, oldest first, with its age in business days
  approve <refundId> --reason "…"         send it back by the original payment route
  reject <refundId> --reason "…"          turn it down; the visitor sees the reason
  attention                               orders of both kinds that need a person`;

export async function runFinanceCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const [command, ...rest] = args;
  const words = positional(rest, ['--url', '--reason']);
  const call = staffClient(siteOf(rest, env), staffToken(env));
  switch (command) {
    case 'refunds': {
      const { refunds } = await call<{ refunds: QueuedRefund[] }>('/refunds');
      if (refunds.length === 0) return ['No refunds are waiting.'];
      return refunds.map(
        (r) =>
          `${r.refundId}  ${r.kind.padEnd(6)} ${r.orderId}  ${formatInr(r.amountPaise).padStart(12)}  ${r.status.padEnd(18)} ` +
          `${r.ageBusinessDays} business day(s)${r.overdue ? ' OVERDUE' : ''}  ${r.customerEmail}${r.reason ? `  "${r.reason}"` : ''}`,
      );
    }
    case 'approve':
    case 'reject': {
      const [refundId] = words;
      const reason = option(rest, '--reason');
      if (!refundId || words.length !== 1) throw new UsageError(usage);
      if (!reason?.trim())
        throw new UsageError(
          `${command} needs --reason "…" (the audit ledger keeps it${command === 'reject' ? ', and the visitor sees it' : ''}).`,
        );
      const { refund } = await call<{
        refund: { refundId: string; status: number; expectedCreditBy: string | null };
      }>(`/refunds/${command}`, { refundId, reason });
      return command === 'approve'
        ? [
            `${refund.refundId}: approved and sent by the original route${refund.expectedCreditBy ? `, expected credit by ${refund.expectedCreditBy}` : ''}`,
          ]
        : [`${refund.refundId}: rejected; the order is paid again and the visitor sees the reason`];
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
