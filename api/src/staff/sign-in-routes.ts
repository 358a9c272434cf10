import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parse } from '../http/ops-json';
import type { RouteDeps } from '../routes/deps';
import {
  type OpenedSession,
  SETUP_LINK_INVALID,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_MS,
  STAFF_SESSION_PATH,
  WRONG_SIGN_IN,
  endStaffSession,
  finishSetup,
  signIn,
  startSetup,
} from './sign-in';

/** The console's sign-in calls; all but signOut are made before anyone is signed in. */
export const STAFF_SIGN_IN_ENDPOINTS = {
  setupStart: { method: 'POST', url: '/travel/ops/staff/setup/start' },
  setupFinish: { method: 'POST', url: '/travel/ops/staff/setup/finish' },
  signIn: { method: 'POST', url: '/travel/ops/session' },
  signOut: { method: 'POST', url: '/travel/ops/session/end' },
} as const;

/** The paths of the console's calls that need no token or session. */
export const OPEN_SIGN_IN_PATHS: ReadonlySet<string> = new Set([
  STAFF_SIGN_IN_ENDPOINTS.setupStart.url,
  STAFF_SIGN_IN_ENDPOINTS.setupFinish.url,
  STAFF_SIGN_IN_ENDPOINTS.signIn.url,
]);

/** A browser's staff call that changes something must carry this header (CSRF guard). */
export const CONSOLE_HEADER = 'x-travel-ops';

const passwordDigest = z
  .string({ error: 'passwordDigest is required' })
  .regex(
    /^[0-9a-f]{64}$/,
    'the SHA-256 of the password, as 64 lowercase hex characters, is needed',
  );
const setupCode = z.string({ error: 'code is required: the code of the set-up link' }).max(200);
const startSchema = z.strictObject({ code: setupCode });
const finishSchema = z.strictObject({
  code: setupCode,
  passwordDigest,
  totpCode: z.string({ error: 'totpCode is required: the 6 digits of the app' }).max(20),
});
const signInSchema = z.strictObject({
  email: z.string({ error: 'email is required' }).max(200),
  passwordDigest,
  code: z.string({ error: 'code is required: the 6 digits of the authenticator app' }).max(20),
});

function cookieOptions(request: FastifyRequest, production: boolean) {
  return {
    path: STAFF_SESSION_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: production || request.protocol === 'https',
  };
}

/** Sets the session cookie (HttpOnly, SameSite=Strict, Path=/travel/ops, one shift). */
function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  production: boolean,
  session: OpenedSession,
): void {
  reply.setCookie(STAFF_SESSION_COOKIE, session.token, {
    ...cookieOptions(request, production),
    maxAge: STAFF_SESSION_MS / 1000,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  production: boolean,
): void {
  reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(request, production));
}

/**
 * The console's set-up and sign-in, in the staff scope (whose error handler answers a lock of
 * the sign-in throttle with 429 and its wait).
 */
export function staffSignInRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  const production = deps.config.nodeEnv === 'production';

  scope.post(STAFF_SIGN_IN_ENDPOINTS.setupStart.url, async (request, reply) => {
    const { code } = parse(startSchema, request.body);
    const started = await startSetup(db, code, now());
    if (!started) return reply.code(400).send({ error: SETUP_LINK_INVALID });
    return started;
  });

  scope.post(STAFF_SIGN_IN_ENDPOINTS.setupFinish.url, async (request, reply) => {
    const body = parse(finishSchema, request.body);
    const finished = await finishSetup(db, body, request.ip, now());
    if (!finished.ok) {
      request.log.warn({ error: finished.error }, 'staff set-up refused');
      return reply.code(finished.status).send({ error: finished.error });
    }
    setSessionCookie(request, reply, production, finished.session);
    return finished.session.person;
  });

  scope.post(STAFF_SIGN_IN_ENDPOINTS.signIn.url, async (request, reply) => {
    const body = parse(signInSchema, request.body);
    const result = await signIn(db, body, request.ip, now());
    if (!result.ok) {
      request.log.warn(
        { email: body.email.trim().toLowerCase().slice(0, 80), why: result.failure },
        'staff sign-in refused',
      );
      return reply.code(401).send({ error: WRONG_SIGN_IN });
    }
    setSessionCookie(request, reply, production, result.session);
    return result.session.person;
  });

  scope.post(STAFF_SIGN_IN_ENDPOINTS.signOut.url, async (request, reply) => {
    const staff = request.staff;
    if (staff?.via !== 'session') {
      return reply.code(400).send({
        error:
          'Only a console session signs out; a staff token is revoked with `staff token revoke <id>`.',
      });
    }
    await endStaffSession(db, staff, now());
    clearSessionCookie(request, reply, production);
    return { ended: true };
  });
}
