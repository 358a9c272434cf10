import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { SmsSender } from './sender';

/**
 * The built-in gateway: every message is stored in sms_outbox and logged, nothing leaves the
 * machine. It is the inbox of development and tests (GET /travel/dev/sms-outbox, the
 * sms-outbox CLI), so the log line carries the text, code included.
 */
export function outboxSender(db: Queryable, logger: FastifyBaseLogger, now: () => Date): SmsSender {
  return {
    provider: 'outbox',
    async send({ mobile, text, templateId, purpose }) {
      await db.query(
        `insert into sms_outbox (mobile, text, template_id, purpose, created_at)
         values ($1, $2, $3, $4, $5)`,
        [mobile, text, templateId, purpose, now()],
      );
      logger.info({ sms: { mobile, text, templateId, purpose } }, 'sms outbox: message stored');
    },
  };
}

export interface OutboxMessage {
  mobile: string;
  text: string;
  /** UTC ISO timestamp. */
  createdAt: string;
}

/** The latest messages, newest first, for one number or for all. */
export async function readOutbox(
  db: Queryable,
  options: { mobile?: string | undefined; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const limit = options.limit ?? 20;
  const rows = options.mobile
    ? await db.query<{ mobile: string; text: string; created_at: Date }>(
        `select mobile, text, created_at from sms_outbox where mobile = $1
         order by id desc limit $2`,
        [options.mobile, limit],
      )
    : await db.query<{ mobile: string; text: string; created_at: Date }>(
        'select mobile, text, created_at from sms_outbox order by id desc limit $1',
        [limit],
      );
  return rows.map((row) => ({
    mobile: row.mobile,
    text: row.text,
    createdAt: row.created_at.toISOString(),
  }));
}
