import type { Catalogs } from '../i18n';

/** The kit's messages (page titles): the shell loads them with its own, a dev page by itself. */
export const kitCatalogs: Catalogs = {
  'en-IN': () => import(/* webpackChunkName: "messages-en-IN" */ './en-IN.json'),
  'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './hi-IN.json'),
};
