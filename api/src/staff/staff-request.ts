import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearer } from '../http/ops-json';
import type { RouteDeps } from '../routes/deps';
import { STAFF_SESSION_COOKIE, authenticateStaffSession } from './sign-in';
import { CONSOLE_HEADER, clearSessionCookie } from './sign-in-routes';
import { type StaffActor, authenticateStaffToken } from './staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member this call was authenticated as. */
    staff?: StaffActor;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Who a staff call comes from: a personal token (the CLIs, `Authorization: Bearer stf_…`) first,
 * else the console's session cookie. Sets `request.staff`, or answers 401 (nobody, or a token
 * or session that is no longer valid) or 403 (a browser change without the console's header)
 * and returns undefined.
 */
export async function authenticateStaffRequest(
  deps: Pick<RouteDeps, 'db' | 'now' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StaffActor | undefined> {
  const { db, now } = deps;
  const token = bearer(request);
  const cookie = token === undefined ? request.cookies[STAFF_SESSION_COOKIE] : undefined;
  const staff =
    token !== undefined
      ? await authenticateStaffToken(db, token, now())
      : cookie
        ? await authenticateStaffSession(db, cookie, now())
        : undefined;
  if (!staff) {
    request.log.warn(
      { url: request.url, tokenGiven: token !== undefined, cookieGiven: Boolean(cookie) },
      'staff call refused',
    );
    if (cookie) clearSessionCookie(request, reply, deps.config.nodeEnv === 'production');
    await reply.code(401).send({
      error:
        token !== undefined
          ? 'The staff token is not valid: revoked, of a disabled account, or mistyped.'
          : cookie
            ? 'Your staff console session has ended. Please sign in again.'
            : 'Please sign in to the staff console.',
    });
    return undefined;
  }
  // SameSite=Strict keeps other sites' requests from carrying the cookie; the header, which
  // no form or plain link can send, keeps anything but the console from changing things.
  if (
    staff.via === 'session' &&
    !SAFE_METHODS.has(request.method) &&
    request.headers[CONSOLE_HEADER] !== '1'
  ) {
    request.log.warn({ url: request.url }, 'staff call from a browser without the header');
    await reply
      .code(403)
      .send({ error: 'Staff actions from a browser must come from the console.' });
    return undefined;
  }
  request.staff = staff;
  return staff;
}
