// The unit tests' page speaks English with every app's messages, as a page of the site does
// once its apps have loaded theirs (shared/src/i18n): tests read the text a visitor reads.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { travelI18n } from './shared/src/i18n';

const root = import.meta.dirname;
// Each app's src/locales and the catalogues of its own beside it (src/locales/<name>/).
const english = readdirSync(root)
  .map((dir) => path.join(root, dir, 'src', 'locales'))
  .filter((dir) => existsSync(path.join(dir, 'en-IN.json')))
  .flatMap((dir) => [
    path.join(dir, 'en-IN.json'),
    ...readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(dir, entry.name, 'en-IN.json')),
  ])
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
travelI18n.load('en-IN', Object.assign({}, ...english) as Record<string, string>);
