import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The process's own figures (CPU, memory, event loop, GC): one set per process. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One app's metrics. Labels hold route patterns, methods, status codes, engines, channels,
 * remotes and release versions: never a URL, an id or anything a visitor typed.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    /** The app's metrics and the process's, in Prometheus's text format. */
    async exposition(): Promise<{ contentType: string; text: string }> {
      const merged = Registry.merge([registry, processMetrics()]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    },
    http: {
      requests: new Counter({
        name: 'http_requests_total',
        help: 'Requests answered, by method, route pattern and status',
        labelNames: ['method', 'route', 'status'] as const,
        registers,
      }),
      duration: new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time from receiving a request to answering it, by method, route pattern and status',
        labelNames: ['method', 'route', 'status'] as const,
        buckets: SECONDS_BUCKETS,
        registers,
      }),
    },
    db: {
      duration: new Histogram({
        name: 'db_query_duration_seconds',
        help: 'Database calls by engine and operation (query, exec, transaction), successful or not',
        labelNames: ['engine', 'operation'] as const,
        buckets: QUERY_BUCKETS,
        registers,
      }),
      errors: new Counter({
        name: 'db_query_errors_total',
        help: 'Database calls that failed, by engine and operation',
        labelNames: ['engine', 'operation'] as const,
        registers,
      }),
      inFlight: new Gauge({
        name: 'db_operations_in_flight',
        help: 'Database calls (a transaction counts once) started and not yet finished',
        labelNames: ['engine'] as const,
        registers,
      }),
      connections: new Gauge({
        name: 'db_pool_connections',
        help: 'Database connections by state (busy, idle); PGlite has one',
        labelNames: ['engine', 'state'] as const,
        registers,
      }),
      maxConnections: new Gauge({
        name: 'db_pool_max_connections',
        help: 'The most connections the pool opens',
        labelNames: ['engine'] as const,
        registers,
      }),
      waiting: new Gauge({
        name: 'db_pool_waiting',
        help: 'Database calls waiting for a connection',
        labelNames: ['engine'] as const,
        registers,
      }),
    },
    state: {
      reachable: new Gauge({
        name: 'metrics_database_reachable',
        help: '1 when the figures read from the database at this scrape are current, else 0',
        registers,
      }),
      outbox: new Gauge({
        name: 'customer_messages_pending',
        help: 'Customer messages not yet delivered, by channel and status (queued, sending); the same in every replica',
        labelNames: ['channel', 'status'] as const,
        registers,
      }),
      outboxOldest: new Gauge({
        name: 'customer_messages_oldest_pending_seconds',
        help: 'Age of the oldest customer message not yet delivered, by channel (0: none)',
        labelNames: ['channel'] as const,
        registers,
      }),
      reconcileLag: new Gauge({
        name: 'reconciliation_lag_seconds',
        help: 'Seconds since a reconciliation run last finished without error (NaN: never)',
        registers,
      }),
      reconcileLastSuccess: new Gauge({
        name: 'reconciliation_last_success_timestamp_seconds',
        help: 'When a reconciliation run last finished without error, Unix seconds (0: never)',
        registers,
      }),
      reconcileLastFailed: new Gauge({
        name: 'reconciliation_last_run_failed',
        help: '1 when the latest reconciliation run kept ended with an error',
        registers,
      }),
      live: new Gauge({
        name: 'release_live_info',
        help: 'The live version of each remote (value 1)',
        labelNames: ['remote', 'version'] as const,
        registers,
      }),
      canary: new Gauge({
        name: 'release_canary_info',
        help: 'The canary version of each remote with one (value 1)',
        labelNames: ['remote', 'version'] as const,
        registers,
      }),
      canaryPercent: new Gauge({
        name: 'release_canary_percent',
        help: "The share of visitors each remote's canary is served to (0: no canary)",
        labelNames: ['remote'] as const,
        registers,
      }),
      canaryAge: new Gauge({
        name: 'release_canary_age_seconds',
        help: "Seconds since each remote's canary started (0: no canary)",
        labelNames: ['remote'] as const,
        registers,
      }),
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
