import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PublicDraw, type ReconciliationRun, formatInr } from '@travel/shared/contracts';
import { UsageError, option, positional } from './args';
import { reconciliationRunLines } from './finance';
import { publicApiCall, runHttpCli, siteOf, staffClient, staffToken } from './staff-client';
import { verifyDraw } from '../coupons/draws';

export const usage = `Usage: pnpm --filter api coupons <command> [--url <site>]

Every command calls the running site (--url <site>, default this machine's PORT), whatever its
database: none needs the server stopped. STAFF_TOKEN is your personal staff token.

Coupon series (role catalogue):
  series list
  series add <name> --from <date> --until <date> [--expires <date>] [--like <series>]
             [--tiers 99:350,199:480,...] [--reason "…"]
                                          sell a new series from --from to --until (India days);
                                          its coupons are used until --expires (default --until);
                                          tiers copied from --like (default the latest series)
  series end <name> --reason "…"          stop selling it now (bought coupons keep their expiry);
                                          a series not yet on sale is withdrawn

The free-flight draw (role admin):
  draws open <yyyy-mm> --reason "…"       open a period's draw and publish its seed hash
  draws hold <drawId> [--winners N] --reason "…"
                                          after the period: pick the winners, reveal the seed,
                                          e-mail the winners
  draws list                              every draw with its entries and winners
  draws verify <drawId>                   no token needed: reads the public draws and recomputes
                                          the winners here from the revealed seed

Payments (role finance):
  reconcile --reason "…"                  now, rather than at the next scheduled run: ask the
                                          gateway about open orders, close expired ones, send
                                          refunds that never reached it (see finance reconciliation)

Refunds and the orders that need a person are in the finance CLI:
  pnpm --filter api finance refunds | approve | reject | refunds resend | attention`;

const MOVED_TO_FINANCE =
  'Refunds and the attention list are in the finance CLI: pnpm --filter api finance refunds | ' +
  'approve <refundId> --reason "…" | reject <refundId> --reason "…" | ' +
  'refunds resend <refundId> --reason "…" | attention';

/** The --reason of a change, which the audit ledger keeps. */
function reasonOf(args: string[], command: string): string {
  const reason = option(args, '--reason')?.trim();
  if (!reason) throw new UsageError(`${command} needs --reason "…" (the audit ledger keeps it).`);
  return reason;
}

function drawLine(draw: PublicDraw): string {
  return (
    `${draw.drawId}  ${draw.status.padEnd(8)} entries ${String(draw.entryCount).padStart(5)}  ` +
    `hash ${draw.seedHash}` +
    (draw.winningEntryNumbers.length
      ? `  winning entries ${draw.winningEntryNumbers.join(', ')}`
      : '')
  );
}

/** `draws ...`: the admin's calls on the running site; `verify` only reads the public draws. */
export async function runDrawsCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const [command, ...rest] = args;
  const words = positional(rest, ['--url', '--reason', '--winners']);
  const need = (count: number) => {
    if (words.length !== count) throw new UsageError(usage);
    return words;
  };
  const site = siteOf(rest, env);
  switch (command) {
    case 'verify': {
      const [drawId = ''] = need(1);
      const draws = await publicApiCall<PublicDraw[]>(site, '/travel/api/coupon/draws', {});
      const draw = draws.find((d) => d.drawId === drawId);
      if (!draw) throw new UsageError(`${site} publishes no draw called ${drawId}.`);
      if (draw.seed === null || draw.validEntryNumbers === null) {
        throw new UsageError(`${drawId} has not been held yet: its seed is revealed when it is.`);
      }
      const check = verifyDraw({
        ...draw,
        seed: draw.seed,
        validEntryNumbers: draw.validEntryNumbers,
      });
      return [
        `seed matches the published hash: ${check.seedMatchesHash ? 'yes' : 'NO'}`,
        `stored winners:     ${check.stored.join(', ') || '(none)'}`,
        `recomputed winners: ${check.recomputed.join(', ') || '(none)'}`,
        check.matches ? 'VERIFIED: the winners follow from the seed and the entries.' : 'MISMATCH',
      ];
    }
    case 'open': {
      const [period = ''] = need(1);
      const reason = reasonOf(rest, 'draws open');
      const call = staffClient(site, staffToken(env));
      const { draw } = await call<{ draw: PublicDraw }>('/draws/open', { period, reason });
      return [
        `${draw.drawId} (${draw.period}) opens ${draw.opensAt}, closes ${draw.closesAt}`,
        `seed hash (publish this): ${draw.seedHash}`,
      ];
    }
    case 'hold': {
      const [drawId = ''] = need(1);
      const given = option(rest, '--winners');
      const winners = given === undefined ? undefined : Number(given);
      if (winners !== undefined && !Number.isInteger(winners)) {
        throw new UsageError('--winners must be a whole number from 1 to 100.');
      }
      const reason = reasonOf(rest, 'draws hold');
      const call = staffClient(site, staffToken(env));
      const held = await call<{
        draw: PublicDraw;
        winnerOrderIds: string[];
        winnersNotified: number;
      }>('/draws/hold', { drawId, winners, reason });
      return [
        `${held.draw.drawId}: ${held.draw.entryCount} valid entries, seed ${held.draw.seed ?? ''}`,
        ...held.winnerOrderIds.map(
          (orderId, i) =>
            `winner ${i + 1}: entry ${held.draw.winningEntryNumbers[i]} order ${orderId}`,
        ),
        `${held.winnersNotified} winner e-mail(s) queued`,
      ];
    }
    case 'list': {
      need(0);
      const call = staffClient(site, staffToken(env));
      const { draws } = await call<{ draws: PublicDraw[] }>('/draws');
      return draws.length ? draws.map(drawLine) : ['No draws yet.'];
    }
    default:
      throw new UsageError(usage);
  }
}

/** One command of `pnpm --filter api coupons`: its lines to print. Over HTTP, every one. */
export async function runCouponsCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const [group, ...rest] = args;
  switch (group) {
    case 'series':
      return runSeriesCommand(rest, env);
    case 'draws':
      return runDrawsCommand(rest, env);
    case 'reconcile': {
      if (positional(rest, ['--url', '--reason']).length !== 0) throw new UsageError(usage);
      const reason = reasonOf(rest, 'reconcile');
      const call = staffClient(siteOf(rest, env), staffToken(env));
      const { run } = await call<{ run: ReconciliationRun }>('/payments/reconcile', { reason });
      return reconciliationRunLines(run);
    }
    case 'refunds':
    case 'orders':
      throw new UsageError(MOVED_TO_FINANCE);
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

// Tests import the commands; only `pnpm --filter api coupons` runs them as a program.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await runHttpCli(usage, (args) => runCouponsCommand(args));
}
