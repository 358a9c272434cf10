import type { Catalogs } from '@travel/shared/i18n';

/** This remote's messages, one chunk per language, shipped in its release. */
export const catalogs: Catalogs = {
  'en-IN': () => import(/* webpackChunkName: "messages-en-IN" */ './en-IN.json'),
  'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './hi-IN.json'),
};
