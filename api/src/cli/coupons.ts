import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  REFUND_STATUS,
  type RefundStatus,
  formatInr,
  refundStatusLabel,
} from '@travel/shared/contracts';
import { pino } from 'pino';
import { UsageError, option, positional } from './args';
import { runOverHttp, siteOf, staffClient, staffToken } from './staff-client';
import { redeemCoupon } from '../coupons/coupon-codes';
import { holdDraw, listPublicDraws, openDraw, verifyDraw } from '../coupons/draws';
import { approveRefund, refundsForOperator, rejectRefund } from '../coupons/refunds';
import { type Config, ConfigError, loadConfig } from '../config';
import { type Database, DatabaseLockedError } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { ApiError } from '../http/envelope';
import { createPayments, httpDelivery } from '../payments/gateways';
import type { PaymentGateway } from '../payments/gateways/gateway';
import { reconcile } from '../payments/reconcile';

export const usage = `Usage: pnpm --filter api coupons <command>

  refunds list [--status pending|processing|successful|failed]
  refunds approve <refundId>              send the refund back by the original payment route
  refunds reject <refundId> --reason "…"  turn the request down; the order is paid again
  reconcile                               ask the gateway about open orders, close expired ones
  draws open <yyyy-mm>                    open a period's draw and publish its seed hash
  draws hold <drawId> [--winners N]       after the period: pick winners, reveal the seed
  draws list                              every draw with its entries and winners
  draws verify <drawId>                   recompute the winners from the revealed seed
  coupons redeem <couponCode>             mark a coupon used (applied to a booking)
  orders attention                        orders with a payment that needs a person

Coupon series, on the running site (--url <site>, default this machine's PORT; STAFF_TOKEN of a
staff member with the catalogue role):
  series list
  series add <name> --from <date> --until <date> [--expires <date>] [--like <series>]
             [--tiers 99:350,199:480,...] [--reason "…"]
                                          sell a new series from --from to --until (India days);
                                          its coupons are used until --expires (default --until);
                                          tiers copied from --like (default the latest series)
  series end <name> --reason "…"          stop selling it now (bought coupons keep their expiry);
                                          a series not yet on sale is withdrawn`;

export interface CliDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  logger: pino.Logger;
}

const STATUS_NAMES: Record<string, RefundStatus> = {
  pending: REFUND_STATUS.pending,
  processing: REFUND_STATUS.processing,
  successful: REFUND_STATUS.successful,
  failed: REFUND_STATUS.failed,
};

