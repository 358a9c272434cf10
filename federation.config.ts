import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SCREEN_SHARED_FILE,
  SHARED_SUBPATH_FILES,
  START_AFTER_PAINT_SCRIPT,
  startAfterPaintGlue,
  STARTUP_FILES,
} from './shared/src/contracts/first-paint';
import {
  MANIFEST_INTEGRITY_FIELD,
  REMOTE_NAMES,
  REMOTES,
  type RemoteName,
} from './shared/src/contracts/remotes';
import type { ScreenManifest, StandaloneRoute } from './shared/src/contracts/screen-manifest';
import { siteRoutes } from './shared/src/contracts/site-routes';
import { pluginCatalogs } from './i18n.config';
import { pluginPrecompress } from './precompress.config';
import { defineRemoteSsrConfig, isSsrBuild, pluginStyled } from './ssr.config';

const sharedPackage = JSON.parse(
  readFileSync(new URL('./shared/package.json', import.meta.url), 'utf8'),
) as { version: string };

// One copy of each of these runs in the page; whoever loads first provides it.
// A trailing slash shares the package's subpaths too (react/jsx-runtime, react-dom/client).
// @travel/shared shares named subpaths only: '@travel/shared/contracts/plain' is built into
// each app with what it uses, and the router is shared as '@travel/shared/router', the part of
// react-router-dom the site uses. jotai and TanStack Query are not shared modules: only
// @travel/shared imports them (lint refuses them in the apps), so the one store is the one inside
// '@travel/shared' and the one query cache the one inside '@travel/shared/query', each built with
// the parts it uses (docs/decisions/0017-smaller-shared-modules.md).
//
// No range is checked in the page (`requiredVersion: false`): the release gate has checked the
// versions a release was built with against the live shell's before any visitor can load it
// (api/src/release/gate.ts), and in the page a singleton that failed its range would still run,
// with a warning. The page is spared the runtime's semver parsing, a dozen regular expressions
// compiled on a phone's main thread while it starts.
const singleton = (): moduleFederationPlugin.SharedConfig => ({
  singleton: true,
  requiredVersion: false,
});

// The subpaths of @travel/shared that are shared modules (SHARED_SUBPATH_FILES); the node render
// hands remotes the same ones (SSR_SHARED_MODULES), so no node bundle builds in a second copy of
// the store or query cache.

export const sharedSingletons: moduleFederationPlugin.Shared = {
  react: singleton(),
  'react/': singleton(),
  'react-dom': singleton(),
  'react-dom/': singleton(),
  'styled-components': singleton(),
  '@travel/shared': singleton(),
  ...Object.fromEntries(
    Object.keys(SHARED_SUBPATH_FILES).map((subpath) => [`@travel/shared/${subpath}`, singleton()]),
  ),
};

/**
 * The shell provides every @travel/shared subpath, those its own code never imports too (from
 * their files, so they are built in): the first provider of a version keeps it, and the shell
 * registers first, so a remote that is slow to load never becomes the only source of a module
 * another remote needs.
 */
export const shellShared: moduleFederationPlugin.Shared = {
  ...sharedSingletons,
  ...Object.fromEntries(
    Object.entries(SHARED_SUBPATH_FILES).map(([subpath, file]) => [
      `@travel/shared/${subpath}`,
      {
        ...singleton(),
        import: fileURLToPath(new URL(`./shared/src/${file}`, import.meta.url)),
        // A file has no package to read the version from.
        version: sharedPackage.version,
      },
    ]),
  ),
};

/**
 * The federation runtime's packages, each resolved the way the Module Federation plugin reaches
 * it: the bundler runtime and the runtime wrapper from the runtime tools, the plugin that hands
 * the runtime core to the remotes from the Module Federation plugin itself.
 */
