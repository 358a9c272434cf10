import { MOBILE_PATTERN } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readMailOutbox } from '../messages/mail';
import { readOutbox } from '../sms/outbox';
import type { RouteDeps } from './deps';

export const DEV_OUTBOX_PATH = '/travel/dev/sms-outbox';
export const DEV_MAIL_OUTBOX_PATH = '/travel/dev/mail-outbox';

const querySchema = z.object({
  mobile: z
    .string()
    .regex(MOBILE_PATTERN, 'mobile must be 10 digits starting 6-9, without +91')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const mailQuerySchema = z.object({
  to: z.email('to must be an e-mail address').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A development outbox as JSON: its newest messages for the query, never cached. */
function outboxRoute<Query>(
  app: FastifyInstance,
  path: string,
  schema: z.ZodType<Query>,
  read: (query: Query) => Promise<unknown[]>,
): void {
  app.get(path, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = schema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: query.error.issues[0]?.message ?? 'Bad query.' });
    }
    return { messages: await read(query.data) };
  });
}

/**
 * GET /travel/dev/sms-outbox?mobile=9876543210 (with the outbox gateway) and
 * /travel/dev/mail-outbox?to=... (without SMTP_URL): the latest messages, newest first, for
 * tests and `pnpm dev`. They hand out every one-time code, so they exist only when
 * DEV_ENDPOINTS switches them on (refused in production).
 */
export function devOutboxRoutes(app: FastifyInstance, { config, db }: RouteDeps): void {
  if (!config.devEndpoints || config.nodeEnv === 'production') return;
  if (!config.mail.smtpUrl) {
    outboxRoute(app, DEV_MAIL_OUTBOX_PATH, mailQuerySchema, (query) => readMailOutbox(db, query));
  }
  if (config.sms.provider === 'outbox') {
    outboxRoute(app, DEV_OUTBOX_PATH, querySchema, (query) => readOutbox(db, query));
  }
}
