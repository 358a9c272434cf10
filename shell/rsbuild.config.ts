import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  devPorts,
  pluginFederationRuntimeModules,
  pluginStartupFiles,
  shellShared,
} from '../federation.config';
import { pluginPrecompress } from '../precompress.config';
import { pluginStyled } from '../ssr.config';
import { REMOTE_NAMES } from '../shared/src/contracts/remotes';

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

const apiTarget = `http://127.0.0.1:${devPorts.api}`;

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginStyled(),
    pluginPrecompress(),
    pluginFederationRuntimeModules(),
    pluginStartupFiles(),
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
