import { mergeMessages, type Catalogs } from '@travel/shared/i18n';

/** The frame's messages and the shared kit's (page titles), one chunk per language. */
export const catalogs: Catalogs = {
  'en-IN': () =>
    mergeMessages(
      import(/* webpackChunkName: "messages-en-IN" */ '@travel/shared/locales/en-IN.json'),
      import(/* webpackChunkName: "messages-en-IN" */ './en-IN.json'),
    ),
  'hi-IN': () =>
    mergeMessages(
      import(/* webpackChunkName: "messages-hi-IN" */ '@travel/shared/locales/hi-IN.json'),
      import(/* webpackChunkName: "messages-hi-IN" */ './hi-IN.json'),
    ),
};
