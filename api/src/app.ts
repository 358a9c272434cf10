import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { API_BODY_LIMIT, isApiPath } from './http/api-path';
import { installErrorHandler, replyApiNotFound } from './http/errors';
import { acceptOnlyJsonBodies } from './http/json-body';
import { registerSecurity } from './http/security';
import { contactRoutes } from './routes/contact';
import type { RouteDeps } from './routes/deps';
import { healthRoutes } from './routes/health';
import { websiteRoutes } from './routes/website';
import { resolveXsrfSecret } from './settings';
import { registerRemotes } from './static/remotes';
import { registerShell, replyShellFallback } from './static/shell';

export interface AppOptions {
  config: Config;
  /** Already migrated. */
  db: Database;
  /** Defaults to a pino logger at config.logLevel. */
  logger?: FastifyBaseLogger;
}

/** The whole site on one port: /travel/api, /remotes, /remotes.json, /healthz and the shell. */
export async function buildApp({ config, db, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: API_BODY_LIMIT,
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
  });

  const deps: RouteDeps = {
    config,
    db,
    xsrfSecret: await resolveXsrfSecret(config.xsrfSecret, db),
  };

  installErrorHandler(app);
  acceptOnlyJsonBodies(app);
  await registerSecurity(app);
  await app.register(fastifyCookie);
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });

  healthRoutes(app, deps);
  websiteRoutes(app, deps);
  contactRoutes(app, deps);
  await registerRemotes(app, { db, releasesDir: config.releasesDir });
  await registerShell(app, config.shellDist);

  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url)
      ? replyApiNotFound(app, request, reply)
      : replyShellFallback(config.shellDist, request, reply),
  );
  return app;
}
