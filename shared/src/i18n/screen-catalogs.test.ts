import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenMessages } from '../../../i18n.config';

// Each screen's page loads only the messages its code names (i18n.config.ts): what it names
// must be in its app's catalogue, and every message of the catalogue named by some screen.

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const REMOTES = {
  'remote-auth': 'auth.',
  'remote-coupons': 'coupons.',
  'remote-flights': 'flights.',
  'remote-content': 'content.',
} as const;

for (const [remote, namespace] of Object.entries(REMOTES)) {
  describe(`${remote}'s screens`, () => {
    const manifest = readFileSync(path.join(root, remote, 'src', 'screens.ts'), 'utf8');
    const files = [...manifest.matchAll(/'\.\/src\/screens\/([\w-]+)\.tsx'/g)].map(
      (match) => match[1] ?? '',
    );
    const english = Object.keys(
      JSON.parse(
        readFileSync(path.join(root, remote, 'src', 'locales', 'en-IN.json'), 'utf8'),
      ) as Record<string, string>,
    );
    const named = files.map((file) =>
      screenMessages(path.join(root, remote, 'src', 'screens', `${file}.tsx`)),
    );

    it('are all read', () => {
      expect(files.length).toBeGreaterThan(0);
    });

    it('name only messages their catalogue has', () => {
      for (const [index, { ids, prefixes }] of named.entries()) {
        const unknown = [...ids].filter((id) => id.startsWith(namespace) && !english.includes(id));
        expect(unknown, files[index]).toEqual([]);
        for (const prefix of prefixes) {
          if (!prefix.startsWith(namespace)) continue;
          expect(
            english.some((id) => id.startsWith(prefix)),
            `${files[index]}: ${prefix}`,
          ).toBe(true);
        }
      }
    });

    it('leave no message of the catalogue unnamed', () => {
      const unnamed = english.filter(
        (id) =>
          !named.some(
            ({ ids, prefixes }) =>
              ids.has(id) || [...prefixes].some((prefix) => id.startsWith(prefix)),
          ),
      );
      expect(unnamed).toEqual([]);
    });
  });
}

describe('what a screen names', () => {
  it('follows imports, those loaded later too, and keeps the start of a made id', () => {
    const found = screenMessages(
      path.join(root, 'remote-flights', 'src', 'screens', 'flights-search-page.tsx'),
    );
    expect(found.ids).toContain('flights.results.count');
    expect(found.prefixes).toContain('flights.cabin.');
    expect(found.files.length).toBeGreaterThan(10);
    expect(found.ids).not.toContain('coupons.catalogue.heading');
  });
});
