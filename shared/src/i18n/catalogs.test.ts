import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it, vi } from 'vitest';
import { compileCatalog } from '../../../i18n.config';
import { ApiError } from '../api/api-error';
import { apiErrorMessage } from '../api/error-message';
import { TRANSPORT_MESSAGES } from '../api/wire';
import {
  BUSINESS_ERRORS,
  businessErrorMessage,
  waitParams,
  type BusinessErrorName,
  type BusinessErrorParams,
} from '../contracts/business-errors';
import { GRIEVANCE_OFFICER } from '../contracts/company';
import { ETICKET_NOTES, FLIGHT_COUPON_TERMS } from '../contracts/flight-booking';
import { FARE_BENEFITS } from '../contracts/flights';
import { LANGUAGE_INVALID_MESSAGE } from '../contracts/schemas/api-routes';
import { siteRoutes } from '../contracts/site-routes';
import {
  ORDER_STATUS,
  REFUND_STATUS,
  orderStatusLabel,
  refundStatusLabel,
} from '../contracts/statuses';
import { LOCALES } from '../contracts/locales';
import { createI18n, datesIn, loadCatalogs, translator, type Messages } from './index';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
/**
 * Every catalogue: each app's src/locales (shared, the shell and each remote) and any catalogue
 * of its own beside it (src/locales/<name>/), named `app` or `app/name`.
 */
const apps = readdirSync(root)
  .filter((dir) => existsSync(path.join(root, dir, 'src', 'locales', 'en-IN.json')))
  .flatMap((app) => [
    app,
    ...readdirSync(path.join(root, app, 'src', 'locales'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${app}/${entry.name}`),
  ]);
const catalog = (app: string, locale: string): Record<string, string> => {
  const [name = '', own = ''] = app.split('/');
  return JSON.parse(
    readFileSync(path.join(root, name, 'src', 'locales', own, `${locale}.json`), 'utf8'),
  ) as Record<string, string>;
};

/** The names of a message's values ({name}, {count, plural, ...}), sorted. */
const valuesOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]))].sort();

describe('message catalogues', () => {
  it('are found for the frame, the kit and the contract', () => {
    expect(apps).toEqual(
      expect.arrayContaining(['shared', 'shared/contract', 'shared/orders', 'shell']),
    );
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
    const kit = catalog('shared', 'en-IN');
    const orders = catalog('shared/orders', 'en-IN');
    expect(kit['kit.grievanceOfficer.hours']).toBe(GRIEVANCE_OFFICER.hours);
    const shell = catalog('shell', 'en-IN');
    for (const route of siteRoutes) {
      if (!route.signInPrompt) continue;
      expect(shell[`signInPrompt.${route.page}.heading`]).toBe(route.signInPrompt.heading);
      expect(shell[`signInPrompt.${route.page}.text`]).toBe(route.signInPrompt.text);
    }
    const flights = catalog('remote-flights', 'en-IN');
    expect(flights['flights.coupons.offBaseFare']).toBe(FLIGHT_COUPON_TERMS[1]);
    for (const [code, text] of Object.entries(FARE_BENEFITS)) {
      expect(flights[`flights.benefit.${code}`]).toBe(text);
    }
    for (const [code, text] of Object.entries(ETICKET_NOTES)) {
      expect(flights[`flights.eTicket.note.${code}`]).toBe(text);
    }
    expect(catalog('shared/contract', 'en-IN')[LANGUAGE_INVALID_MESSAGE]).toBe(
      LANGUAGE_INVALID_MESSAGE,
    );
    for (const status of Object.values(ORDER_STATUS)) {
      expect(orders[`kit.orderStatus.${status}`]).toBe(orderStatusLabel(status));
    }
    for (const status of Object.values(REFUND_STATUS)) {
      expect(orders[`kit.refundStatus.${status}`]).toBe(refundStatusLabel(status));
    }
  });
});

describe("the contract's catalogue", () => {
  const english = catalog('shared/contract', 'en-IN');
  const i18n = createI18n('en-IN');
  i18n.load('en-IN', english);
  const names = Object.keys(BUSINESS_ERRORS) as BusinessErrorName[];

  it("says every business error in English exactly as the api's msg", () => {
    const cases = (name: BusinessErrorName): BusinessErrorParams[] => {
      if (name === 'fareChanged') return [{ newPrice: '₹5,400', oldPrice: '₹5,200' }];
      const waits = [1000, 45_000, 60_000, 900_000].map((ms) => waitParams(ms));
      return BUSINESS_ERRORS[name].message.includes('{wait}') ? waits : [{}];
    };
    for (const name of names) {
      for (const params of cases(name)) {
        expect(i18n._(`error.${name}`, params), name).toBe(businessErrorMessage(name, params));
      }
    }
  });

  it("has each route's description as the route table writes it", () => {
    for (const route of siteRoutes) {
      if (route.page)
        expect(english[`description.${route.page}`], route.path).toBe(route.description);
    }
  });

  it("reads a failed call in the page's language: by the error's name, its kind or its English", async () => {
    const hindi = createI18n('hi-IN');
    await loadCatalogs(hindi, {
      'en-IN': () => Promise.resolve({ default: english }),
      'hi-IN': () => Promise.resolve({ default: catalog('shared/contract', 'hi-IN') }),
    });
    const locked = new ApiError(
      'business',
      businessErrorMessage('signInLocked', waitParams(120_000)),
      {
        code: 429,
        refusal: { name: 'signInLocked', params: waitParams(120_000) },
      },
    );
    expect(apiErrorMessage(locked, undefined, hindi)).toBe(
      'साइन इन की कई कोशिशें नाकाम रहीं। कृपया 2 मिनट बाद फिर कोशिश करें।',
    );
    expect(apiErrorMessage(locked, undefined, i18n)).toBe(
      'Too many failed sign-in attempts. Please try again in 2 minutes.',
    );
    const offline = new ApiError('network', TRANSPORT_MESSAGES.network);
    expect(apiErrorMessage(offline, undefined, hindi)).toMatch(/^नेटवर्क/);
    const invalid = new ApiError('business', 'Please input your Name!', { code: 400 });
    expect(apiErrorMessage(invalid, undefined, hindi)).toBe('कृपया अपना नाम डालें!');
    const unknown = new ApiError('business', 'A message of an operator', { code: 409 });
    expect(apiErrorMessage(unknown, undefined, hindi)).toBe('A message of an operator');
    const crashed = new ApiError(
      'bad-response',
      'Something went wrong on our side. Please try again.',
      {
        status: 500,
        requestId: 'req-abcdef12',
      },
    );
    expect(apiErrorMessage(crashed, undefined, hindi)).toBe(
      'हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें। संदर्भ: req-abcdef12',
    );
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
