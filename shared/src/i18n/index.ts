// The page's one i18n instance (Lingui's core), shared by the shell and every remote: a shared
// module of its own, '@travel/shared/i18n' (docs/decisions/0024-one-i18n-instance-per-page.md).
// Each app keeps its messages in src/locales/<locale>.json, compiled by the build; a remote's
// catalogues ship inside its release and are loaded into the page's instance with its screen.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createContext, use, useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../contracts/locales';
import {
  formatIndiaDate,
  formatIndiaMonth,
  formatIst,
  type IndiaDateStyle,
} from '../contracts/time';

export type { I18n, Messages };

/** An app's messages in each language, each loaded only by a page in that language. */
export type Catalogs = Record<Locale, () => Promise<{ default: Messages }>>;

/** Catalogue files loaded together as one, e.g. a screen's own and those it shares. */
export function mergeMessages(
  ...parts: Promise<{ default: Messages }>[]
): Promise<{ default: Messages }> {
  return Promise.all(parts).then((loaded) => ({
    default: Object.assign({}, ...loaded.map((part) => part.default)) as Messages,
  }));
}

/** A screen module's optional export: the catalogues of the remote that exposes it. */
export type WithCatalogs = { catalogs?: Catalogs };

/** An instance in `locale`, with no messages yet. */
export function createI18n(locale: Locale): I18n {
  const i18n = setupI18n();
  i18n.load(locale, {});
  i18n.activate(locale);
  return i18n;
}

/** The page's language, as the server wrote it on <html lang>; English on the server. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The page's instance. A server render provides one of its own per request (I18nContext). */
export const travelI18n: I18n = createI18n(pageLocale());

export const I18nContext = createContext<I18n | undefined>(undefined);

/** The instance of this render: the provided one, else the page's. */
export function useI18n(): I18n {
  return use(I18nContext) ?? travelI18n;
}

/** A message by its id, with its values: `t('header.signIn')`, `t('orders.count', { count })`. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

export function translator(i18n: I18n): Translate {
  return (id, values) => i18n._(id, values);
}

/** The translate function of this render, the same one while the instance is. */
export function useT(): Translate {
  const i18n = useI18n();
  return useMemo(() => translator(i18n), [i18n]);
}

/**
 * A text the contract writes in English (a spec's validation message, a server's `msg`) in the
 * instance's language, when its catalogues have it (the contract's catalogue keeps these with
 * the English as the id); any other text as it is.
 */
export function contractText(i18n: I18n, english: string): string {
  return english in i18n.messages ? i18n._(english) : english;
}

/** A message by id when the instance has it, else `fallback` (English, from the contract). */
export function textOr(
  i18n: I18n,
  id: string,
  fallback: string,
  values?: Record<string, unknown>,
): string {
  return id in i18n.messages ? i18n._(id, values) : fallback;
}

/**
 * The size of the instance's messages, and this component rendered again when it changes (more
 * messages arrive: loading merges into the same object).
 */
export function useMessagesLoaded(i18n: I18n): number {
  const count = () => Object.keys(i18n.messages).length;
  return useSyncExternalStore((changed) => i18n.on('change', changed), count, count);
}

const loading = new WeakMap<I18n, Map<Catalogs, Promise<void>>>();

/**
 * Loads an app's messages in the instance's language into it, once. The build has put English
 * beneath any message a language lacks (i18n.config.ts), so one catalogue is all a page loads.
 */
export function loadCatalogs(i18n: I18n, catalogs: Catalogs): Promise<void> {
  let byCatalogs = loading.get(i18n);
  if (!byCatalogs) {
    byCatalogs = new Map();
    loading.set(i18n, byCatalogs);
  }
  let loaded = byCatalogs.get(catalogs);
  if (!loaded) {
    const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
    loaded = catalogs[locale]().then((catalog) => {
      i18n.load(locale, { ...catalog.default });
    });
    byCatalogs.set(catalogs, loaded);
    loaded.catch(() => byCatalogs.delete(catalogs));
  }
  return loaded;
}

/** Dates and times in the render's language: `dates.day('2026-12-31', 'weekday')`, `dates.ist(iso)`. */
export interface Dates {
  day(isoDate: string, style?: IndiaDateStyle): string;
  ist(isoUtc: string): string;
  /** A month, '2026-11': 'November 2026'. */
  month(yearMonth: string): string;
  /** A draw's month from its id ('DR-2026-11'), else the period the api wrote. */
  drawPeriod(draw: { drawId: string; period: string }): string;
}

export function datesIn(locale: string): Dates {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return {
    day: (isoDate, style) => formatIndiaDate(isoDate, style, language),
    ist: (isoUtc) => formatIst(isoUtc, language),
    month: (yearMonth) => formatIndiaMonth(yearMonth, language),
    drawPeriod: ({ drawId, period }) => {
      const month = /^DR-(\d{4}-(?:0[1-9]|1[0-2]))$/.exec(drawId)?.[1];
      return month ? formatIndiaMonth(month, language) : period;
    },
  };
}

/** The date formatters of this render's language. */
export function useDates(): Dates {
  const { locale } = useI18n();
  return useMemo(() => datesIn(locale), [locale]);
}

export { RichMessage } from './rich-message';
