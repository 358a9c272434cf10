import type { RsbuildPlugin } from '@rsbuild/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** An app's message catalogue: src/locales/<locale>.json, e.g. src/locales/hi-IN.json. */
export const CATALOG_FILE = /[\\/]src[\\/]locales[\\/][a-z]{2}-[A-Z]{2}\.json$/;

/**
 * A catalogue ({ id: ICU message }) compiled as Lingui's runtime takes it, so no page carries a
 * message parser (docs/decisions/0024-one-i18n-instance-per-page.md). A message that does not
 * parse fails the build, named with its file and id.
 */
export function compileCatalog(source: string, file: string): string {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: ${id} is not a string`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: ${id} does not parse: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return JSON.stringify(compiled);
}

/** Every build of the shell and the remotes, browser and node alike, compiles its catalogues. */
export const pluginCatalogs = (): RsbuildPlugin => ({
  name: 'travel:catalogs',
  setup(api) {
    api.transform({ test: CATALOG_FILE }, ({ code, resourcePath }) =>
      compileCatalog(code, resourcePath),
    );
  },
});
