import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatInr } from '@travel/shared/contracts';
import type { CustomerPage, FindResult, InboxMessage } from '@travel/shared/contracts';
import { UsageError, option, positional } from './args';
import { runHttpCli, siteOf, staffClient, staffToken } from './staff-client';

export const usage = `Usage: pnpm --filter api support <command> [--url <site>]   (STAFF_TOKEN, role support)

  find <PNR | booking id | order id | coupon code | refund id | mobile | e-mail>
  customer <uid>                          their coupon orders, bookings, refunds and messages
  inbox [--status open|new|answered|closed]
  reply <reference> --body "…"            stored with your name; the message is answered
  close <reference> --reason "…" | reopen <reference> --reason "…"
  assign <reference> <staff e-mail | nobody>`;

function messageLines(message: InboxMessage): string[] {
  return [
    `${message.reference}  ${message.status.padEnd(8)} ${message.receivedAt}  ${message.name} <${message.email}>  ${message.topic}` +
      (message.assignedTo ? `  -> ${message.assignedTo}` : '') +
      (message.overdue ? `  OVERDUE (${message.overdue})` : ''),
    `    ${message.message.replace(/\s+/g, ' ').slice(0, 160)}`,
    ...message.replies.map(
      (reply) =>
        `    reply by ${reply.by} ${reply.at} (${reply.delivery}): ${reply.body.replace(/\s+/g, ' ').slice(0, 120)}`,
    ),
  ];
}

export async function runSupportCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const [command, ...rest] = args;
  const words = positional(rest, ['--url', '--status', '--body', '--reason']);
  const call = staffClient(siteOf(rest, env), staffToken(env));
  switch (command) {
    case 'find': {
      if (words.length === 0) throw new UsageError(usage);
      const found = await call<FindResult>(
        `/find?${new URLSearchParams({ q: words.join(' ') }).toString()}`,
      );
      if (found.customers.length === 0 && found.records.length === 0)
        return [`Nothing found for ${found.readAs} ${found.query}.`];
      return [
        `read as ${found.readAs}`,
        ...found.customers.map(
          (c) => `customer ${c.uid}  ${c.nickname}  ${c.email}  +91 ${c.mobileNo}`,
        ),
        ...found.records.map(
          (r) =>
            `${r.kind} ${r.id}  ${r.summary}${r.customerUid ? `  (customer ${r.customerUid})` : ''}`,
        ),
      ];
    }
    case 'customer': {
      const [uid] = words;
      if (!uid || words.length !== 1) throw new UsageError(usage);
      const page = await call<CustomerPage>(`/customers/${encodeURIComponent(uid)}`);
      const c = page.customer;
      return [
        `${c.nickname}  ${c.email}  +91 ${c.mobileNo}  since ${c.createdAt}`,
        `coupon orders (${page.couponOrders.length}):`,
        ...page.couponOrders.map(
          (o) =>
            `  ${o.orderId}  ${formatInr(o.amountPaise).padStart(10)}  ${o.status}${o.couponCode ? `  ${o.couponCode} ${o.couponStatus ?? ''} until ${o.couponExpirationDate}` : ''}${o.attention ? `  ATTENTION: ${o.attention}` : ''}`,
        ),
        `bookings (${page.bookings.length}):`,
        ...page.bookings.map(
          (b) =>
            `  ${b.orderId}  PNR ${b.pnr ?? '-'}  ${b.route} ${b.departureDate}  ${formatInr(b.amountPaise)}  ${b.status}${b.attention ? `  ATTENTION: ${b.attention}` : ''}`,
        ),
        `refunds (${page.refunds.length}):`,
        ...page.refunds.map(
          (r) =>
            `  ${r.refundId}  ${r.kind} ${r.orderId}  ${formatInr(r.amountPaise)}  ${r.status}${r.reason ? `  "${r.reason}"` : ''}`,
        ),
        `contact messages (${page.contactMessages.length}):`,
        ...page.contactMessages.map(
          (m) => `  ${m.reference}  ${m.status}  ${m.topic}  ${m.createdAt}`,
        ),
      ];
    }
    case 'inbox': {
      const status = option(rest, '--status');
      const { messages } = await call<{ messages: InboxMessage[] }>(
        `/inbox${status ? `?status=${encodeURIComponent(status)}` : ''}`,
      );
      return messages.length ? messages.flatMap(messageLines) : ['The inbox is empty.'];
    }
    case 'reply': {
      const [reference] = words;
      const body = option(rest, '--body');
      if (!reference || !body) throw new UsageError(usage);
      const { message } = await call<{ message: InboxMessage }>('/inbox/reply', {
        reference,
        body,
      });
      return messageLines(message);
    }
    case 'close':
    case 'reopen': {
      const [reference] = words;
      const reason = option(rest, '--reason');
      if (!reference) throw new UsageError(usage);
      if (!reason?.trim())
        throw new UsageError(`${command} needs --reason "…" (the audit ledger keeps it).`);
      const status = command === 'close' ? 'closed' : 'new';
      const { message } = await call<{ message: InboxMessage }>('/inbox/status', {
        reference,
        status,
        reason,
      });
      return messageLines(message);
    }
    case 'assign': {
      const [reference, assignee] = words;
      if (!reference || !assignee) throw new UsageError(usage);
      const { message } = await call<{ message: InboxMessage }>('/inbox/assign', {
        reference,
        assignee: assignee === 'nobody' ? null : assignee,
      });
      return messageLines(message);
    }
    default:
      throw new UsageError(usage);
  }
}

// Tests import runSupportCommand; only `pnpm --filter api ...` runs it as a program.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await runHttpCli(usage, (args) => runSupportCommand(args));
}
