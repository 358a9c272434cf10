// The first paint's glue (docs/decisions/0015-server-rendered-first-paint.md): the names, module
// lists and timeouts that the api's server render (api/src/site/server-render.ts), the shell's
// entry and bootstrap, its start-after-paint script, its node bundle and the builds
// (ssr.config.ts, federation.config.ts) agree on.

/**
 * The subpaths of @travel/shared that are shared modules, one copy in the page, and their files
 * in shared/src (docs/decisions/0017-smaller-shared-modules.md).
 */
export const SHARED_SUBPATH_FILES = {
  router: 'router.ts',
  i18n: 'i18n/index.ts',
  'contracts/schemas': 'contracts/schemas/index.ts',
  lists: 'lists.ts',
  payment: 'payment/index.ts',
  query: 'query/index.ts',
} as const;

export type SharedSubpath = keyof typeof SHARED_SUBPATH_FILES;
export type SharedSubpathModule = `@travel/shared/${SharedSubpath}`;

const sharedSubpathModules = (Object.keys(SHARED_SUBPATH_FILES) as SharedSubpath[]).map(
  (subpath): SharedSubpathModule => `@travel/shared/${subpath}`,
);

/**
 * The singletons of a node render: the shell's node bundle exports them (`sharedModules`), the
 * api puts them on `globalThis[SSR_GLOBAL]` and a remote's node bundle takes them from there,
 * as the shell provides them in the browser.
 */
export const SSR_SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'styled-components',
  '@travel/shared',
  ...sharedSubpathModules,
] as const;

export type SsrSharedModule = (typeof SSR_SHARED_MODULES)[number];

/** Where a remote's node bundle finds the singletons. */
export const SSR_GLOBAL = '__travelSsrModules';

/** Where a release's files will be, in its node bundle: the api puts `/remotes/<dir>/<version>/`. */
export const releaseAssetPlaceholder = (dir: string) => `/__travel_release__/${dir}/`;

/** The file in the shell's build that lists what the page loads to start. */
export const STARTUP_FILES = 'startup-files.json';
/** The file in a remote's build that names the shared modules each screen takes at once. */
export const SCREEN_SHARED_FILE = 'screen-shared.json';

/** The one script of a server-rendered page; it starts the rest once the page has painted. */
export const START_AFTER_PAINT_SCRIPT = '/start-after-paint.js';
/** On the inert link of a file the page needs once it has painted; `="shell"` on the shell's. */
export const AFTER_PAINT_ATTRIBUTE = 'data-travel-after-paint';
/** The value of AFTER_PAINT_ATTRIBUTE on the shell's own files: its entry runs once they are here. */
export const SHELL_FILES = 'shell';
/** On the inert links of the shell's entry scripts, run in their order after the paint. */
export const ENTRY_ATTRIBUTE = 'data-travel-entry';
/** The meta element that names the shared modules the route's screen takes at once. */
export const SCREEN_SHARED_META = 'travel-screen-shared';

/** start-after-paint.js: a page whose hero is slow to come starts after this. */
export const START_AT_MOST_MS = 2_500;
/** start-after-paint.js: the entry runs at the latest this long after the start. */
export const RUN_AT_MOST_MS = 3_000;
/** start-after-paint.js: when the hero is not the largest paint, its decoding and this margin. */
export const HERO_NOT_LARGEST_MS = 300;
/** start-after-paint.js: the inert links made preloads in one task. */
export const PRELOADS_PER_TASK = 2;
/** The shell's bootstrap: how long the frame waits for the route's remote before it hydrates. */
export const HYDRATION_WAIT_MS = 1_000;
/** The node render: how long it waits for a section before it leaves it to the browser. */
export const SECTION_WAIT_MS = 2_000;

/** What start-after-paint.js is built with (the shell's build writes it). */
export const startAfterPaintGlue = () => ({
  AFTER_PAINT_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  SHELL_FILES,
  START_AT_MOST_MS,
  RUN_AT_MOST_MS,
  HERO_NOT_LARGEST_MS,
  PRELOADS_PER_TASK,
});
