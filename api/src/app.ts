import fastifyCookie from '@fastify/cookie';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyHttpOptions,
  type FastifyInstance,
} from 'fastify';
import { LIMITS } from './accounts/limits';
import { requireSession, startSessionSweeper } from './accounts/sessions';
import { serverClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import { apiDocsRoutes } from './http/api-docs';
import { API_BODY_LIMIT, isApiPath } from './http/api-path';
import { recordRoutes } from './http/contract-routes';
import type { RouteAccess } from './http/define-route';
import { installErrorHandler, replyApiNotFound } from './http/errors';
import { acceptOnlyJsonBodies } from './http/json-body';
import { requestIdOptions, returnRequestId } from './http/request-id';
import { registerSecurity } from './http/security';
import { cleanSignedWebhookText } from './http/signed-webhook-text';
import { refuseUnstorableText } from './http/storable-text';
import {
  type Payments,
  type WebhookDelivery,
  createPayments,
  httpDelivery,
} from './payments/gateways';
import { BOOKING_ATTACHMENTS } from './flights/documents';
import { outboxMailSender, smtpMailSender } from './messages/mail';
import { startMessageWorker } from './messages/worker';
import { instrumentDatabase } from './metrics/database';
import { measureRequests, metricsRoutes } from './metrics/metrics-route';
import { createMetrics } from './metrics/registry';
import { startReconciler } from './payments/reconcile';
import { sandboxPages } from './payments/gateways/sandbox-pages';
import { WEBHOOK_PATHS, webhookRoutes } from './payments/webhooks';
import { beaconRoutes } from './release/beacon-route';
import { startCanaryChecks } from './release/health';
import { releaseOpsRoutes } from './release/ops-routes';
import { previewKey } from './release/preview';
import { releasePreviewRoutes } from './release/preview-routes';
import { languageRoutes } from './routes/language';
import { contactRoutes } from './routes/contact';
import { couponRoutes } from './routes/coupons';
import { flightRoutes } from './routes/flights';
import { registerXsrf } from './http/xsrf';
import type { RouteDeps } from './routes/deps';
import { devOutboxRoutes } from './routes/dev-outbox';
import { healthRoutes } from './routes/health';
import { operatorCheck, operatorRoutes } from './routes/operator';
import { passwordResetRoutes } from './routes/password-reset';
import { smsRoutes } from './routes/sms';
import { staffOpsRoutes } from './staff/ops-routes';
import { userRoutes } from './routes/user';
import { websiteRoutes } from './routes/website';
import { resolveOtpPepper, resolveXsrfSecret } from './settings';
import { bindTaxRegistration } from './tax/registration';
import { type SmsSender, createSmsSender, smsTemplates } from './sms';
import { registerOpsConsole } from './site/ops-console';
import { registerRemotes } from './site/remotes';
import { ensureLocalRelease, releaseIntegrity } from './release/release-files';
import { answerThroughRoutes } from './site/page-answers';
import { createServerRenderer } from './site/server-render';
import { registerShell, replyShellFallback } from './site/shell';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway in use (and the sandbox, when it is that). */
    payments: Payments;
  }
}

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
  /** How the sandbox gateway reaches our webhook; defaults to this app (see selfDelivery). */
  deliverWebhook?: WebhookDelivery;
}

/**
 * The sandbox's webhooks come to this site like a real gateway's: over HTTP to
 * PUBLIC_BASE_URL or the port the app listens on. An app that is not listening (tests with
 * app.inject) receives them through inject.
 */
function selfDelivery(app: FastifyInstance, publicBaseUrl: string | undefined): WebhookDelivery {
  const overHttp = httpDelivery(() => {
    if (publicBaseUrl) return publicBaseUrl;
    const address = app.server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const local = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : host;
    return `http://${local}:${address.port}`;
  });
  return async (request) => {
    if (publicBaseUrl || app.server.listening) return overHttp(request);
    const response = await app.inject({
      method: 'POST',
      url: request.path,
      headers: request.headers,
      payload: request.body,
    });
    return response.statusCode;
  };
}

