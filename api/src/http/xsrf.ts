import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BUSINESS_ERRORS, XSRF_COOKIE, XSRF_HEADER } from '@travel/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, pathOf } from './api-path';
import { fail } from './envelope';

/** Not envelope 403, which tells the client the session is over and signs the user out. */
export const XSRF_REFUSED_CODE = BUSINESS_ERRORS.xsrfRefused.code;
export const XSRF_REFUSED_MESSAGE = BUSINESS_ERRORS.xsrfRefused.message;

/**
 * POSTs that need no token. The auth check is the first call of a visit, which may come before
 * the page has a cookie, and it changes nothing. Payment webhooks (signed by the gateway, sent
 * without cookies) belong here too.
 */
export const XSRF_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  '/travel/api/website/auth/check',
  '/travel/api/payments/webhook/sandbox',
  '/travel/api/payments/webhook/razorpay',
  // The operator's call: authenticated by X-Operator-Key, never made by a browser.
  '/travel/api/coupon/order/original/route/refund',
]);

const RANDOM_BYTES = 32;

function sign(secret: string, random: string): string {
  return createHmac('sha256', secret).update(`xsrf:${random}`).digest('base64url');
}

/** `<random>.<hmac(secret, random)>`: the signed double-submit token of the OWASP cheat sheet. */
export function issueXsrfToken(secret: string): string {
  const random = randomBytes(RANDOM_BYTES).toString('base64url');
  return `${random}.${sign(secret, random)}`;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Made by this site (any replica with the same secret); says nothing about who holds it. */
export function isSignedXsrfToken(secret: string, token: unknown): token is string {
  if (typeof token !== 'string' || token.length > 200) return false;
  const [random, signature, extra] = token.split('.');
  if (!random || !signature || extra !== undefined) return false;
  return safeEqual(signature, sign(secret, random));
}

function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.setCookie(XSRF_COOKIE, issueXsrfToken(secret), {
    path: '/',
    sameSite: 'lax',
    // The client reads it to echo it as X-XSRF-TOKEN.
    httpOnly: false,
    secure: request.protocol === 'https',
  });
}

/**
 * Every POST under /travel/api (except XSRF_EXEMPT_PATHS) needs the X-XSRF-TOKEN header equal
 * to the XSRF-TOKEN cookie, and the cookie signed with the secret. Otherwise HTTP 403 with
 * envelope code 419 and a fresh cookie. The cookie is also handed out with the pages of the
 * site and with any API answer to a request that lacks a valid one.
 * Register after @fastify/cookie.
 */
export function registerXsrf(app: FastifyInstance, secret: string): void {
  const refreshed = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    // Unknown paths answer an honest 404 and wrong methods 405 before any check.
    if (request.method !== 'POST' || request.is404 || !isApiPath(request.url)) return;
    if (XSRF_EXEMPT_PATHS.has(pathOf(request.url))) return;
    const cookie = request.cookies?.[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (
      typeof header === 'string' &&
      isSignedXsrfToken(secret, cookie) &&
      safeEqual(header, cookie)
    ) {
      return;
    }
    refreshed.add(request);
    setXsrfCookie(request, reply, secret);
    return reply.code(BUSINESS_ERRORS.xsrfRefused.httpStatus).send(fail('xsrfRefused'));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (refreshed.has(request) || isSignedXsrfToken(secret, request.cookies?.[XSRF_COOKIE])) {
      return payload;
    }
    const contentType = String(reply.getHeader('content-type') ?? '');
    // The staff console's page is not a visitor's: it has no visitor calls to protect.
    const isPage =
      request.method === 'GET' &&
      contentType.startsWith('text/html') &&
      !request.url.startsWith('/travel/ops/');
    if (!isApiPath(request.url) && !isPage) return payload;
    setXsrfCookie(request, reply, secret);
    // A shared cache must not hand one visitor's token to the next; a page no cache may keep
    // (a member's own) stays so.
    const kept = String(reply.getHeader('cache-control') ?? '').includes('no-store');
    if (isPage && !kept) reply.header('cache-control', 'private, no-cache');
    return payload;
  });
}
