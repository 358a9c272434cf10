import { beforeEach, describe, expect, it } from 'vitest';
import { rememberDocument, setServing } from '../federation/remote-releases';
import { type VitalReport, attributionOf, attributionOfScript } from './attribution';
import {
  VITALS_MAX_ERRORS,
  VITALS_MAX_REPORTS,
  VITALS_URL,
  createVitalsBeacon,
  sampleRate,
} from './page-vitals';

const coupons = (version: string) => ({
  version,
  entry: `/remotes/remote-coupons/${version}/mf-manifest.json`,
});

function beacon() {
  const sent: { url: string; body: { vitals: VitalReport[]; errors: unknown[] } }[] = [];
  const b = createVitalsBeacon((url, body) => {
    sent.push({ url, body: JSON.parse(body) as (typeof sent)[number]['body'] });
    return true;
  });
  return { b, sent };
}

const at = { remote: 'remote_coupons' as const, version: '1.0.0-aaaaaaaa', route: 'coupon' };

describe('page vitals', () => {
  beforeEach(() => rememberDocument({ remotes: { remote_coupons: coupons('1.0.0-aaaaaaaa') } }));

  it("are attributed to the route's name and the release serving its screen", () => {
    expect(attributionOf('/coupon')).toEqual(at);
    // After a fall back to the last known good, that release drew the screen.
    setServing('remote_coupons', coupons('0.9.0-99999999'));
    expect(attributionOf('/coupon')?.version).toBe('0.9.0-99999999');
    // No route, or a remote without a release: nothing to attribute.
    expect(attributionOf('/no/such/page')).toBeUndefined();
    expect(attributionOf('/html/flights')).toBeUndefined();
  });

  it('map a script to the remote release it was served from', () => {
    const origin = window.location.origin;
    expect(
      attributionOfScript(
        `${origin}/remotes/remote-coupons/1.0.0-aaaaaaaa/static/js/1.js`,
        '/html/flights',
      ),
    ).toEqual({ ...at, route: 'flights' });
    expect(attributionOfScript(`${origin}/static/js/index.js`, '/coupon')).toBeUndefined();
    expect(
      attributionOfScript(`${origin}/remotes/remote-coupons/2.0.0-bbbbbbbb/x.js`, '/coupon'),
    ).toBeUndefined();
  });

  it('are sent as one batch when the page is hidden, the last value of each vital standing', () => {
    const { b, sent } = beacon();
    b.vital({ ...at, metric: 'CLS', value: 0.01 });
    b.vital({ ...at, metric: 'CLS', value: 0.123456789 });
    b.vital({ ...at, metric: 'LCP', value: 1234.56 });
    b.error({ ...at, kind: 'error', message: 'x'.repeat(900) });
    expect(sent).toEqual([]);
    b.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(VITALS_URL);
    expect(sent[0]?.body.vitals).toEqual([
      { ...at, metric: 'CLS', value: 0.1235 },
      { ...at, metric: 'LCP', value: 1234.56 },
    ]);
    expect(JSON.stringify(sent[0]?.body.errors)).toHaveLength(
      JSON.stringify([{ ...at, kind: 'error', message: 'x'.repeat(500) }]).length,
    );
    b.flush();
    expect(sent).toHaveLength(1);
  });

  it('keep one value per navigation: a route seen again after a soft navigation is its own', () => {
    const { b, sent } = beacon();
    b.vital({ ...at, metric: 'LCP', value: 900 }, 1);
    b.vital({ ...at, metric: 'LCP', value: 400 }, 3);
    b.vital({ ...at, metric: 'LCP', value: 450 }, 3);
    b.flush();
    expect(sent[0]?.body.vitals).toEqual([
      { ...at, metric: 'LCP', value: 900 },
      { ...at, metric: 'LCP', value: 450 },
    ]);
  });

  it('split into batches the api takes, and report only the first errors of a page', () => {
    const { b, sent } = beacon();
    const routes = ['coupon', 'home', 'flights'];
    for (let i = 0; i < 60; i += 1) {
      b.vital({ ...at, route: `${routes[i % 3] ?? ''}-${i}`, metric: 'INP', value: i });
    }
    for (let i = 0; i < 100; i += 1) b.error({ ...at, kind: 'rejection', message: `boom ${i}` });
    b.flush();
    expect(sent.map((batch) => batch.body.vitals.length)).toEqual([VITALS_MAX_REPORTS, 10]);
    expect(sent.map((batch) => batch.body.errors.length)).toEqual([VITALS_MAX_ERRORS, 0]);
  });

  it('are sampled at a configured rate', () => {
    expect(sampleRate(undefined)).toBe(1);
    expect(sampleRate('')).toBe(1);
    expect(sampleRate('0.1')).toBe(0.1);
    expect(sampleRate('7')).toBe(1);
    expect(sampleRate('-1')).toBe(0);
    expect(sampleRate('often')).toBe(0);
  });
});