function federationRuntimeEntries(): string[] {
  const fromRsbuildPlugin = createRequire(
    createRequire(import.meta.url).resolve('@module-federation/rsbuild-plugin'),
  );
  const fromRspackPlugin = createRequire(fromRsbuildPlugin.resolve('@module-federation/rspack'));
  const fromRuntimeTools = createRequire(
    fromRspackPlugin.resolve('@module-federation/runtime-tools'),
  );
  return [
    fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime'),
    fromRuntimeTools.resolve('@module-federation/runtime'),
    fromRspackPlugin.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
}

/**
 * Builds the federation runtime from the ES modules its packages ship. The Module Federation
 * plugin imports their CommonJS files, which the bundler keeps whole, node code included; from
 * the ES modules it keeps what the page runs (docs/decisions/0017-smaller-shared-modules.md).
 */
export function pluginFederationRuntimeModules(): RsbuildPlugin {
  return {
    name: 'travel:federation-runtime-modules',
    setup(api) {
      const alias = Object.fromEntries(
        federationRuntimeEntries().map((commonJs) => {
          const esModule = commonJs.replace(/\.cjs$/, '.js');
          if (!commonJs.endsWith('.cjs') || !existsSync(esModule)) {
            throw new Error(`No ES module beside ${commonJs}`);
          }
          return [`${commonJs}$`, esModule];
        }),
      );
      api.modifyRspackConfig((config) => {
        config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...alias } };
      });
    },
  };
}

interface ChunkStats {
  id?: string | number;
  files?: string[];
  origins?: { moduleName?: string }[];
  modules?: { name?: string; modules?: { name?: string }[] }[];
}

interface BuildStats {
  chunks?: ChunkStats[];
  namedChunkGroups?: Record<string, { chunks?: (string | number)[] }>;
}

/** The chunk graph of a build's browser bundle, from the stats rsbuild hands `onAfterBuild`. */
function browserStats(stats: {
  toJson(options: Record<string, boolean>): BuildStats & { children?: BuildStats[] };
}): BuildStats {
  const json = stats.toJson({
    all: false,
    ids: true,
    chunks: true,
    chunkModules: true,
    chunkOrigins: true,
    chunkGroups: true,
  });
  return json.chunks ? json : (json.children?.[0] ?? {});
}

/**
 * The scripts of an app's message catalogues in each language: the chunks named
 * `messages-<locale>` (src/locales/index.ts), which a page in that language loads to start, and
 * those of one screen, `messages-<screen>-<locale>`, which its page loads instead.
 */
function messageFiles(build: BuildStats): {
  messages: Record<string, string[]>;
  screenMessages: Record<string, Record<string, string[]>>;
} {
  const byId = new Map((build.chunks ?? []).map((chunk) => [chunk.id, chunk]));
  const messages: Record<string, string[]> = {};
  const screenMessages: Record<string, Record<string, string[]>> = {};
  for (const [name, group] of Object.entries(build.namedChunkGroups ?? {})) {
    const match = /^messages-(?:(\w+)-)?([a-z]{2}-[A-Z]{2})$/.exec(name);
    if (!match) continue;
    const [, screen, locale = ''] = match;
    const files = (group.chunks ?? [])
      .flatMap((id) => byId.get(id)?.files ?? [])
      .filter((file) => file.endsWith('.js'))
      .sort();
    if (screen) (screenMessages[screen] ??= {})[locale] = files;
    else messages[locale] = files;
  }
  return { messages, screenMessages };
}

/** The shared modules a chunk's code takes (`import ... from 'react'` and the like). */
function consumedShared(chunk: ChunkStats): string[] {
  return (chunk.modules ?? [])
    .flatMap((module) => [module.name ?? '', ...(module.modules ?? []).map((m) => m.name ?? '')])
    .flatMap((name) => /^consume shared module \(\w+\) (.+?)@/.exec(name)?.[1] ?? []);
}

/**
 * Writes `dist/startup-files.json`: every script the shell's entry loads before the page is
 * hydrated (`files`). From the build's chunk graph: the chunks its entry imports
 * (shell/src/index.ts), and, for each shared module their code takes, the chunks of the shell's
 * own copy (the shell provides every shared module, so the page runs its copy), again for the
 * code in those. `shared` names, for each shared module, the scripts of the shell's copy that
 * `files` does not hold, which a remote's screen that takes the module loads (a remote's
 * `screen-shared.json` says which). The api preloads them with the page
 * (api/src/site/server-render.ts), and the scripts of the shell's messages in each language
 * (`messages`); the federation manifest names only the first chunk of a shared module, and only
 * the remote's own copy.
 */
