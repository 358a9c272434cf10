import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { pluginCatalogs } from './i18n.config';
import {
  releaseAssetPlaceholder,
  SSR_GLOBAL,
  SSR_SHARED_MODULES,
} from './shared/src/contracts/first-paint';
import { LOCALES } from './shared/src/contracts/locales';
import { REMOTES } from './shared/src/contracts/remotes';
import type { ScreenManifest } from './shared/src/contracts/screen-manifest';

/**
 * The server's first render (docs/decisions/0015-server-rendered-first-paint.md): the shell and
 * every remote also build a node (ES module) bundle into dist/ssr/. The api loads the shell's and
 * the live release's, and renders the frame and the route's screen to HTML.
 *
 * The singletons (SSR_SHARED_MODULES) are not in a remote's node bundle: the shell's node bundle
 * exports them (`sharedModules`) and the api puts them on `globalThis[SSR_GLOBAL]` before it
 * loads a remote's, as the shell provides them in the browser.
 */

/**
 * styled-components names each component from its file and its place in it, not from the order
 * the components were created, in every build, the node bundles and the browser's alike. A
 * browser bundle that creates its components in another order than the node bundle would
 * otherwise give them other classes: hydration would keep the server's and insert a second set
 * of rules, one style recalculation after another while the page starts.
 */
export const pluginStyled = () => pluginStyledComponents({ ssr: true });

/** Whether this build is the node bundle (`TRAVEL_SSR_BUILD=true rsbuild build`). */
export const isSsrBuild = () => process.env.TRAVEL_SSR_BUILD === 'true';

const nodeOutput = {
  target: 'node',
  distPath: { root: 'dist/ssr' },
  filename: { js: '[name].mjs' },
  emitAssets: false,
  minify: false,
  sourceMap: false,
} satisfies RsbuildConfig['output'];

/**
 * The lines of a remote's node bundle that export its messages (src/locales/<locale>.json and
 * the catalogues beside it, src/locales/<name>/<locale>.json) as `catalogs`, every language and
 * every screen's in the bundle itself: the api renders each page in its visitor's language.
 */
function catalogsModule(dir: string): string[] {
  const root = path.join(dir, 'src', 'locales');
  const file = (locale: string) => path.join(root, `${locale}.json`);
  if (!LOCALES.every((locale) => existsSync(file(locale)))) return [];
  const own = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, entry.name));
  const files = (locale: string) => [
    file(locale),
    ...own.map((sub) => path.join(sub, `${locale}.json`)).filter((each) => existsSync(each)),
  ];
  return [
    ...LOCALES.flatMap((locale, index) =>
      files(locale).map(
        (each, part) => `import catalog${index}_${part} from ${JSON.stringify(each)};`,
      ),
    ),
    `export const catalogs = { ${LOCALES.map(
      (locale, index) =>
        `${JSON.stringify(locale)}: () => Promise.resolve({ default: { ${files(locale)
          .map((_, part) => `...catalog${index}_${part}`)
          .join(', ')} } })`,
    ).join(', ')} };`,
  ];
}

/**
 * A remote's node bundle: `ssr/screens.mjs` exports `screens`, every exposed screen by name, and
 * `answers`, the api's answers a server-rendered page of each screen carries (its manifest's,
 * `src/screens.ts`, which names some by the page's URL).
 */
export function defineRemoteSsrConfig(manifest: ScreenManifest): RsbuildConfig {
  const dir = path.join(import.meta.dirname, REMOTES[manifest.remote].dir);
  const entry = path.join(dir, 'node_modules', '.cache', 'travel-ssr', 'screens.js');
  const names = Object.keys(manifest.screens);
  mkdirSync(path.dirname(entry), { recursive: true });
  writeFileSync(
    entry,
    [
      ...names.map(
        (name, index) =>
          `import screen${index} from ${JSON.stringify(path.join(dir, manifest.screens[name]?.module ?? ''))};`,
      ),
      `export const screens = { ${names.map((name, index) => `${name}: screen${index}`).join(', ')} };`,
      // The manifest itself: an answer its page's URL names is code (`ofUrl`), not data.
      `import manifest from ${JSON.stringify(path.join(dir, 'src', 'screens.ts'))};`,
      `export const answers = Object.fromEntries(Object.entries(manifest.screens).map(([name, screen]) => [name, screen.answers ?? []]));`,
      ...catalogsModule(dir),
      '',
    ].join('\n'),
  );
  return defineConfig({
    plugins: [pluginReact(), pluginStyled(), pluginCatalogs()],
    source: { entry: { screens: entry }, define: { TRAVEL_STANDALONE_ROUTES: '[]' } },
    output: {
      ...nodeOutput,
      assetPrefix: releaseAssetPlaceholder(REMOTES[manifest.remote].dir),
      externals: [
        ({ request }, callback) => {
          if (request && (SSR_SHARED_MODULES as readonly string[]).includes(request)) {
            callback(undefined, [SSR_GLOBAL, request], 'global');
            return;
          }
          callback();
        },
      ],
    },
  });
}

/** The shell's node bundle: `ssr/render.mjs` (shell/src/server/render.tsx). */
export function defineShellSsrConfig(): RsbuildConfig {
  return defineConfig({
    plugins: [pluginReact(), pluginStyled(), pluginCatalogs()],
    source: { entry: { render: './src/server/render.tsx' } },
    output: nodeOutput,
  });
}
