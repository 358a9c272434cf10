// The same screens as one plain single-bundle SPA, no Module Federation: the shell's frame and
// router with the screens of /, /coupon, /html/flights and /html/travelBlog built in. `pnpm
// bench` builds it to compare bytes with the federated site.
import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginContent } from '../../../remote-content/content-plugin';
import { pluginStyled } from '../../../ssr.config';

const root = path.resolve(import.meta.dirname, '../../..');

export default defineConfig({
  plugins: [pluginReact(), pluginStyled(), pluginContent()],
  source: { entry: { index: path.join(root, 'shell/src/bootstrap.tsx') } },
  html: { template: path.join(root, 'shell/src/index.html') },
  output: { distPath: { root: path.join(root, 'e2e/bench/monolith/dist') }, cleanDistPath: true },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  tools: {
    rspack: (config, { rspack }) => {
      config.plugins.push(
        new rspack.NormalModuleReplacementPlugin(
          /(^|[\\/])remote-registry$/,
          path.join(import.meta.dirname, 'screens.js'),
        ),
      );
    },
  },
});
