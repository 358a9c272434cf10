import type { RemoteRelease } from '@travel/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  failureKind,
  integrityOf,
  rememberManifest,
  type LoadReport,
  recoverLoad,
  rememberDocument,
  renderFallback,
  retryOrder,
  servingRelease,
  setServing,
} from './remote-releases';

const release = (version: string): RemoteRelease => ({
  version,
  entry: `/remotes/remote-coupons/${version}/mf-manifest.json`,
});
const v1 = release('1.0.0-aaaaaaaa');
const v2 = release('1.0.0-bbbbbbbb');

function withLastKnownGood() {
  rememberDocument({ remotes: { remote_coupons: { ...v2, lastKnownGood: v1 } } });
}

/** Loads that fail for the listed versions; records what was registered and reported. */
function fakeRuntime(failing: string[]) {
  const registered: string[] = [];
  const reports: LoadReport[] = [];
  let current = '';
  let clock = 0;
  return {
    registered,
    reports,
    deps: {
      register: (r: RemoteRelease) => {
        current = r.version;
        registered.push(r.version);
      },
      load: () => {
        clock += 5;
        if (failing.includes(current)) {
          const error = new Error('Loading chunk __federation_expose_CouponPage failed.');
          error.name = 'ChunkLoadError';
          return Promise.reject(error);
        }
        return Promise.resolve({ default: current });
      },
      report: (r: LoadReport) => reports.push(r),
      now: () => clock,
    },
  };
}

describe('the order a failed remote is tried in', () => {
  beforeEach(() => rememberDocument({ remotes: {} }));

  it('tries the live release once more, then its last known good', () => {
    withLastKnownGood();
    expect(retryOrder('remote_coupons', v2)).toEqual([v2, v1]);
  });

  it('tries the same release once more when there is no last known good', () => {
    rememberDocument({ remotes: { remote_coupons: v2 } });
    expect(retryOrder('remote_coupons', v2)).toEqual([v2]);
  });

  it('does not fall back from the last known good to itself', () => {
    withLastKnownGood();
    expect(retryOrder('remote_coupons', v1)).toEqual([v1]);
    rememberDocument({ remotes: { remote_coupons: { ...v2, lastKnownGood: v2 } } });
    expect(retryOrder('remote_coupons', v2)).toEqual([v2]);
  });

  it('loads the last known good when the live release fails twice, and reports each try', async () => {
    withLastKnownGood();
    const runtime = fakeRuntime([v2.version]);
    const failure = new Error('RUNTIME-003: Failed to get manifest.');
    const module = await recoverLoad('remote_coupons', v2, failure, 40, runtime.deps);
    expect(module).toEqual({ default: v1.version });
    expect(runtime.registered).toEqual([v2.version, v1.version]);
    expect(servingRelease('remote_coupons')).toEqual(v1);
    expect(runtime.reports).toEqual([
      { remote: 'remote_coupons', version: v2.version, outcome: 'manifest', ms: 40 },
      { remote: 'remote_coupons', version: v2.version, outcome: 'chunk', ms: 5 },
      { remote: 'remote_coupons', version: v1.version, outcome: 'ok', ms: 5 },
    ]);
  });

  it('stays on the live release when its second try works', async () => {
    withLastKnownGood();
    const runtime = fakeRuntime([]);
    const module = await recoverLoad('remote_coupons', v2, new Error('x'), 1, runtime.deps);
    expect(module).toEqual({ default: v2.version });
    expect(runtime.registered).toEqual([v2.version]);
    expect(servingRelease('remote_coupons')).toEqual(v2);
  });

  it('gives up (the section is unavailable) when the last known good fails too', async () => {
    withLastKnownGood();
    const runtime = fakeRuntime([v1.version, v2.version]);
    expect(await recoverLoad('remote_coupons', v2, new Error('x'), 1, runtime.deps)).toBe(
      undefined,
    );
    expect(runtime.registered).toEqual([v2.version, v1.version]);
    expect(runtime.reports.map((r) => r.outcome)).toEqual(['entry', 'chunk', 'chunk']);
  });
});

