import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../config';
import type { Queryable } from '../db/database';
import { msg91Sender } from './msg91';
import { outboxSender } from './outbox';
import type { SmsSender } from './sender';

export { type SmsMessage, type SmsPurpose, type SmsSender, SmsSendError } from './sender';

export function createSmsSender(
  config: SmsConfig,
  deps: { db: Queryable; logger: FastifyBaseLogger; now: () => Date },
): SmsSender {
  if (config.provider === 'msg91') return msg91Sender(config);
  return outboxSender(deps.db, deps.logger, deps.now);
}

/**
 * The template of each customer message kind's SMS: MSG91's from MSG91_MESSAGE_TEMPLATES (a kind
 * without one is not sent, and says so); the outbox takes every kind.
 */
export function smsTemplates(config: SmsConfig): (kind: string) => string | undefined {
  if (config.provider === 'msg91') return (kind) => config.messageTemplates[kind];
  return (kind) => `outbox-${kind}`;
}
