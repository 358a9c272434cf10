import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { compileContentModule, type ContentKind } from './src/content/compile-content';

const contentDir = path.join(import.meta.dirname, 'content');
const imagesDir = path.join(import.meta.dirname, 'src', 'assets', 'images');

/**
 * content/blog/*.md and content/pages/*.md become modules at build time: `?meta` gives the front
 * matter, no query the body as a node tree. No markdown parser ships to the browser.
 */
export function pluginContent(): RsbuildPlugin {
  return {
    name: 'travel:content',
    setup(api) {
      api.transform(
        { test: { and: [contentDir, /\.md$/] } },
        ({ code, resourcePath, resourceQuery }) => {
          const kind = path.basename(path.dirname(resourcePath)) as ContentKind;
          if (kind !== 'blog' && kind !== 'pages') {
            throw new Error(`${resourcePath}: content files live in content/blog or content/pages`);
          }
          return compileContentModule({
            source: code,
            file: path.relative(import.meta.dirname, resourcePath),
            kind,
            metaOnly: new URLSearchParams(resourceQuery).has('meta'),
            imagesDir,
          });
        },
      );
    },
  };
}