export function pluginStartupFiles(): RsbuildPlugin {
  return {
    name: 'travel:startup-files',
    setup(api) {
      api.onAfterBuild(async ({ stats, environments }) => {
        if (!stats || !environments.web) return;
        const build = browserStats(stats);
        const chunks = build.chunks ?? [];
        // The entry's own imports, and the chunks of the shell's copy of each shared module.
        const imported: ChunkStats[] = [];
        const provided = new Map<string, ChunkStats[]>();
        for (const chunk of chunks) {
          for (const { moduleName = '' } of chunk.origins ?? []) {
            if (moduleName === './src/index.ts') imported.push(chunk);
            const key = /^provide shared module \(default\) (.+?)@/.exec(moduleName)?.[1];
            if (key) provided.set(key, [...(provided.get(key) ?? []), chunk]);
          }
        }
        /** The scripts of `start`, and of the shell's copy of each shared module they take. */
        const closure = (start: ChunkStats[]): Set<string> => {
          const queue = [...start];
          const seen = new Set<ChunkStats>();
          const files = new Set<string>();
          for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
            if (seen.has(chunk)) continue;
            seen.add(chunk);
            for (const file of chunk.files ?? []) if (file.endsWith('.js')) files.add(file);
            for (const key of consumedShared(chunk)) queue.push(...(provided.get(key) ?? []));
          }
          return files;
        };
        const files = closure(imported);
        const shared: Record<string, string[]> = {};
        for (const [key, chunksOfKey] of [...provided].sort(([a], [b]) => a.localeCompare(b))) {
          const more = [...closure(chunksOfKey)].filter((file) => !files.has(file)).sort();
          if (more.length > 0) shared[key] = more;
        }
        await writeFile(
          path.join(environments.web.distPath, STARTUP_FILES),
          `${JSON.stringify({ files: [...files].sort(), shared, messages: messageFiles(build).messages }, null, 2)}\n`,
        );
      });
    },
  };
}

/**
 * Writes the one script of a server-rendered page, START_AFTER_PAINT_SCRIPT, from `source`
 * (shell/src/start-after-paint.js) with the names and timeouts it shares with the api's render.
 */
export function pluginStartAfterPaint(source: string): RsbuildPlugin {
  return {
    name: 'travel:start-after-paint',
    setup(api) {
      api.processAssets({ stage: 'additional' }, async ({ compilation, sources }) => {
        compilation.fileDependencies.add(source);
        const template = await readFile(source, 'utf8');
        const glue = `= ${JSON.stringify(startAfterPaintGlue())};`;
        if (!template.includes('= TRAVEL_FIRST_PAINT;')) {
          throw new Error(`${source} does not read TRAVEL_FIRST_PAINT`);
        }
        compilation.emitAsset(
          START_AFTER_PAINT_SCRIPT.slice(1),
          new sources.RawSource(template.replace('= TRAVEL_FIRST_PAINT;', () => glue)),
        );
      });
    },
  };
}

/**
 * Writes a remote's `dist/screen-shared.json`: for each exposed screen, the shared modules the
 * code it loads at once takes; not those of what it loads later (a dialog, a validation on first
 * submit). The api preloads the shell's copy of each with the screen's page, and the remote's
 * messages in the page's language (`messages`, by locale, or the screen's own,
 * `screenMessages`). The build's
 * mf-stats.json cannot say this: its `requires` holds what a screen loads later too.
 */
function pluginScreenShared(): RsbuildPlugin {
  return {
    name: 'travel:screen-shared',
    setup(api) {
      api.onAfterBuild(async ({ stats, environments }) => {
        if (!stats || !environments.web) return;
        const build = browserStats(stats);
        const byId = new Map((build.chunks ?? []).map((chunk) => [chunk.id, chunk]));
        const screens: Record<string, string[]> = {};
        for (const [name, group] of Object.entries(build.namedChunkGroups ?? {})) {
          const screen = /^__federation_expose_(.+)$/.exec(name)?.[1];
          if (!screen) continue;
          const keys = (group.chunks ?? []).flatMap((id) => {
            const chunk = byId.get(id);
            return chunk ? consumedShared(chunk) : [];
          });
          screens[screen] = [...new Set(keys)].sort();
        }
        await writeFile(
          path.join(environments.web.distPath, SCREEN_SHARED_FILE),
          `${JSON.stringify({ screens, ...messageFiles(build) }, null, 2)}\n`,
        );
      });
    },
  };
}

