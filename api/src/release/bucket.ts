import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A number 0-99 drawn once per browser; a canary of N % serves the buckets below N. */
export const BUCKET_COOKIE = 'travel_bucket';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The visitor's canary bucket, from the cookie, or a new one set on the reply so the visitor
 * keeps the same versions on every load. It says nothing about the visitor.
 */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply): number {
  const cookie = request.cookies?.[BUCKET_COOKIE];
  if (cookie !== undefined && /^\d{1,2}$/.test(cookie)) return Number(cookie);
  const bucket = randomInt(100);
  reply.setCookie(BUCKET_COOKIE, String(bucket), {
    path: '/',
    maxAge: YEAR_SECONDS,
    sameSite: 'lax',
    httpOnly: true,
    secure: request.protocol === 'https',
  });
  return bucket;
}
