import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  devPorts,
  pluginFederationRuntimeModules,
  pluginStartAfterPaint,
  pluginStartupFiles,
  shellShared,
} from '../federation.config';
import { pluginCatalogs } from '../i18n.config';
import { pluginPrecompress } from '../precompress.config';
import { pluginStyled } from '../ssr.config';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '../shared/src/contracts/remotes';
import { ROUTED_SCREENS_FILE, type RoutedScreens } from '../shared/src/contracts/screen-manifest';
import { shellDialogs, siteRoutes } from '../shared/src/contracts/site-routes';

/** In development each remote is its own dev server; in production the api serves /remotes.json. */
function devRemotesDocument() {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      { version: 'dev', entry: `http://localhost:${devPorts[name]}/mf-manifest.json` },
    ]),
  );
  return JSON.stringify({ remotes });
}

/** Writes the screens this shell routes or opens into its dist, for the skew gate. */
function pluginRoutedScreens(): RsbuildPlugin {
  return {
    name: 'travel:routed-screens',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        if (!environments.web) return;
        const screens: RoutedScreens['screens'] = {};
        for (const id of new Set([...siteRoutes.map((route) => route.screen), ...shellDialogs])) {
          const [remote, name] = id.split('/') as [RemoteName, string];
          (screens[remote] ??= []).push(name);
        }
        const shared = JSON.parse(
          readFileSync(new URL('../shared/package.json', import.meta.url), 'utf8'),
        ) as { version: string };
        const routed: RoutedScreens = { contract: shared.version, screens };
        await writeFile(
          path.join(environments.web.distPath, ROUTED_SCREENS_FILE),
          `${JSON.stringify(routed, null, 2)}\n`,
        );
      });
    },
  };
}

const apiTarget = `http://127.0.0.1:${devPorts.api}`;

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginStyled(),
    pluginCatalogs(),
    pluginPrecompress(),
    pluginFederationRuntimeModules(),
    pluginStartupFiles(),
    pluginStartAfterPaint(path.join(import.meta.dirname, 'src/start-after-paint.js')),
    pluginRoutedScreens(),
    pluginModuleFederation({
      name: 'shell',
      // No remote is known at build time: /remotes.json names them when the page starts.
      remotes: {},
      shared: shellShared,
      shareStrategy: 'loaded-first',
      runtimePlugins: ['./src/runtime-plugin/recover-remote.ts'],
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    template: './src/index.html',
  },
  output: { distPath: { root: 'dist' } },
  server: {
    port: devPorts.shell,
    strictPort: true,
    historyApiFallback: true,
    proxy: { '/travel/api': apiTarget, '/healthz': apiTarget },
  },
  dev: {
    setupMiddlewares: (middlewares) => {
      middlewares.unshift((req, res, next) => {
        if (req.url !== '/remotes.json') return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(devRemotesDocument());
      });
    },
  },
});
