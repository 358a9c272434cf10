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

/**
 * GET /travel/dev/sms-outbox?mobile=9876543210: the latest outbox messages, newest first, for
 * tests and `pnpm dev`. It hands out every one-time code, so it exists only when DEV_ENDPOINTS
 * switches it on (refused in production) and with the outbox gateway.
 */
export function devOutboxRoutes(app: FastifyInstance, { config, db }: RouteDeps): void {
  if (!config.devEndpoints || config.nodeEnv === 'production') return;
  if (!config.mail.smtpUrl) {
    // The development mail outbox: where e-mail goes without SMTP_URL.
    app.get(DEV_MAIL_OUTBOX_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const query = mailQuerySchema.safeParse(request.query);
      if (!query.success) {
        return reply.code(400).send({ error: query.error.issues[0]?.message ?? 'Bad query.' });
      }
      return { messages: await readMailOutbox(db, query.data) };
    });
  }
  if (config.sms.provider !== 'outbox') return;
  app.get(DEV_OUTBOX_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = querySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: query.error.issues[0]?.message ?? 'Bad query.' });
    }
    return { messages: await readOutbox(db, query.data) };
  });
}
