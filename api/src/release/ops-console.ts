import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../routes/deps';

export const CONSOLE_PATH = '/travel/ops/console';

const here = import.meta.dirname;
const page = readFileSync(path.join(here, 'console', 'console.html'));
const script = readFileSync(path.join(here, 'console', 'console.js'));

/**
 * The release managers' page: a sign-in form and, with an operator key or token, each remote's
 * live, canary and last-known-good versions with their health, the ledger, and rollback,
 * promote and abort. The page holds no data; everything it shows or does goes through
 * /travel/ops/releases/* with the operator's credential. It exists only where the operator
 * API does.
 */
export function opsConsoleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { operatorKeys, operatorTokenSecret } = deps.config.releases;
  if (operatorKeys.length === 0 && !operatorTokenSecret) return;
  app.get(CONSOLE_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page),
  );
  app.get(`${CONSOLE_PATH}.js`, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script),
  );
}
