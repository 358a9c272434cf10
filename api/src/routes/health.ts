import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './deps';

export function healthRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await db.query('select 1');
      return { status: 'ok', db: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', db: 'unreachable' });
    }
  });
}
