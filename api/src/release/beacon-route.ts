import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../routes/deps';
import { admitBeacon, beaconClient, beaconSchema, recordLoads } from './health';

export const BEACON_PATH = '/travel/beacon';

/** A beacon carries at most BEACON_MAX_REPORTS small reports. */
const BEACON_BODY_LIMIT = 8 * 1024;

/**
 * POST /travel/beacon: browsers report how their remote loads went, batched. No session and no
 * XSRF token: it changes nothing but counters of published releases, it is same-origin only,
 * and each client (a keyed hash of its address, not stored otherwise) has a limit per minute.
 */
export function beaconRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post(BEACON_PATH, { bodyLimit: BEACON_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
      return reply.code(403).send({ error: 'Beacons are taken from this site only.' });
    }
    const client = beaconClient(request.ip, deps.xsrfSecret);
    const perMinute = deps.config.releases.beaconBatchesPerMinute;
    if (!(await admitBeacon(deps.db, client, deps.now(), perMinute))) {
      return reply.code(429).send({ error: 'Too many beacons from this client; try next minute.' });
    }
    const parsed = beaconSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return reply.code(400).send({ error: `${where}${issue?.message ?? 'not a beacon'}` });
    }
    const counted = await recordLoads(deps.db, parsed.data, deps.now());
    return reply.code(200).send({ counted });
  });
}
