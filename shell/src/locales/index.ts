import type { Catalogs, Messages } from '@travel/shared/i18n';

type Catalog = Promise<{ default: Messages }>;

/** The frame's messages and the shared kit's (page titles), one chunk per language. */
const both = (shared: Catalog, shell: Catalog) =>
  Promise.all([shared, shell]).then(([kit, own]) => ({
    default: { ...kit.default, ...own.default },
  }));

export const catalogs: Catalogs = {
  'en-IN': () =>
    both(
      import(/* webpackChunkName: "messages-en-IN" */ '@travel/shared/locales/en-IN.json'),
      import(/* webpackChunkName: "messages-en-IN" */ './en-IN.json'),
    ),
  'hi-IN': () =>
    both(
      import(/* webpackChunkName: "messages-hi-IN" */ '@travel/shared/locales/hi-IN.json'),
      import(/* webpackChunkName: "messages-hi-IN" */ './hi-IN.json'),
    ),
};
