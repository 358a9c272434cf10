import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { pluginCatalogs } from '../i18n.config';

/**
 * The staff console: one page the api serves at /travel/ops/, with no federation and nothing
 * shared with the visitors' bundles, so it works when the shell or a remote is what is broken.
 */
export default defineConfig({
  plugins: [pluginReact(), pluginStyledComponents(), pluginCatalogs()],
  source: { entry: { index: './src/index.tsx' } },
  html: {
    title: 'Heg Travel staff console',
    meta: { robots: 'noindex, nofollow', viewport: 'width=device-width, initial-scale=1' },
  },
  output: { assetPrefix: '/travel/ops/', distPath: { root: 'dist' }, sourceMap: { js: false } },
  server: {
    port: Number(process.env.OPS_PORT ?? 3010),
    base: '/travel/ops',
    proxy: { '/travel': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
});
