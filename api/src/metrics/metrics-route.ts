import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import type { Metrics } from './registry';
import { observeState } from './state';

export const METRICS_PATH = '/metrics';

/** The route label of a request no route matched (the site's pages, unknown paths). */
export const UNMATCHED_ROUTE = '(unmatched)';

export interface MetricsDeps {
  metrics: Metrics;
  db: Queryable;
  /** Sets the pool gauges (instrumentDatabase). */
  observePool: () => void;
  now: () => Date;
  /** METRICS_TOKEN: the bearer token /metrics asks for; unset: open, except in production. */
  token: string | undefined;
  production: boolean;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/** Counts and times every request by its route pattern (never its URL) and status. */
export function measureRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    metrics.http.requests.inc(labels);
    metrics.http.duration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** GET /metrics in Prometheus's text format, behind METRICS_TOKEN when it is set. */
export function metricsRoutes(app: FastifyInstance, deps: MetricsDeps): void {
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (deps.token === undefined && deps.production) {
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('Metrics are off in production until METRICS_TOKEN is set.\n');
    }
    if (deps.token !== undefined && !bearerMatches(request.headers.authorization, deps.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.\n');
    }
    deps.observePool();
    if (!(await observeState(deps.db, deps.now(), deps.metrics.state))) {
      request.log.warn('metrics: the database did not answer; its figures are stale');
    }
    const { contentType, text } = await deps.metrics.exposition();
    return reply.type(contentType).send(text);
  });
}
