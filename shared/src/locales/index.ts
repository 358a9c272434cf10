import { isLocale, DEFAULT_LOCALE } from '../contracts/locales';
import {
  contractText,
  loadCatalogs,
  mergeMessages,
  travelI18n,
  useI18n,
  useMessagesLoaded,
  type Catalogs,
  type I18n,
} from '@travel/shared/i18n';
import { useEffect, useMemo } from 'react';

/** The kit's messages (page titles): the shell loads them with its own, a dev page by itself. */
export const kitCatalogs: Catalogs = {
  'en-IN': () => import(/* webpackChunkName: "messages-en-IN" */ './en-IN.json'),
  'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './hi-IN.json'),
};

/**
 * The kit's messages of paying and of orders (the UPI payment panel, order and refund statuses),
 * which only the screens that sell or list orders load, with their own (withOrderMessages).
 */
export const orderCatalogs: Catalogs = {
  'en-IN': () => import(/* webpackChunkName: "order-messages-en-IN" */ './orders/en-IN.json'),
  'hi-IN': () => import(/* webpackChunkName: "order-messages-hi-IN" */ './orders/hi-IN.json'),
};

/** A screen's catalogues with the kit's messages of paying and of orders. */
export function withOrderMessages(catalogs: Catalogs): Catalogs {
  return {
    'en-IN': () => mergeMessages(catalogs['en-IN'](), orderCatalogs['en-IN']()),
    'hi-IN': () => mergeMessages(catalogs['hi-IN'](), orderCatalogs['hi-IN']()),
  };
}

/**
 * The contract's texts in each language: the spec's validation messages (their English is the
 * id), every business error by name (`error.<name>`), the client's transport failures and each
 * route's description. A catalogue of their own, so no page's start grows by them
 * (docs/decisions/0024-one-i18n-instance-per-page.md).
 */
export const contractCatalogs: Catalogs = {
  'en-IN': () => import(/* webpackChunkName: "contract-messages-en-IN" */ './contract/en-IN.json'),
  'hi-IN': () => import(/* webpackChunkName: "contract-messages-hi-IN" */ './contract/hi-IN.json'),
};

/**
 * Loads the contract's texts into an instance in another language than English, once; an
 * English page has them already, as the contract writes them. Never fails: without them a
 * page shows the English.
 */
export function contractMessagesReady(i18n: I18n = travelI18n): Promise<void> {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  return loadCatalogs(i18n, contractCatalogs).catch((error: unknown) => {
    console.error("[i18n] the contract's messages could not be loaded", error);
  });
}

/**
 * A text the contract writes in English (a spec's validation message, a server's `msg`) in this
 * render's language. The contract's catalogue is loaded once the component shows such a text
 * (`showing`), and the component renders again when it arrives.
 */
export function useContractText(showing = true): (english: string) => string {
  const i18n = useI18n();
  const loaded = useMessagesLoaded(i18n);
  useEffect(() => {
    if (showing) void contractMessagesReady(i18n);
  }, [i18n, showing]);
  return useMemo(() => {
    void loaded;
    return (english: string) => contractText(i18n, english);
  }, [i18n, loaded]);
}
