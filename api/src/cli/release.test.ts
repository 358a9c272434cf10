import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite';
import { verifyOperatorToken } from '../release/operator-token';
import { previewKey, verifyPreviewToken } from '../release/preview';
import { remoteBuild, tempDir, testApp } from '../test-support/app';
import { useTestDatabase } from '../test-support/database';
import { addStaffMember, bootstrapAdmin, listeningSite } from '../test-support/staff';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'release.ts');

async function release(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: path.join(import.meta.dirname, '../..'),
      env: { ...process.env, ...env, DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('release CLI', () => {
  it('explains that the embedded database is busy instead of corrupting it', async () => {
    const dataDir = await tempDir('cli-data');
    const server = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const result = await release(['list'], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by process ${process.pid}`);
      expect(result.stderr).toContain('DATABASE_URL');
    } finally {
      await server.close();
    }
  });

  it('prints its usage for an unknown command', async () => {
    const result = await release(['deploy-everything'], { DATA_DIR: await tempDir('cli-usage') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('publish-all [--activate]');
  });
});

describe('release preview without --url', () => {
  it('signs a preview link with the site secret and records who made it', async () => {
    const secret = 's'.repeat(40);
    const env = {
      DATA_DIR: await tempDir('cli-preview'),
      XSRF_SECRET: secret,
      PUBLIC_BASE_URL: 'https://travel.example/',
      RELEASE_OPERATOR: 'asha',
    };
    const dir = await remoteBuild(await tempDir('cli-preview-repo'), 'remote-coupons');
    const published = await release(['publish', dir], env);
    expect(published.code, published.stderr).toBe(0);
    const version = /^remote-coupons (\S+):/.exec(published.stdout)?.[1] ?? '';
    const made = await release(['preview', 'remote-coupons', version], env);
    expect(made.code, made.stderr).toBe(0);
    const token = /^ {2}https:\/\/travel\.example\/travel\/release-preview\?token=(\S+)$/m.exec(
      made.stdout,
    )?.[1];
    expect(
      verifyPreviewToken(previewKey(secret), decodeURIComponent(token ?? ''), new Date()),
    ).toMatchObject({ ok: true, remote: 'remote-coupons', version });
    expect(made.stdout).toContain('open https://travel.example/travel/release-preview/end');
    const tooLong = await release(['preview', 'remote-coupons', version, '--minutes', '999'], env);
    expect(tooLong.code).toBe(1);
    expect(tooLong.stderr).toContain('A preview lasts 1 to 240 minutes.');

    const db = await openPglite({ dataDir: path.join(env.DATA_DIR, 'pglite') });
    try {
      const rows = await db.query<{ actor: string; details: { version: string } }>(
        "select actor, details from staff_audit where action = 'release.preview'",
      );
      expect(rows.map((row) => [row.actor, row.details.version])).toEqual([['asha', version]]);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('release token', () => {
  const secret = 't'.repeat(40);

  it('signs a token for an operator that the site takes instead of a key', async () => {
    const issued = await release(['token', 'meera', '--hours', '2'], {
      RELEASE_OPERATOR_TOKEN_SECRET: secret,
    });
    expect(issued.code, issued.stderr).toBe(0);
    const [token = '', note = ''] = issued.stdout.trim().split('\n');
    expect(note).toMatch(/^# for meera, valid until \d{4}-\d\d-\d\dT/);
    expect(verifyOperatorToken(secret, token)).toMatchObject({ ok: true, operator: 'meera' });
  });

  it('refuses without the secret, for a bad name or a lifetime over a week', async () => {
    const none = await release(['token', 'meera'], { RELEASE_OPERATOR_TOKEN_SECRET: '' });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('Set RELEASE_OPERATOR_TOKEN_SECRET');
    const env = { RELEASE_OPERATOR_TOKEN_SECRET: secret };
    expect((await release(['token', 'no spaces'], env)).stderr).toContain('operator name');
    expect((await release(['token', 'meera', '--hours', '500'], env)).stderr).toContain(
      'at most 168 hours',
    );
  });
});

describe('release CLI against a running site (--url)', () => {
  const database = useTestDatabase('pglite');
  const key = 'k'.repeat(40);

  it('publishes, activates, rolls back, starts a canary and prints status and ledger while the site serves', async () => {
    const { app, config } = await testApp(database().db, {
      env: { RELEASE_OPERATOR_KEYS: `ravi:${key}` },
    });
    const url = await listeningSite(app);
    const admin = await bootstrapAdmin(app, config);
    const staffToken = await addStaffMember(
      app,
      admin,
      'meera@hegtravel.example',
      ['release'],
      'Meera',
    );
    // The staff token is taken before an operator key set beside it.
    const env = {
      DATA_DIR: await tempDir('cli-url'),
      STAFF_TOKEN: staffToken,
      RELEASE_OPERATOR_KEY: key,
    };
    const repo = await tempDir('cli-url-repo');
    const live = async () =>
      (await app.inject({ method: 'GET', url: '/remotes.json' })).json<{
        remotes: Record<string, { version: string }>;
      }>().remotes.remote_coupons?.version;

    const v1Dir = await remoteBuild(repo, 'remote-coupons', { entry: '/* v1 */' });
    const v1 = await release(
      ['publish', v1Dir, '--activate', '--reason', 'first', '--url', url],
      env,
    );
    expect(v1.stdout).toMatch(/^remote-coupons 1\.0\.0-[0-9a-f]{8}: published, now live\n$/);
    const first = await live();

    const v2Dir = await remoteBuild(await tempDir('cli-url-repo2'), 'remote-coupons', {
      entry: '/* v2 */',
    });
    // An operator key alone still works for this release, and says it is deprecated.
    const byKey = await release(
      ['publish', v2Dir, '--activate', '--reason', 'second', '--url', url],
      { ...env, STAFF_TOKEN: '' },
    );
    expect(byKey.code, byKey.stderr).toBe(0);
    expect(byKey.stderr).toContain(
      'RELEASE_OPERATOR_KEY is deprecated and will be removed: set STAFF_TOKEN',
    );
    expect(await live()).not.toBe(first);
    expect(v1.stderr).toBe('');

    const nothing = await release(['list', '--url', url], {
      ...env,
      STAFF_TOKEN: '',
      RELEASE_OPERATOR_KEY: '',
    });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('Set STAFF_TOKEN to your personal staff token');

    const noReason = await release(['rollback', 'remote-coupons', '--url', url], env);
    expect(noReason.code).toBe(1);
    expect(noReason.stderr).toContain('Give a reason: --reason');

    const wrongToken = await release(
      ['rollback', 'remote-coupons', '--reason', 'x y z', '--url', url],
      { ...env, STAFF_TOKEN: `stf_${'w'.repeat(43)}` },
    );
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.stderr).toContain('The staff token is not valid');
    const wrongKey = await release(
      ['rollback', 'remote-coupons', '--reason', 'x y z', '--url', url],
      { ...env, STAFF_TOKEN: '', RELEASE_OPERATOR_KEY: 'w'.repeat(40) },
    );
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain('The operator key or token is not valid');

    const rollback = await release(
      ['rollback', 'remote-coupons', '--reason', 'coupon card broken', '--url', url],
      env,
    );
    expect(rollback.stdout).toContain(`-> ${first}, rolled back, now live`);
    expect(await live()).toBe(first);

    const second = (await release(['list', '--url', url], env)).stdout.match(
      /^ {2}remote-coupons +(\S+)/m,
    )?.[1];
    const canary = await release(
      [
        'canary',
        'remote-coupons',
        second ?? '',
        '--percent',
        '10',
        '--reason',
        'try again',
        '--url',
        url,
      ],
      env,
    );
    expect(canary.stdout).toContain(`remote-coupons: ${first} -> ${second}, canary started`);
    const status = await release(['status', '--minutes', '5', '--url', url], env);
    expect(status.stdout).toContain('Loads reported by browsers in the last 5 minutes:');
    expect(status.stdout).toMatch(
      new RegExp(`canary 10% ${second} +0 loads, 0 failed \\(0\\.0%\\)`),
    );

    const preview = await release(
      ['preview', 'remote-coupons', second ?? '', '--minutes', '15', '--url', url],
      env,
    );
    expect(preview.code, preview.stderr).toBe(0);
    const link = new RegExp(`^ {2}(${url}/travel/release-preview\\?token=\\S+)$`, 'm').exec(
      preview.stdout,
    )?.[1];
    expect(preview.stdout).toContain(`Preview of remote-coupons ${second} until `);
    expect(preview.stdout).toContain(`open ${url}/travel/release-preview/end`);
    const opened = await app.inject({ method: 'GET', url: link?.slice(url.length) ?? '' });
    expect(opened.statusCode).toBe(303);
    const cookie = opened.cookies.find((c) => c.name === 'travel_preview');
    expect(cookie?.maxAge).toBeGreaterThan(890);
    expect(cookie?.maxAge).toBeLessThanOrEqual(900);
    const previewing = await app.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { cookie: `travel_preview=${cookie?.value}` },
    });
    expect(previewing.json<{ remotes: Record<string, { version: string }> }>()).toMatchObject({
      remotes: { remote_coupons: { version: second } },
    });
    expect(await live()).toBe(first);
    const unpublished = await release(
      ['preview', 'remote-coupons', '9.9.9-deadbeef', '--url', url],
      env,
    );
    expect(unpublished.code).toBe(1);
    expect(unpublished.stderr).toContain('has not been published');

    const history = await release(['history', 'remote-coupons', '--url', url], env);
    const lines = history.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/remote-coupons activate: .* by staff:Meera: first$/);
    expect(lines[1]).toMatch(/remote-coupons activate: .* by ravi: second$/);
    expect(lines[2]).toMatch(/remote-coupons rollback: .* by staff:Meera: coupon card broken$/);
    expect(lines[3]).toMatch(/remote-coupons canary 10%: .* by staff:Meera: try again$/);
  }, 120_000);
});
