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
  keep: (id: string) => boolean = () => true,
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
    if (!keep(id)) continue;
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

/** What a screen's code names of its app's messages (screenMessages). */
export interface ScreenMessages {
  /** Every quoted text that could be an id: `t('coupons.card.buy')`, `id="content.policy.call"`. */
  ids: Set<string>;
  /** The fixed start of every id made in a template: `flights.cabin.` of `flights.cabin.${x}`. */
  prefixes: Set<string>;
  /** The files read: the screen's module and every module it imports, at once or later. */
  files: string[];
}

const QUOTED_ID = /['"]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+)['"]/g;
const TEMPLATE_ID = /`([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)*\.)\$\{/g;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const SOURCE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The messages a screen's code can show: from its module, every module it reaches by relative
 * imports (those it loads later too: a dialog, a lazy section), the texts shaped like ids and
 * the fixed starts of ids made in templates. A screen's page loads only these of its app's
 * catalogue (`?screen=<file>&messages`), so a page does not download every screen's text.
 */
export function screenMessages(screenFile: string): ScreenMessages {
  const ids = new Set<string>();
  const prefixes = new Set<string>();
  const seen = new Set<string>();
  const queue = [screenFile];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(QUOTED_ID)) ids.add(match[1] ?? '');
    for (const match of code.matchAll(TEMPLATE_ID)) prefixes.add(match[1] ?? '');
    for (const match of code.matchAll(RELATIVE_IMPORT)) {
      const base = path.resolve(path.dirname(file), match[1] ?? '');
      const found = SOURCE_SUFFIXES.map((suffix) => base + suffix).find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
      );
      if (found) queue.push(found);
    }
  }
  return { ids, prefixes, files: [...seen] };
}

/** The screen a catalogue import is for: `./hi-IN.json?screen=coupon-page&messages`. */
const SCREEN_QUERY = /[?&]screen=([a-z0-9-]+)(?:&|$)/;

/**
 * Every build of the shell and the remotes, browser and node alike, compiles its catalogues;
 * a screen's import of its app's catalogue (`?screen=<file in src/screens>&messages`) gets only
 * the messages that screen's code names.
 */
export const pluginCatalogs = (): RsbuildPlugin => ({
  name: 'travel:catalogs',
  setup(api) {
    api.transform(
      { test: CATALOG_FILE },
      ({ code, resourcePath, resourceQuery, addDependency }) => {
        // A language's catalogue changes with the English beneath it.
        addDependency(path.join(path.dirname(resourcePath), ENGLISH));
        const screen = SCREEN_QUERY.exec(resourceQuery)?.[1];
        if (!screen) return compileCatalog(code, resourcePath);
        const app = resourcePath.slice(0, resourcePath.search(/[\\/]src[\\/]locales[\\/]/));
        const named = screenMessages(path.join(app, 'src', 'screens', `${screen}.tsx`));
        for (const file of named.files) addDependency(file);
        const prefixes = [...named.prefixes];
        return compileCatalog(
          code,
          resourcePath,
          undefined,
          (id) => named.ids.has(id) || prefixes.some((prefix) => id.startsWith(prefix)),
        );
      },
    );
  },
});
