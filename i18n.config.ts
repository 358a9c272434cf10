import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * An app's message catalogue: src/locales/<locale>.json, e.g. src/locales/hi-IN.json, or one
 * of its own beside it, src/locales/<name>/<locale>.json (the kit's contract/).
 */
export const CATALOG_FILE = /[\\/]src[\\/]locales[\\/](?:[a-z-]+[\\/])?[a-z]{2}-[A-Z]{2}\.json$/;

/** The language every message is written in first, and the one beneath any not translated. */
const ENGLISH = 'en-IN.json';

/**
 * A catalogue ({ id: ICU message }) compiled as Lingui's runtime takes it, so no page carries a
 * message parser (docs/decisions/0024-one-i18n-instance-per-page.md). Another language's gets
 * the English of any message it lacks, named in a warning, so a page loads one catalogue. A
 * message that does not parse fails the build, named with its file and id.
 */
export function compileCatalog(
  source: string,
  file: string,
  warn: (message: string) => void = console.warn,
): string {
  const own = JSON.parse(source) as Record<string, unknown>;
  const english = path.join(path.dirname(file), ENGLISH);
  let messages = own;
  if (path.basename(file) !== ENGLISH && existsSync(english)) {
    const fallback = JSON.parse(readFileSync(english, 'utf8')) as Record<string, unknown>;
    const missing = Object.keys(fallback).filter((id) => !(id in own));
    if (missing.length > 0) warn(`${file}: in English until translated: ${missing.join(', ')}`);
    messages = { ...fallback, ...own };
  }
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
    api.transform({ test: CATALOG_FILE }, ({ code, resourcePath, addDependency }) => {
      // A language's catalogue changes with the English beneath it.
      addDependency(path.join(path.dirname(resourcePath), ENGLISH));
      return compileCatalog(code, resourcePath);
    });
  },
});
