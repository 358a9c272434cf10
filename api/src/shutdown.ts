import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from './db/database';

export interface ShutdownOptions {
  app: FastifyInstance;
  db: Database;
  logger: FastifyBaseLogger;
  /** How long requests in flight may take to finish before their connections are cut. */
  graceMs: number;
}

/**
 * Stops the site in a safe order: no new connections, idle keep-alive connections closed at
 * once, requests in flight finish (each answer closes its connection) for up to graceMs, then
 * the app's own onClose work, then the database, last. Call before listen. The function it
 * returns may be called any number of times (a signal to the group and the one the launcher
 * forwards): the first call stops, later ones only wait for it.
 */
export function gracefulShutdown(options: ShutdownOptions): (reason: string) => Promise<void> {
  const { app, db, logger, graceMs } = options;
  const inFlight = new Set<ServerResponse>();
  let stopping = false;

  app.server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.on('close', () => inFlight.delete(response));
    // An answer begun while stopping must not keep its connection alive.
    if (stopping) response.setHeader('connection', 'close');
  });

  let stopped: Promise<void> | undefined;
  async function stop(reason: string): Promise<void> {
    stopping = true;
    logger.info({ reason, inFlight: inFlight.size }, 'shutting down');
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
    const closed = app.close();
    // Connections that finish their last answer become idle; close them as they do.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
    let timer: NodeJS.Timeout | undefined;
    const overdue = new Promise<'overdue'>((resolve) => {
      timer = setTimeout(() => resolve('overdue'), graceMs);
    });
    try {
      if ((await Promise.race([closed, overdue])) === 'overdue') {
        logger.warn(
          { inFlight: inFlight.size, graceMs },
          'requests still running at the end of the grace period; closing their connections',
        );
        app.server.closeAllConnections();
        await closed;
      }
    } finally {
      clearInterval(reaper);
      clearTimeout(timer);
    }
    await db.close();
    logger.info('stopped');
  }

  return (reason) => {
    if (stopped) {
      logger.info({ reason }, 'already stopping; waiting for requests in flight');
      return stopped;
    }
    stopped = stop(reason);
    return stopped;
  };
}
