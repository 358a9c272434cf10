// For unit tests only: page-files.ts's contexts made from content/pages by the build's own
// compiler, so a screen test loads the very bodies a release carries.
//   vi.mock('./page-files', () => import('./page-files.fake'));
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale } from '@travel/shared/contracts/plain';
import { compileContentModule, compileMeta } from './compile-content';
import type { ContentBody } from './markdown-nodes';

const dir = path.resolve(import.meta.dirname, '../../content/pages');

const markdown = (folder: string) =>
  readdirSync(path.join(dir, folder))
    .filter((file) => file.endsWith('.md'))
    .map((file) => (folder ? `./${folder}/${file}` : `./${file}`));

const english = markdown('');
const translated = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => markdown(entry.name));

const read = (key: string) => readFileSync(path.join(dir, key), 'utf8');

const context = <T>(keys: string[], load: (key: string) => T) =>
  Object.assign((key: string) => load(key), { keys: () => keys });

export const pageMetaFiles = context(english, (key) => ({
  default: compileMeta(read(key), key, 'pages', '').meta,
}));

function body(key: string): ContentBody {
  const folder = /^\.\/([^/]+)\//.exec(key)?.[1];
  const locale = folder ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) throw new Error(`${key} is in no language`);
  const module = compileContentModule({
    source: read(key),
    file: key,
    kind: 'pages',
    locale,
    metaOnly: false,
    imagesDir: '',
  });
  return JSON.parse(module.replace(/^export default /, '').replace(/;\n$/, '')) as ContentBody;
}

export const pageBodyFiles = context(
  [...english, ...translated],
  (key) =>
    // Later, as the bundler's chunk would arrive.
    new Promise<{ default: ContentBody }>((resolve) => {
      setTimeout(() => resolve({ default: body(key) }), 0);
    }),
);
