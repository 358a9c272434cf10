// The site's languages (docs/decisions/0024-one-i18n-instance-per-page.md): which one a page is
// in, chosen the same way by the api's render and the browser.

/** The languages the site speaks, English first: the language of the spec and the fallback. */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-IN';

/** The cookie that remembers the visitor's choice, so the server renders the next page in it. */
export const LANGUAGE_COOKIE = 'travel_lang';
/** A year: a choice is kept until changed. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language switch as a plain link of the site (`?to=<locale>&back=<path>`): what the switch
 * does when it is pressed before the page's scripts run (api/src/routes/language.ts).
 */
export const LANGUAGE_SWITCH_PATH = '/travel/language';

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'en-IN': 'English', 'hi-IN': 'हिन्दी' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

const BY_LANGUAGE: Record<string, Locale> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * The language of the visitor's Accept-Language that the site speaks, in their order of
 * preference (q, then position); English when it names none of ours, or cannot be read.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1])
        .find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q ? Number(q) : 1,
        position,
      };
    })
    .filter((entry) => entry.q > 0 && entry.language in BY_LANGUAGE)
    .sort((a, b) => b.q - a.q || a.position - b.position);
  const first = ranked[0];
  return first ? (BY_LANGUAGE[first.language] ?? DEFAULT_LOCALE) : DEFAULT_LOCALE;
}

/** The page's language: the visitor's choice (the cookie), else their browser's, else English. */
export function chooseLocale(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  return isLocale(cookie) ? cookie : localeOfAcceptLanguage(acceptLanguage);
}
