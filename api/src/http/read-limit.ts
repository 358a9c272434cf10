import { createHmac, randomBytes } from 'node:crypto';
import { type BusinessErrorName, waitParams } from '@travel/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { type Failure, fail } from './envelope';

const MINUTE_MS = 60_000;

/** The public reads that query the database, each kind with its own budget per client. */
export type ReadKind = 'flightReads' | 'airportLookups';

const REFUSALS: Record<ReadKind, BusinessErrorName> = {
  flightReads: 'flightReadsTooMany',
  airportLookups: 'airportLookupsTooMany',
};

/**
 * Marks the api's own calls (a server-rendered page's answers, page-answers.ts): they are the
 * page's, not a client's, and are not counted. A fresh value per process, never sent out.
 */
export const OWN_CALL_HEADER = 'x-travel-own-call';
export const OWN_CALL_TOKEN = randomBytes(24).toString('base64url');

export interface ReadLimiter {
  /**
   * Counts one read of `kind` by the request's client this minute. Over the budget, sets HTTP
   * 429 and Retry-After on the reply and returns the refusal to answer with; else undefined.
   */
  refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ReadKind,
  ): Promise<Failure | undefined>;
}

/**
 * Per-client budgets of reads per minute, counted in the database (client_read_rate) so every
 * replica shares them. The client is a keyed hash of its address (TRUST_PROXY decides which
 * address that is). A client refused this minute is refused again by this process without
 * asking the database, so a flood costs one counter row, not a query per request.
 */
export function readLimiter(options: {
  db: Queryable;
  secret: string;
  now: () => Date;
  perMinute: Record<ReadKind, number>;
}): ReadLimiter {
  const { db, secret, now, perMinute } = options;
  /** `kind client` -> the minute it was refused in. */
  const refused = new Map<string, number>();
  let sweptMinute = 0;

  function refusal(reply: FastifyReply, kind: ReadKind, at: number, minute: number): Failure {
    const waitMs = minute + MINUTE_MS - at;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    reply.code(429).header('retry-after', String(seconds));
    return fail(REFUSALS[kind], waitParams(seconds * 1000));
  }

  return {
    async refuse(request, reply, kind) {
      if (request.headers[OWN_CALL_HEADER] === OWN_CALL_TOKEN) return undefined;
      const at = now().getTime();
      const minute = Math.floor(at / MINUTE_MS) * MINUTE_MS;
      const client = createHmac('sha256', secret)
        .update(`reads:${request.ip}`)
        .digest('base64url')
        .slice(0, 22);
      const key = `${kind} ${client}`;
      if (refused.get(key) === minute) return refusal(reply, kind, at, minute);
      if (minute !== sweptMinute) {
        sweptMinute = minute;
        refused.clear();
        await db.query('delete from client_read_rate where minute < $1', [
          new Date(minute - MINUTE_MS),
        ]);
      }
      const [row] = await db.query<{ reads: number }>(
        `insert into client_read_rate (client, kind, minute, reads) values ($1, $2, $3, 1)
         on conflict (client, kind, minute) do update set reads = client_read_rate.reads + 1
         returning reads`,
        [client, kind, new Date(minute)],
      );
      if ((row?.reads ?? 0) <= perMinute[kind]) return undefined;
      refused.set(key, minute);
      return refusal(reply, kind, at, minute);
    },
  };
}
