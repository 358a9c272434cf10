import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteDeps } from '../routes/deps';
import { admitBeacon, beaconClient, beaconSchema, recordLoads } from './health';
import { recordVitals, vitalsBeaconSchema } from './vitals';

export const BEACON_PATH = '/travel/beacon';
export const VITALS_BEACON_PATH = '/travel/beacon/vitals';

/** A beacon carries at most BEACON_MAX_REPORTS small reports. */
const BEACON_BODY_LIMIT = 8 * 1024;
/** 50 vitals and 20 errors of at most 500 characters. */
const VITALS_BODY_LIMIT = 24 * 1024;

type Refusal = { code: 403 | 429; error: string } | undefined;

/**
 * Same origin only, and within the client's batches per minute; each beacon has its own budget,
 * so a page's vitals never crowd out its remote loads, which the canary check reads.
 */
async function refusal(
  request: FastifyRequest,
  deps: RouteDeps,
  beacon: 'loads' | 'vitals',
): Promise<Refusal> {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
    return { code: 403, error: 'Beacons are taken from this site only.' };
  }
  const client = beaconClient(
    beacon === 'loads' ? request.ip : `${beacon}:${request.ip}`,
    deps.xsrfSecret,
  );
  const perMinute = deps.config.releases.beaconBatchesPerMinute;
  if (!(await admitBeacon(deps.db, client, deps.now(), perMinute))) {
    return { code: 429, error: 'Too many beacons from this client; try next minute.' };
  }
  return undefined;
}

function schemaError(issue: z.core.$ZodIssue | undefined): string {
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue?.message ?? 'not a beacon'}`;
}

/**
 * POST /travel/beacon: browsers report how their remote loads went, batched. No session and no
 * XSRF token: it changes nothing but counters of published releases, it is same-origin only,
 * and each client (a keyed hash of its address, not stored otherwise) has a limit per minute.
 */
export function beaconRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post(BEACON_PATH, { bodyLimit: BEACON_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const refused = await refusal(request, deps, 'loads');
    if (refused) return reply.code(refused.code).send({ error: refused.error });
    const parsed = beaconSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(400).send({ error: schemaError(parsed.error.issues[0]) });
    }
    const counted = await recordLoads(deps.db, parsed.data, deps.now());
    return reply.code(200).send({ counted });
  });

  /**
   * POST /travel/beacon/vitals: page vitals and uncaught errors per release and route, batched
   * (vitals.ts). A batch with one bad report is refused whole, so junk never touches the figures.
   */
  app.post(VITALS_BEACON_PATH, { bodyLimit: VITALS_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const refused = await refusal(request, deps, 'vitals');
    if (refused) return reply.code(refused.code).send({ error: refused.error });
    const parsed = vitalsBeaconSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(400).send({ error: schemaError(parsed.error.issues[0]) });
    }
    const counted = await recordVitals(deps.db, parsed.data, deps.now());
    return reply.code(200).send({ counted });
  });
}
