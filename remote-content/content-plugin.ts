import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { DEFAULT_LOCALE, isLocale } from '@travel/shared/contracts/plain';
import { compileContentModule } from './src/content/compile-content';

const contentDir = path.join(import.meta.dirname, 'content');
const imagesDir = path.join(import.meta.dirname, 'src', 'assets', 'images');

/**
 * content/blog/*.md and content/pages/*.md become modules at build time: `?meta` gives the front
 * matter, no query the body as a node tree. No markdown parser ships to the browser. A page in
 * another language than English is content/pages/<locale>/<id>.md.
 */
export function pluginContent(): RsbuildPlugin {
  return {
    name: 'travel:content',
    setup(api) {
      api.transform(
        { test: { and: [contentDir, /\.md$/] } },
        ({ code, resourcePath, resourceQuery }) => {
          // content/<kind>/<file>.md in English, content/pages/<locale>/<file>.md translated.
          const [kind, language, ...deeper] = path
            .relative(contentDir, path.dirname(resourcePath))
            .split(path.sep);
          const locale = language ?? DEFAULT_LOCALE;
          const translated = language !== undefined;
          if (
            (kind !== 'blog' && kind !== 'pages') ||
            deeper.length > 0 ||
            !isLocale(locale) ||
            (translated && (kind !== 'pages' || locale === DEFAULT_LOCALE))
          ) {
            throw new Error(
              `${resourcePath}: content files live in content/blog, content/pages or content/pages/<locale>`,
            );
          }
          return compileContentModule({
            source: code,
            file: path.relative(import.meta.dirname, resourcePath),
            kind,
            locale,
            metaOnly: new URLSearchParams(resourceQuery).has('meta'),
            imagesDir,
          });
        },
      );
    },
  };
}
