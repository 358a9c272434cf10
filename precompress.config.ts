import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt)$/;
// Build statistics are never served (api/src/site/browser-files.ts).
const BUILD_ONLY = /(?:^|\/)(?:mf-)?stats\.json$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip 9) beside every text file of
 * the build, once, so the api serves them as they are instead of compressing per request.
 * The node bundle (dist/ssr) is left alone: browsers never get it.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'travel:precompress',
    setup(api) {
      api.onAfterBuild(async () => {
        const dist = api.context.distPath;
        const entries = await readdir(dist, { recursive: true, withFileTypes: true });
        await Promise.all(
          entries
            .filter(
              (entry) =>
                entry.isFile() && COMPRESSIBLE.test(entry.name) && !BUILD_ONLY.test(entry.name),
            )
            .map((entry) => path.join(entry.parentPath, entry.name))
            .filter((file) => !path.relative(dist, file).startsWith(`ssr${path.sep}`))
            .map(async (file) => {
              const content = await readFile(file);
              if (content.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: 11,
                    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gzipAsync(content, { level: 9 }),
              ]);
              await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
            }),
        );
      });
    },
  };
}
