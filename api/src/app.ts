import fastifyCookie from '@fastify/cookie';
import type { Server } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyHttpOptions,
  type FastifyInstance,
} from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { API_BODY_LIMIT, isApiPath } from './http/api-path';
import { installErrorHandler, replyApiNotFound } from './http/errors';
import { acceptOnlyJsonBodies } from './http/json-body';
import { registerSecurity } from './http/security';
import { contactRoutes } from './routes/contact';
import { registerXsrf } from './http/xsrf';
import type { RouteDeps } from './routes/deps';
import { devOutboxRoutes } from './routes/dev-outbox';
import { healthRoutes } from './routes/health';
import { smsRoutes } from './routes/sms';
import { userRoutes } from './routes/user';
import { websiteRoutes } from './routes/website';
import { resolveOtpPepper, resolveXsrfSecret } from './settings';
import { type SmsSender, createSmsSender } from './sms';
import { registerRemotes } from './static/remotes';
import { registerShell, replyShellFallback } from './static/shell';

export interface AppOptions {
  config: Config;
  /** Already migrated. */
  db: Database;
  /** Defaults to a pino logger at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Defaults to the wall clock; tests pass one they can move. */
  now?: () => Date;
  /** Defaults to the gateway chosen by config.sms. */
  sms?: SmsSender;
}

/** The whole site on one port: /travel/api, /remotes, /remotes.json, /healthz and the shell. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, logger } = options;
  const serverOptions: FastifyHttpOptions<Server> = {
    bodyLimit: API_BODY_LIMIT,
    // Behind a load balancer request.ip (the per-IP limits) and the https check of the XSRF
    // cookie come from X-Forwarded-* only when TRUST_PROXY says which proxies to believe.
    trustProxy: config.trustProxy,
  };
  const app = Fastify({
    ...serverOptions,
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
  });

  const now = options.now ?? (() => new Date());
  const deps: RouteDeps = {
    config,
    db,
    xsrfSecret: await resolveXsrfSecret(config.xsrfSecret, db),
    otpPepper: await resolveOtpPepper(config.otpPepper, db),
    sms: options.sms ?? createSmsSender(config.sms, { db, logger: app.log, now }),
    now,
  };

  installErrorHandler(app);
  acceptOnlyJsonBodies(app);
  await registerSecurity(app);
  await app.register(fastifyCookie);
  registerXsrf(app, deps.xsrfSecret);
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });

  healthRoutes(app, deps);
  websiteRoutes(app, deps);
  userRoutes(app, deps);
  smsRoutes(app, deps);
  devOutboxRoutes(app, deps);
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
