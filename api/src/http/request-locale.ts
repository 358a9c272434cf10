import { LANGUAGE_COOKIE, type Locale, chooseLocale } from '@travel/shared/contracts';
import type { FastifyRequest } from 'fastify';

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : value;

/**
 * The language of a request as the page's render chooses it: the `travel_lang` cookie, else the
 * browser's Accept-Language, else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return chooseLocale(
    request.cookies?.[LANGUAGE_COOKIE],
    headerText(request.headers['accept-language']),
  );
}
