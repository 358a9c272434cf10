import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { remoteDist, shellBuild, tempDir, writeFiles } from '../test-support/app';
import { type ShellProvides, checkRelease, shellProvides } from './gate';

/** A release of remote-coupons that also lists `name` among its shared modules. */
const releaseAlsoSharing = (name: string, version: string) =>
  release((_folder, manifest) => {
    (manifest.shared as { name: string; version: string; requiredVersion: string }[]).push({
      name,
      version,
      requiredVersion: `^${version}`,
    });
  });

/** A release folder of remote-coupons as the build leaves it, with `change` applied. */
async function release(
  change: (dir: string, manifest: Record<string, unknown>) => unknown = () => undefined,
  options: Parameters<typeof remoteDist>[1] = {},
): Promise<string> {
  const dir = await tempDir('gate-release');
  await writeFiles(dir, await remoteDist('remote-coupons', options));
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, unknown>;
  await Promise.resolve(change(dir, manifest));
  await writeFile(manifestFile, JSON.stringify(manifest));
  return dir;
}

const failed = (checks: { check: string; ok: boolean; detail: string }[]) =>
  checks.filter((check) => !check.ok).map((check) => `${check.check}: ${check.detail}`);

describe('the skew gate', () => {
  let shell: ShellProvides;

  beforeAll(async () => {
    shell = await shellProvides(await shellBuild(await tempDir('gate-shell')));
  });

  it('reads what the shell provides from its build manifest', () => {
    expect(shell.source).toBe('shell/dist/mf-manifest.json');
    expect(Object.keys(shell.versions).sort()).toEqual([
      '@travel/shared',
      'react',
      'react-dom',
      'styled-components',
    ]);
  });

  it('passes a release built from this workspace', async () => {
    const checks = await checkRelease(await release(), 'remote_coupons', shell);
    expect(failed(checks)).toEqual([]);
    expect(checks.map((check) => check.check)).toEqual([
      'manifest',
      'files',
      'singletons',
      'screens',
      'contract',
    ]);
  });

  it('refuses a release built against React 18', async () => {
    const dir = await release(undefined, { versions: { react: '18.3.1', 'react-dom': '18.3.1' } });
    expect(failed(await checkRelease(dir, 'remote_coupons', shell))).toEqual([
      `singletons: react: built against 18.3.1 (needs ^18.3.1), the shell provides ${shell.versions.react}; ` +
        `react-dom: built against 18.3.1 (needs ^18.3.1), the shell provides ${shell.versions['react-dom']}`,
    ]);
  });

  it('refuses a release whose chunk is missing', async () => {
    const dir = await release((folder) =>
      rm(path.join(folder, 'static/js/async/__federation_expose_CouponPage.js')),
    );
    expect(failed(await checkRelease(dir, 'remote_coupons', shell))).toEqual([
      'files: missing: static/js/async/__federation_expose_CouponPage.js',
    ]);
  });

  it('refuses a manifest that does not parse, or is not a federation manifest', async () => {
    const broken = await release();
    await writeFile(path.join(broken, 'mf-manifest.json'), '{"name": "remote_coupons",');
    expect(failed(await checkRelease(broken, 'remote_coupons', shell))).toEqual([
      'manifest: mf-manifest.json is not valid JSON',
    ]);
    const other = await release();
    await writeFile(path.join(other, 'mf-manifest.json'), '{"name": "remote_coupons"}');
    expect(failed(await checkRelease(other, 'remote_coupons', shell))[0]).toMatch(
      /^manifest: mf-manifest.json is not a federation manifest/,
    );
    const gone = await release();
    await rm(path.join(gone, 'mf-manifest.json'));
    expect(failed(await checkRelease(gone, 'remote_coupons', shell))).toEqual([
      'manifest: mf-manifest.json is missing',
    ]);
  });

  it('refuses a release that no longer exposes a screen the shell routes to', async () => {
    const dir = await release((_folder, manifest) => {
      manifest.exposes = (manifest.exposes as { path: string }[]).filter(
        (expose) => expose.path !== './RefundOrderListPage',
      );
    });
    expect(failed(await checkRelease(dir, 'remote_coupons', shell))).toEqual([
      'screens: does not expose ./RefundOrderListPage (the live shell routes ./CouponPage, ' +
        './CouponOrderListPage, ./RefundOrderListPage; shell/dist/routed-screens.json)',
    ]);
  });

  it('refuses another major of the @travel/shared contract, and another remote’s build', async () => {
    // 2.x: built when the query hooks came from the root of @travel/shared.
    for (const version of ['2.0.0', '4.0.0']) {
      const dir = await release(undefined, { versions: { '@travel/shared': version } });
      expect(failed(await checkRelease(dir, 'remote_coupons', shell))).toEqual([
        `singletons: @travel/shared: built against ${version} (needs ^${version}), the shell provides ${shell.versions['@travel/shared']}`,
        `contract: @travel/shared ${version} is another major than the shell's ${shell.versions['@travel/shared']}`,
      ]);
    }
    expect(failed(await checkRelease(await release(), 'remote_auth', shell))).toContain(
      'manifest: mf-manifest.json is of remote_coupons, not remote_auth',
    );
  });

  it('refuses a release built before the router came from @travel/shared/router', async () => {
    const dir = await releaseAlsoSharing('react-router-dom', '7.18.5');
    expect(failed(await checkRelease(dir, 'remote_coupons', shell))).toEqual([
      'singletons: react-router-dom: the shell no longer provides it ' +
        '(the router is shared as @travel/shared/router since @travel/shared 2.0.0)',
    ]);
  });

  it('passes a release built when jotai was still shared: the page never runs its copy', async () => {
    const dir = await releaseAlsoSharing('jotai', '2.20.3');
    expect(failed(await checkRelease(dir, 'remote_coupons', shell))).toEqual([]);
  });

  it('falls back to the workspace catalog when the shell has no build manifest', async () => {
    const fallback = await shellProvides(await tempDir('gate-no-shell'));
    expect(fallback.source).toMatch(/catalog/);
    expect(fallback.versions).toEqual(shell.versions);
  });

  it('judges the screens by what the live shell routes, not by the remotes it was built with', async () => {
    const dist = await shellBuild(await tempDir('gate-shell-routes'));
    // A shell that routes a coupon screen this release does not have (say, a newer shell).
    await writeFile(
      path.join(dist, 'routed-screens.json'),
      JSON.stringify({
        contract: '3.0.0',
        screens: { remote_coupons: ['CouponPage', 'CouponGiftPage'] },
      }),
    );
    const live = await shellProvides(dist);
    expect(failed(await checkRelease(await release(), 'remote_coupons', live))).toEqual([
      'screens: does not expose ./CouponGiftPage (the live shell routes ./CouponPage, ' +
        './CouponGiftPage; shell/dist/routed-screens.json)',
    ]);
    // A shell without the file: the contract's screens.
    const unbuilt = await shellProvides(await tempDir('gate-no-routes'));
    expect(unbuilt.routes.source).toMatch(/contract/);
    expect(failed(await checkRelease(await release(), 'remote_coupons', unbuilt))).toEqual([]);
  });
});
