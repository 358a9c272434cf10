import {
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_SWITCH_PATH,
  SESSION_COOKIE,
  sessionTokenOf,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionOfToken } from '../accounts/sessions';
import { keepUserLocale } from '../accounts/users';
import { sitePathOrHome } from '../http/site-path';
import type { RouteDeps } from './deps';

/**
 * GET /travel/language?to=<locale>&back=<path>: the language switch pressed before the page's
 * scripts run, sent as the plain form it is in the server's page. Keeps the choice in the
 * language cookie, as the switch's script does, and with a signed-in traveller's account when
 * the page's session cookie names a live session (their e-mails, SMS and documents follow it);
 * then goes back to the page (303), which the server now renders in that language. A language
 * the site does not speak changes nothing, and a `back` that is not a path of this site is home.
 */
export function languageRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get(LANGUAGE_SWITCH_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const back = sitePathOrHome(query.back);
    reply.header('cache-control', 'no-store');
    if (!isLocale(query.to)) return reply.redirect(back, 303);
    reply.setCookie(LANGUAGE_COOKIE, query.to, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'lax',
      // The switch's script writes the same cookie.
      httpOnly: false,
      secure: request.protocol === 'https',
    });
    const token = sessionTokenOf(request.cookies[SESSION_COOKIE]);
    const user = token ? await sessionOfToken(token, deps) : null;
    if (user) await keepUserLocale(deps.db, user.userId, query.to);
    return reply.redirect(back, 303);
  });
}