/**
 * Writes into the build's mf-manifest.json the integrity of every script of the release
 * (MANIFEST_INTEGRITY_FIELD), before the files are compressed: the shell's runtime plugin loads
 * each chunk with it, as the entry's own loader does, whoever starts the load.
 */
function pluginReleaseIntegrity(): RsbuildPlugin {
  return {
    name: 'travel:release-integrity',
    setup(api) {
      api.onAfterBuild({
        order: 'pre',
        handler: async ({ environments }) => {
          const dist = environments.web?.distPath;
          if (!dist) return;
          const manifestFile = path.join(dist, 'mf-manifest.json');
          const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<
            string,
            unknown
          >;
          const scripts = (await readdir(path.join(dist, 'static', 'js'), { recursive: true }))
            .map((file) => path.join('static', 'js', file).split(path.sep).join('/'))
            .filter((file) => file.endsWith('.js'))
            .sort();
          const integrity: Record<string, string> = {};
          for (const file of scripts) {
            const content = await readFile(path.join(dist, file));
            integrity[file] = `sha256-${createHash('sha256').update(content).digest('base64')}`;
          }
          manifest[MANIFEST_INTEGRITY_FIELD] = integrity;
          await writeFile(manifestFile, JSON.stringify(manifest));
        },
      });
    },
  };
}

/** Dev-server ports: the shell 3000, the api 8080, each remote its own (see REMOTES). */
export const devPorts = {
  shell: Number(process.env.SHELL_PORT ?? 3000),
  api: Number(process.env.PORT ?? 8080),
  ...(Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      Number(process.env[`${name.toUpperCase()}_PORT`] ?? REMOTES[name].devPort),
    ]),
  ) as Record<RemoteName, number>),
};

/** The pages a remote's dev page shows: each routed screen of it, on its real path. */
function standaloneRoutes(manifest: ScreenManifest): StandaloneRoute[] {
  return siteRoutes
    .filter((route) => route.screen.startsWith(`${manifest.remote}/`))
    .map(({ path, screen, title, props }) => ({
      path,
      screen: screen.slice(screen.indexOf('/') + 1),
      label: title,
      props,
    }));
}

/**
 * The build of one remote, from its screen manifest (src/screens.ts): what it exposes, and a
 * standalone dev page (src/index.tsx) for its team. Its public path is resolved from wherever
 * the manifest was fetched, so one build can be served from any release folder.
 */
export function defineRemoteConfig(options: {
  screens: ScreenManifest;
  title: string;
}): RsbuildConfig {
  const { remote, screens } = options.screens;
  if (isSsrBuild()) return defineRemoteSsrConfig(options.screens);
  const production = process.env.NODE_ENV === 'production';
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginStyled(),
      pluginCatalogs(),
      pluginReleaseIntegrity(),
      pluginPrecompress(),
      pluginFederationRuntimeModules(),
      pluginScreenShared(),
      pluginModuleFederation({
        name: remote,
        exposes: Object.fromEntries(
          Object.entries(screens).map(([name, screen]) => [`./${name}`, screen.module]),
        ),
        filename: 'remoteEntry.js',
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        dts: false,
        // In a release the shell provides the federation runtime, so each remote entry stays
        // small; the dev server keeps its own so the standalone dev page runs without a shell.
        experiments: production
          ? { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } }
          : undefined,
      }),
    ],
    html: { title: options.title },
    source: {
      define: { TRAVEL_STANDALONE_ROUTES: JSON.stringify(standaloneRoutes(options.screens)) },
    },
    output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
    // The release's runtime checks every chunk it loads against its hash (crossorigin anonymous).
    security: { sri: { enable: 'auto', algorithm: 'sha256' } },
    server: {
      port: devPorts[remote],
      strictPort: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    // Absolute, so the standalone dev page also works when opened on a nested path.
    dev: { assetPrefix: `http://localhost:${devPorts[remote]}/` },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