describe('after a screen throws while rendering', () => {
  it('switches once from the live release to its last known good, then has nothing left', () => {
    withLastKnownGood();
    expect(renderFallback('remote_coupons')).toEqual(v1);
    setServing('remote_coupons', v1);
    expect(renderFallback('remote_coupons')).toBeUndefined();
  });

  it('has nothing to switch to without a last known good', () => {
    rememberDocument({ remotes: { remote_coupons: v2 } });
    expect(renderFallback('remote_coupons')).toBeUndefined();
    expect(renderFallback('remote_flights')).toBeUndefined();
  });
});

describe('failureKind', () => {
  it('names the step of the load that failed', () => {
    const chunk = new Error('Loading chunk 12 failed.');
    chunk.name = 'ChunkLoadError';
    expect(failureKind(chunk)).toBe('chunk');
    expect(
      failureKind(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.')),
    ).toBe('manifest');
    expect(failureKind(new Error('RUNTIME-008 Failed to load script resources.'))).toBe('entry');
    expect(failureKind('anything else')).toBe('entry');
  });
});

describe('integrityOf', () => {
  it('gives the manifest and entry of the live and the last known good release their integrity', () => {
    rememberDocument({
      remotes: {
        remote_coupons: {
          ...v2,
          integrity: { 'mf-manifest.json': 'sha256-m2', 'remoteEntry.js': 'sha256-e2' },
          lastKnownGood: { ...v1, integrity: { 'remoteEntry.js': 'sha256-e1' } },
        },
      },
    });
    const base = (version: string) =>
      `${window.location.origin}/remotes/remote-coupons/${version}/`;
    expect(integrityOf(`${base(v2.version)}mf-manifest.json`)).toBe('sha256-m2');
    expect(integrityOf(`/remotes/remote-coupons/${v2.version}/remoteEntry.js`)).toBe('sha256-e2');
    expect(integrityOf(`${base(v1.version)}remoteEntry.js`)).toBe('sha256-e1');
    expect(integrityOf(`${base(v1.version)}mf-manifest.json`)).toBeUndefined();
    expect(integrityOf(`${base(v2.version)}static/js/async/1.js`)).toBeUndefined();
  });

  it("gives a release's scripts the integrity its checked manifest lists, and trusts no other manifest", () => {
    rememberDocument({
      remotes: {
        remote_coupons: { ...v2, integrity: { 'mf-manifest.json': 'sha256-m2' } },
        remote_auth: { ...v1, entry: `/remotes/remote-auth/${v1.version}/mf-manifest.json` },
      },
    });
    const checked = `${window.location.origin}/remotes/remote-coupons/${v2.version}/mf-manifest.json`;
    rememberManifest(checked, {
      travelIntegrity: { 'static/js/async/1c.js': 'sha256-c1', 'static/js/x.js': 'md5-no' },
    });
    expect(integrityOf(`/remotes/remote-coupons/${v2.version}/static/js/async/1c.js`)).toBe(
      'sha256-c1',
    );
    expect(integrityOf(`/remotes/remote-coupons/${v2.version}/static/js/x.js`)).toBeUndefined();
    const unchecked = `${window.location.origin}/remotes/remote-auth/${v1.version}/mf-manifest.json`;
    rememberManifest(unchecked, { travelIntegrity: { 'static/js/async/2.js': 'sha256-a2' } });
    expect(integrityOf(`/remotes/remote-auth/${v1.version}/static/js/async/2.js`)).toBeUndefined();
  });

  it('forgets what an earlier document said', () => {
    rememberDocument({
      remotes: { remote_coupons: { ...v2, integrity: { 'remoteEntry.js': 'sha256-e2' } } },
    });
    rememberDocument({ remotes: { remote_coupons: v2 } });
    expect(integrityOf(`/remotes/remote-coupons/${v2.version}/remoteEntry.js`)).toBeUndefined();
  });
});