/** The whole site on one port: /travel/api, /remotes, /remotes.json, /healthz and the shell. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, logger } = options;
  const metrics = createMetrics();
  const instrumented = instrumentDatabase(options.db, metrics.db);
  const db = instrumented.db;
  const serverOptions: FastifyHttpOptions<Server> = {
    bodyLimit: API_BODY_LIMIT,
    // Behind a load balancer request.ip (the per-IP limits) and the https check of the XSRF
    // cookie come from X-Forwarded-* only when TRUST_PROXY says which proxies to believe.
    trustProxy: config.trustProxy,
    ...requestIdOptions(config.trustProxy),
  };
  const app = Fastify({
    ...serverOptions,
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
  });
  recordRoutes(app);
  returnRequestId(app);
  measureRequests(app, metrics);

  const now = options.now ?? serverClock(config.clockStart);
  const payments: Payments = await createPayments(config, {
    db,
    now,
    logger: app.log,
    deliver: options.deliverWebhook ?? selfDelivery(app, config.publicBaseUrl),
  });
  const unbindTaxRegistration = bindTaxRegistration(config.taxRegistration);
  app.addHook('onClose', (_instance, done) => {
    unbindTaxRegistration();
    done();
  });
  const deps: RouteDeps = {
    config,
    db,
    xsrfSecret: await resolveXsrfSecret(config.xsrfSecret, db),
    otpPepper: await resolveOtpPepper(config.otpPepper, db),
    sms: options.sms ?? createSmsSender(config.sms, { db, logger: app.log, now }),
    gateway: payments.gateway,
    now,
  };

  app.decorate('payments', payments);
  // How defineRoute enforces each call's `access` in API_CONTRACT.
  const routeAccess: RouteAccess = {
    session: (request) => requireSession(request, deps),
    operator: operatorCheck(deps),
  };
  app.decorate('routeAccess', routeAccess);
  installErrorHandler(app);
  // Every API answer, refusals made in hooks before routing included, is never cached.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
  acceptOnlyJsonBodies(app);
  refuseUnstorableText(app);
  cleanSignedWebhookText(app, {
    paths: Object.values(WEBHOOK_PATHS),
    secret: payments.webhookSecret,
  });
  await registerSecurity(app);
  await app.register(fastifyCookie);
  registerXsrf(app, deps.xsrfSecret);

  healthRoutes(app, deps);
  metricsRoutes(app, {
    metrics,
    db,
    observePool: instrumented.observe,
    now,
    token: config.metricsToken,
    production: config.nodeEnv === 'production',
  });
  websiteRoutes(app, deps);
  userRoutes(app, deps);
  smsRoutes(app, deps);
  passwordResetRoutes(app, deps);
  devOutboxRoutes(app, deps);
  contactRoutes(app, deps);
  couponRoutes(app, deps);
  flightRoutes(app, deps);
  operatorRoutes(app, deps);
  webhookRoutes(app, { ...deps, logger: app.log, webhookSecret: payments.webhookSecret });
  if (payments.sandbox) sandboxPages(app, payments.sandbox);
  beaconRoutes(app, deps);
  releaseOpsRoutes(app, deps);
  releasePreviewRoutes(app, deps);
  languageRoutes(app, deps);
  staffOpsRoutes(app, deps);
  const releases = config.releases;
  if (releases.canaryCheckIntervalMs > 0) {
    const releaseCtx = { db, releasesDir: config.releasesDir, shellDist: config.shellDist, now };
    const checks = startCanaryChecks(
      { ctx: releaseCtx, config: releases, now, logger: app.log },
      releases.canaryCheckIntervalMs,
    );
    app.addHook('onClose', () => checks.stop());
  }
  if (config.apiDocs) apiDocsRoutes(app, { version: config.version });
  if (config.messageWorkerIntervalMs > 0) {
    const stopMessages = startMessageWorker(
      {
        db,
        now,
        mail: config.mail.smtpUrl
          ? smtpMailSender(config.mail.smtpUrl, config.mail.from)
          : outboxMailSender(db),
        sms: deps.sms,
        smsTemplate: smsTemplates(config.sms),
        attachments: BOOKING_ATTACHMENTS,
        logger: app.log,
      },
      config.messageWorkerIntervalMs,
    );
    app.addHook('onClose', () => stopMessages());
  }
  if (config.reconcileIntervalMs > 0) {
    const reconciler = startReconciler({ ...deps, logger: app.log }, config.reconcileIntervalMs);
    app.addHook('onClose', () => reconciler.stop());
  }
  const sweeper = startSessionSweeper({ db, now, logger: app.log }, LIMITS.session.sweepEveryMs);
  app.addHook('onClose', () => sweeper.stop());
  // Background webhook deliveries finish before the database can close.
  app.addHook('onClose', () => payments.gateway.idle());
  const health = {
    maxFailureRate: releases.canaryMaxFailureRate,
    minLoads: releases.canaryMinLoads,
  };
  const visitorRemotes = { db, health, previewKey: previewKey(deps.xsrfSecret), now };
  await registerRemotes(app, { ...visitorRemotes, releasesDir: config.releasesDir });
  await registerShell(app, config.shellDist);
  await registerOpsConsole(app, config.opsDist);

  const renderer = createServerRenderer({
    shellDist: config.shellDist,
    releasesDir: config.releasesDir,
    ensureRelease: (dir: string, version: string) =>
      ensureLocalRelease(db, config.releasesDir, dir, version),
    releaseIntegrity: (dir: string, version: string) => releaseIntegrity(db, dir, version),
    logger: app.log,
    answer: answerThroughRoutes(app, deps.xsrfSecret),
  });
  const shellPage = { ...visitorRemotes, shellDist: config.shellDist, renderer };
  app.get('/', (request, reply) => replyShellFallback(shellPage, request, reply));
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url)
      ? replyApiNotFound(app, request, reply)
      : replyShellFallback(shellPage, request, reply),
  );
  return app;
}
