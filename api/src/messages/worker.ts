import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import type { MailAttachment, MailSender } from './mail';
import { type Locale, storedLocale } from './locale';
import type { AttachmentRef, MessageStatus } from './outbox';
import type { SmsSender } from '../sms';

/** Renders a message's attachment when it is sent, in the message's language. */
export type AttachmentRenderer = (
  db: Queryable,
  ref: string,
  at: Date,
  locale: Locale,
) => Promise<MailAttachment>;

export interface WorkerDeps {
  db: Database;
  now: () => Date;
  mail: MailSender;
  sms: SmsSender;
  /** The DLT template registered for a kind's SMS; undefined: that SMS cannot be sent. */
  smsTemplate: (kind: string) => string | undefined;
  attachments: Record<AttachmentRef['kind'], AttachmentRenderer>;
  logger: FastifyBaseLogger;
}

/**
 * The name a kind's SMS template is registered under for a language: DLT registers each text,
 * so the Hindi one is a template of its own, `bookingConfirmedHi` beside `bookingConfirmed`.
 */
export function smsTemplateKey(kind: string, locale: Locale): string {
  return locale === 'hi-IN' ? `${kind}Hi` : kind;
}

/** A message that no later try can send (no template registered): failed at once. */
class CannotSend extends Error {}

/** Waits before the next try, by the tries made: 30 s, 2 min, 10 min, 30 min, 2 h. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 7_200_000];
/** Tries in all before a message is marked failed. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A worker that took a message and died gives it up after this long. */
export const LEASE_MS = 120_000;

interface MessageRow {
  id: number;
  kind: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: AttachmentRef[];
  sms_variables: Record<string, string>;
  attempts: number;
  locale: string;
}

/**
 * Takes up to `limit` messages that are due (queued, or taken by a worker whose lease ran out),
 * one statement for all of them, so two workers (two replicas) never take the same one.
 */
async function takeDue(db: Database, at: Date, limit: number): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `update customer_message set status = 'sending', attempts = attempts + 1,
       lease_until = $2, updated_at = $1
     where id in (
       select id from customer_message
       where next_attempt_at <= $1
         and (status = 'queued' or (status = 'sending' and lease_until <= $1))
       order by next_attempt_at, id limit $3
       for update skip locked)
     returning id, kind, channel, recipient, subject, text_body, html_body, attachments,
       sms_variables, attempts, locale`,
    [at, new Date(at.getTime() + LEASE_MS), limit],
  );
}

async function finish(
  db: Database,
  id: number,
  change: { status: MessageStatus; at: Date; error?: string; retryAt?: Date },
): Promise<void> {
  await db.query(
    `update customer_message set status = $2, updated_at = $3, lease_until = null,
       sent_at = case when $2 = 'sent' then $3 else sent_at end,
       last_error = coalesce($4, last_error),
       next_attempt_at = coalesce($5, next_attempt_at)
     where id = $1 and status = 'sending'`,
    [id, change.status, change.at, change.error ?? null, change.retryAt ?? null],
  );
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

async function sendSms(deps: WorkerDeps, row: MessageRow): Promise<void> {
  const key = smsTemplateKey(row.kind, storedLocale(row.locale));
  const templateId = deps.smsTemplate(key);
  if (!templateId) {
    throw new CannotSend(
      `No DLT template is registered for the ${key} SMS (MSG91_MESSAGE_TEMPLATES).`,
    );
  }
  await deps.sms.send({
    mobile: row.recipient,
    text: row.text_body,
    templateId,
    purpose: 'customer-message',
    variables: row.sms_variables,
  });
}

async function deliverOne(deps: WorkerDeps, row: MessageRow): Promise<MessageStatus> {
  const at = deps.now();
  try {
    if (row.channel === 'sms') {
      await sendSms(deps, row);
      await finish(deps.db, row.id, { status: 'sent', at: deps.now() });
      return 'sent';
    }
    const attachments: MailAttachment[] = [];
    for (const attachment of row.attachments) {
      attachments.push(
        await deps.attachments[attachment.kind](
          deps.db,
          attachment.ref,
          at,
          storedLocale(row.locale),
        ),
      );
    }
    await deps.mail.send(
      {
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        attachments,
      },
      row.id,
      at,
    );
    await finish(deps.db, row.id, { status: 'sent', at: deps.now() });
    return 'sent';
  } catch (error) {
    const reason = reasonOf(error);
    const done = row.attempts >= MAX_ATTEMPTS || error instanceof CannotSend;
    const delay = RETRY_DELAYS_MS[row.attempts - 1] ?? RETRY_DELAYS_MS.at(-1)!;
    deps.logger.warn({ messageId: row.id, attempt: row.attempts, reason }, 'message not sent');
    await finish(deps.db, row.id, {
      status: done ? 'failed' : 'queued',
      at: deps.now(),
      error: reason,
      retryAt: new Date(deps.now().getTime() + delay),
    });
    return done ? 'failed' : 'queued';
  }
}

/** Sends what is due now; returns how many were sent, retried later and failed for good. */
export async function deliverDue(
  deps: WorkerDeps,
  limit = 20,
): Promise<{ sent: number; retrying: number; failed: number }> {
  const counts = { sent: 0, retrying: 0, failed: 0 };
  // The messages taken go out side by side; the mail sender bounds its own connections.
  const rows = await takeDue(deps.db, deps.now(), limit);
  for (const outcome of await Promise.all(rows.map((row) => deliverOne(deps, row)))) {
    if (outcome === 'sent') counts.sent += 1;
    else if (outcome === 'failed') counts.failed += 1;
    else counts.retrying += 1;
  }
  return counts;
}

const BATCH = 20;

/**
 * Delivers due messages every `intervalMs` in this process, one round at a time (a round still
 * going when the next is due lets it pass). Returns the stop, which waits for the round.
 */
export function startMessageWorker(deps: WorkerDeps, intervalMs: number): () => Promise<void> {
  let stopped = false;
  let round: Promise<void> | undefined;
  const deliver = async () => {
    try {
      // A full batch may have more behind it: go on until a round takes less.
      while (!stopped) {
        const taken = await deliverDue(deps, BATCH);
        if (taken.sent + taken.retrying + taken.failed < BATCH) break;
      }
    } catch (error) {
      deps.logger.error({ err: error }, 'message delivery round failed');
    }
  };
  const timer = setInterval(() => {
    if (round || stopped) return;
    round = deliver().finally(() => {
      round = undefined;
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await round;
    deps.mail.close();
  };
}