/** Runs one command and returns the lines to print. Arguments are checked before any work. */
export async function runCouponsCommand(args: string[], deps: CliDeps): Promise<string[]> {
  const [group, command, ...rest] = args;
  const words = positional(rest, ['--status', '--reason', '--winners']);
  const need = (count: number) => {
    if (words.length !== count) throw new UsageError(usage);
    return words;
  };
  const { db, now } = deps;

  switch (`${group} ${command ?? ''}`.trim()) {
    case 'refunds list': {
      need(0);
      const statusName = option(rest, '--status');
      const status = statusName === undefined ? undefined : STATUS_NAMES[statusName];
      if (statusName !== undefined && status === undefined) throw new UsageError(usage);
      const refunds = await refundsForOperator(db, status);
      if (refunds.length === 0) return ['No refunds.'];
      return refunds.map(
        (r) =>
          `${r.refundId}  ${r.orderId}  ${formatInr(r.amountPaise).padStart(12)}  ` +
          `${refundStatusLabel(r.status).padEnd(18)} ${r.createdAt}  ${r.userEmail}` +
          (r.reason ? `  "${r.reason}"` : ''),
      );
    }
    case 'refunds approve': {
      const [refundId = ''] = need(1);
      const details = await approveRefund(deps, { refundId }, 'operator');
      return [
        `${details.refundId}: ${refundStatusLabel(details.status)}` +
          (details.failureReason ? ` (${details.failureReason})` : '') +
          (details.expectedCreditBy ? `, expected credit by ${details.expectedCreditBy}` : ''),
      ];
    }
    case 'refunds reject': {
      const [refundId = ''] = need(1);
      const reason = option(rest, '--reason')?.trim();
      if (!reason) throw new UsageError('refunds reject needs --reason "…" (the visitor sees it).');
      const details = await rejectRefund(deps, refundId, reason.slice(0, 500));
      return [`${details.refundId}: rejected, the order is paid again`];
    }
    case 'reconcile': {
      need(0);
      const report = await reconcile(deps);
      if (!report.ran) return ['Another replica is reconciling right now; nothing done.'];
      return [
        `asked the gateway about ${report.ordersAsked} orders, applied ${report.paymentsApplied} payments`,
        `closed ${report.ordersClosed.length} orders whose payment window ended`,
        `sent ${report.refundsSent} refunds, settled ${report.refundsSettled}, returned ${report.returnsSent} payments`,
        ...(report.gatewayErrors
          ? [`${report.gatewayErrors} gateway calls failed; run again later`]
          : []),
      ];
    }
    case 'draws open': {
      const [period = ''] = need(1);
      const draw = await openDraw(db, period, now());
      return [
        `${draw.drawId} (${draw.period}) opens ${draw.opensAt}, closes ${draw.closesAt}`,
        `seed hash (publish this): ${draw.seedHash}`,
      ];
    }
    case 'draws hold': {
      const [drawId = ''] = need(1);
      const winners = Number(option(rest, '--winners') ?? '1');
      const held = await holdDraw(db, drawId, winners, now());
      return [
        `${held.draw.drawId}: ${held.draw.entryCount} valid entries, seed ${held.draw.seed ?? ''}`,
        ...held.winnerOrderIds.map(
          (orderId, i) =>
            `winner ${i + 1}: entry ${held.draw.winningEntryNumbers[i]} order ${orderId}`,
        ),
      ];
    }
    case 'draws list': {
      need(0);
      const draws = await listPublicDraws(db, now());
      if (draws.length === 0) return ['No draws yet.'];
      return draws.map(
        (d) =>
          `${d.drawId}  ${d.status.padEnd(8)} entries ${String(d.entryCount).padStart(5)}  ` +
          `hash ${d.seedHash}` +
          (d.winningEntryNumbers.length
            ? `  winning entries ${d.winningEntryNumbers.join(', ')}`
            : ''),
      );
    }
    case 'draws verify': {
      const [drawId = ''] = need(1);
      const check = await verifyDraw(db, drawId);
      return [
        `seed matches the published hash: ${check.seedMatchesHash ? 'yes' : 'NO'}`,
        `stored winners:     ${check.stored.join(', ') || '(none)'}`,
        `recomputed winners: ${check.recomputed.join(', ') || '(none)'}`,
        check.matches ? 'VERIFIED: the winners follow from the seed and the entries.' : 'MISMATCH',
      ];
    }
    case 'coupons redeem': {
      const [code = ''] = need(1);
      const result = await db.transaction((tx) => redeemCoupon(tx, code, now()));
      if (!result.ok) throw new ApiError(409, result.message);
      return [`${code.toUpperCase()}: used (order ${result.orderId})`];
    }
    case 'orders attention': {
      need(0);
      const rows = await db.query<{ order_id: string; status: number; attention: string }>(
        `select order_id, status, attention from coupon_order where attention is not null
         order by updated_at desc limit 200`,
      );
      if (rows.length === 0) return ['Nothing needs attention.'];
      return rows.map((r) => `${r.order_id}  status ${r.status}  ${r.attention}`);
    }
    default:
      throw new UsageError(usage);
  }
}

interface SeriesAnswer {
  name: string;
  saleFrom: string;
  saleUntil: string;
  expirationDate: string;
  status: string;
  endedEarlyAt: string | null;
  createdBy: string;
  tiers: { code: string; totalAmountPaise: number; backAmountPaise: number }[];
}

function seriesLines(series: SeriesAnswer): string[] {
  return [
    `${series.name.padEnd(8)} ${series.status.padEnd(9)} sells ${series.saleFrom} to ${series.saleUntil}, ` +
      `coupons used until ${series.expirationDate}  (by ${series.createdBy})`,
    `         ${series.tiers.map((t) => `${formatInr(t.totalAmountPaise)} -> ${formatInr(t.backAmountPaise)}`).join(', ')}`,
  ];
}

