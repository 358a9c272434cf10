import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// One copy of each of these runs in the page; whoever loads first provides it.
// A trailing slash shares the package's subpaths too (react-dom/client, jotai/utils).
const singleton = (requiredVersion: string): moduleFederationPlugin.SharedConfig => ({
  singleton: true,
  requiredVersion,
});

export const sharedSingletons: moduleFederationPlugin.Shared = {
  react: singleton('^19.3.1'),
  'react/': singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'react-dom/': singleton('^19.3.1'),
  'react-router-dom': singleton('^7.18.5'),
  jotai: singleton('^2.20.3'),
  'jotai/': singleton('^2.20.3'),
  'styled-components': singleton('^6.6.0'),
  // One cache for the page: every remote's queries must see the shell's QueryClientProvider.
  '@tanstack/react-query': singleton('^5.108.0'),
  '@travel/shared': singleton('^1.0.0'),
  '@travel/shared/': singleton('^1.0.0'),
};

/** Dev-server ports; each can be moved with its own environment variable. */
export const devPorts = {
  shell: Number(process.env.SHELL_PORT ?? 3000),
  remote_auth: Number(process.env.REMOTE_AUTH_PORT ?? 3001),
  remote_coupons: Number(process.env.REMOTE_COUPONS_PORT ?? 3002),
  remote_flights: Number(process.env.REMOTE_FLIGHTS_PORT ?? 3003),
  remote_content: Number(process.env.REMOTE_CONTENT_PORT ?? 3004),
  api: Number(process.env.PORT ?? 8080),
} as const;

export type RemoteName = Exclude<keyof typeof devPorts, 'shell' | 'api'>;

/**
 * The build of one remote: its own output folder with mf-manifest.json, and a standalone
 * dev page (src/index.tsx) for its team. Its public path is resolved from wherever the
 * manifest was fetched, so one build can be served from any release folder.
 */
export function defineRemoteConfig(options: {
  name: RemoteName;
  exposes: Record<string, string>;
  title: string;
}): RsbuildConfig {
  const production = process.env.NODE_ENV === 'production';
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: options.name,
        exposes: options.exposes,
        filename: 'remoteEntry.js',
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        dts: false,
        // In a release the shell provides the federation runtime, so each remote entry stays
        // small; the dev server keeps its own so the standalone dev page runs without a shell.
        experiments: production
          ? { externalRuntime: true, optimization: { disableRemote: true } }
          : undefined,
      }),
    ],
    html: { title: options.title },
    output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
    server: {
      port: devPorts[options.name],
      strictPort: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    // Absolute, so the standalone dev page also works when opened on a nested path.
    dev: { assetPrefix: `http://localhost:${devPorts[options.name]}/` },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
