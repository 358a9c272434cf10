import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it, vi } from 'vitest';
import { compileCatalog } from '../../../i18n.config';
import { GRIEVANCE_OFFICER } from '../contracts/company';
import { LOCALES } from '../contracts/locales';
import { createI18n, datesIn, loadCatalogs, translator, type Messages } from './index';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
/** Every app that has messages: shared, the shell and each remote with src/locales. */
const apps = readdirSync(root).filter((dir) =>
  existsSync(path.join(root, dir, 'src', 'locales', 'en-IN.json')),
);
const catalog = (app: string, locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.join(root, app, 'src', 'locales', `${locale}.json`), 'utf8'),
  ) as Record<string, string>;

/** The names of a message's values ({name}, {count, plural, ...}), sorted. */
const valuesOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]))].sort();

describe('message catalogues', () => {
  it('are found for the frame and the kit', () => {
    expect(apps).toEqual(expect.arrayContaining(['shared', 'shell']));
  });

  for (const app of apps) {
    for (const locale of LOCALES.filter((other) => other !== 'en-IN')) {
      it(`${app}: every message is in ${locale}, with the same values, and compiles`, () => {
        const english = catalog(app, 'en-IN');
        const other = catalog(app, locale);
        expect(
          Object.keys(english).filter((id) => !(id in other)),
          `missing in ${app}/src/locales/${locale}.json`,
        ).toEqual([]);
        expect(
          Object.keys(other).filter((id) => !(id in english)),
          'not in English',
        ).toEqual([]);
        for (const [id, message] of Object.entries(other)) {
          expect(valuesOf(message), `${app} ${id}`).toEqual(valuesOf(english[id] ?? ''));
          expect(() => compileMessageOrThrow(message), `${app} ${id}`).not.toThrow();
        }
      });
    }
  }
});

describe("the kit's catalogue", () => {
  it('says in English what the contract says', () => {
    expect(catalog('shared', 'en-IN')['kit.grievanceOfficer.hours']).toBe(GRIEVANCE_OFFICER.hours);
  });
});

describe('dates', () => {
  it("name a draw's month in the page language, from its id", () => {
    const draw = { drawId: 'DR-2026-11', period: 'November 2026' };
    expect(datesIn('hi-IN').drawPeriod(draw)).toBe('नवंबर 2026');
    expect(datesIn('en-IN').drawPeriod(draw)).toBe('November 2026');
    expect(datesIn('hi-IN').drawPeriod({ drawId: 'special', period: 'Diwali 2026' })).toBe(
      'Diwali 2026',
    );
  });
});

describe('an instance', () => {
  const catalogs = (english: Messages, hindi: Messages) => ({
    'en-IN': () => Promise.resolve({ default: english }),
    'hi-IN': () => Promise.resolve({ default: hindi }),
  });

  it('speaks the page language, and loads only its catalogue', async () => {
    const i18n = createI18n('hi-IN');
    const english = vi.fn(() => Promise.resolve({ default: { greet: 'Hi {name}' } }));
    await loadCatalogs(i18n, {
      'en-IN': english,
      'hi-IN': () => Promise.resolve({ default: { greet: 'नमस्ते {name}' } }),
    });
    expect(translator(i18n)('greet', { name: 'Asha' })).toBe('नमस्ते Asha');
    expect(english).not.toHaveBeenCalled();
  });

  it('loads each app’s messages beside the others', async () => {
    const i18n = createI18n('en-IN');
    await loadCatalogs(i18n, catalogs({ a: 'A' }, {}));
    await loadCatalogs(i18n, catalogs({ b: 'B' }, {}));
    expect([translator(i18n)('a'), translator(i18n)('b')]).toEqual(['A', 'B']);
  });
});

describe('a build of a catalogue', () => {
  const dir = path.join(root, 'shell', 'src', 'locales');

  it('compiles each message as the runtime takes it', () => {
    const compiled = JSON.parse(
      compileCatalog(JSON.stringify({ greet: 'Hi {name}' }), path.join(dir, 'en-IN.json')),
    ) as Record<string, unknown>;
    expect(compiled.greet).toEqual(['Hi ', ['name']]);
  });

  it('puts English beneath a message another language lacks, and says which', () => {
    const warnings: string[] = [];
    const compiled = JSON.parse(
      compileCatalog(
        JSON.stringify({ 'nav.home': 'होम' }),
        path.join(dir, 'hi-IN.json'),
        (warning) => warnings.push(warning),
      ),
    ) as Record<string, unknown>;
    expect(compiled['nav.home']).toEqual(['होम']);
    expect(compiled['nav.flights']).toEqual(['Flights']);
    expect(warnings.join()).toContain('nav.flights');
  });

  it('fails on a message that does not parse, naming it', () => {
    expect(() =>
      compileCatalog(JSON.stringify({ broken: 'Hi {name' }), path.join(dir, 'en-IN.json')),
    ).toThrow(/broken does not parse/);
  });
});