function tiersOption(value: string | undefined) {
  if (value === undefined) return undefined;
  return value.split(',').map((pair) => {
    const match = /^\s*(\d{1,5}):(\d{1,5})\s*$/.exec(pair);
    if (!match)
      throw new UsageError(`--tiers: "${pair}" is not pay:get in rupees, such as 99:350.`);
    return { payRupees: Number(match[1]), getRupees: Number(match[2]) };
  });
}

/** `series ...`: over HTTP against the running site, as the staff member of STAFF_TOKEN. */
export async function runSeriesCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const [command, ...rest] = args;
  const words = positional(rest, [
    '--url',
    '--from',
    '--until',
    '--expires',
    '--like',
    '--tiers',
    '--reason',
  ]);
  const call = staffClient(siteOf(rest, env), staffToken(env));
  switch (command) {
    case 'list': {
      if (words.length !== 0) throw new UsageError(usage);
      const answer = await call<{ series: SeriesAnswer[]; warning: string | null }>(
        '/coupons/series',
      );
      return [
        ...(answer.warning ? [`WARNING: ${answer.warning}`] : []),
        ...answer.series.flatMap(seriesLines),
      ];
    }
    case 'add': {
      const [name] = words;
      const from = option(rest, '--from');
      const until = option(rest, '--until');
      if (words.length !== 1 || !name || !from || !until) throw new UsageError(usage);
      const answer = await call<{ series: SeriesAnswer; warning: string | null }>(
        '/coupons/series',
        {
          name,
          from,
          until,
          expires: option(rest, '--expires'),
          like: option(rest, '--like'),
          tiers: tiersOption(option(rest, '--tiers')),
          reason: option(rest, '--reason'),
        },
      );
      return [
        `added the ${answer.series.name} series:`,
        ...seriesLines(answer.series),
        ...(answer.warning ? [`WARNING: ${answer.warning}`] : []),
      ];
    }
    case 'end': {
      const [name] = words;
      const reason = option(rest, '--reason')?.trim();
      if (words.length !== 1 || !name) throw new UsageError(usage);
      if (!reason)
        throw new UsageError('series end needs --reason "…" (the audit ledger keeps it).');
      const answer = await call<{ series: SeriesAnswer }>('/coupons/series/end', { name, reason });
      return answer.series.status === 'withdrawn'
        ? [`withdrew the ${answer.series.name} series: it was not on sale yet and never will be`]
        : [
            `ended the ${answer.series.name} series: its last day on sale is ${answer.series.saleUntil}`,
          ];
    }
    default:
      throw new UsageError(usage);
  }
}

function webhookBase(config: Config): string {
  return config.publicBaseUrl ?? `http://127.0.0.1:${config.port}`;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(usage);
    return args.length === 0 ? 1 : 0;
  }
  if (args[0] === 'series') return runOverHttp(() => runSeriesCommand(args.slice(1)));
  let db: Database | undefined;
  let gateway: PaymentGateway | undefined;
  try {
    const config = loadConfig();
    const logger = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
    db = await openDatabase(config);
    await migrate(db);
    const payments = await createPayments(config, {
      db,
      now: () => new Date(),
      logger,
      deliver: httpDelivery(() => webhookBase(config)),
    });
    gateway = payments.gateway;
    for (const line of await runCouponsCommand(args, {
      db,
      gateway,
      now: () => new Date(),
      logger,
    })) {
      console.log(line);
    }
    return 0;
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(
        `${error.message}\nTo approve a refund while the server runs, call POST ` +
          '/travel/api/coupon/order/original/route/refund {orderId} with X-Operator-Key.',
      );
      return 1;
    }
    const expected = [ConfigError, UsageError, ApiError];
    if (!expected.some((type) => error instanceof type)) throw error;
    console.error((error as Error).message);
    return 1;
  } finally {
    await gateway?.idle();
    await db?.close();
  }
}

// Tests import runCouponsCommand; only `pnpm --filter api coupons` runs main.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await main();
}
