import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { type ReleaseContext, ReleaseError } from './release';
import { activateRelease, listReleases, rollbackRelease } from './live';
import { publishAll, publishRelease } from './publish';
import { remoteBuild, tempDir, testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';

describe.each(engines)('remote releases on %s', (engine) => {
  const database = useTestDatabase(engine);
  let db: Database;
  let app: FastifyInstance;
  let releasesDir: string;
  let repo: string;
  let ctx: ReleaseContext;
  const change = { operator: 'asha', reason: 'release of the week' };

  beforeAll(async () => {
    db = database().db;
    const built = await testApp(db);
    app = built.app;
    releasesDir = built.config.releasesDir;
    ctx = { db, releasesDir, shellDist: built.config.shellDist };
    repo = await tempDir('repo');
  });

  const remotesJson = async () =>
    (await app.inject({ method: 'GET', url: '/remotes.json' })).json<{
      remotes: Record<string, { version: string; entry: string }>;
    }>();

  it('publishes a build as an immutable, content-versioned folder', async () => {
    const remote = await remoteBuild(repo, 'remote-coupons', { version: '2.1.0' });
    const first = await publishRelease(ctx, remote);
    expect(first).toMatchObject({ name: 'remote-coupons', copied: true, activated: false });
    expect(first.version).toMatch(/^2\.1\.0-[0-9a-f]{8}$/);

    const served = await app.inject({
      method: 'GET',
      url: `/remotes/remote-coupons/${first.version}/remoteEntry.js`,
    });
    expect(served.body).toBe('/* remote-coupons */');

    // Publishing the same build again changes nothing, even if the folder was touched.
    const folder = path.join(releasesDir, 'remote-coupons', first.version);
    await writeFile(path.join(folder, 'remoteEntry.js'), '/* tampered */');
    const again = await publishRelease(ctx, remote);
    expect(again).toEqual({ ...first, copied: false });
    expect(await readFile(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('/* tampered */');
    expect(await readdir(path.join(releasesDir, 'remote-coupons'))).toEqual([first.version]);
  });

  it('gives a changed build a new version beside the old one', async () => {
    const remote = await remoteBuild(repo, 'remote-coupons', {
      version: '2.1.0',
      entry: '/* coupons v2 */',
    });
    const { version } = await publishRelease(ctx, remote);
    const versions = (await listReleases(db))
      .filter((release) => release.name === 'remote-coupons')
      .map((release) => release.version);
    expect(versions).toHaveLength(2);
    expect(versions).toContain(version);
  });

  it('refuses a remote that has not been built', async () => {
    const remote = await remoteBuild(repo, 'remote-flights');
    await writeFile(path.join(remote, 'dist', 'mf-manifest.json'), '{}');
    await expect(publishRelease(ctx, path.join(repo, 'remote-nothing'))).rejects.toThrow(
      ReleaseError,
    );
    const unbuilt = path.join(await tempDir('unbuilt'), 'remote-auth');
    await expect(publishRelease(ctx, unbuilt)).rejects.toThrow(
      'remote-auth/dist/mf-manifest.json is missing',
    );
  });

  it('points /remotes.json at the activated version, and back on rollback', async () => {
    const v1 = await publishRelease(ctx, await remoteBuild(repo, 'remote-auth'), {
      activate: 'always',
      change,
    });
    expect(v1.activated).toBe(true);
    // The page loads the manifest and the entry with the integrity they were published with.
    const published = (file: string) =>
      readFile(path.join(releasesDir, 'remote-auth', v1.version, file)).then(
        (bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`,
      );
    expect((await remotesJson()).remotes.remote_auth).toEqual({
      version: v1.version,
      entry: `/remotes/remote-auth/${v1.version}/mf-manifest.json`,
      integrity: {
        'mf-manifest.json': await published('mf-manifest.json'),
        'remoteEntry.js': await published('remoteEntry.js'),
      },
    });

    const v2 = await publishRelease(
      ctx,
      await remoteBuild(repo, 'remote-auth', { entry: '/* auth v2 */' }),
      { activate: 'always', change },
    );
    expect((await remotesJson()).remotes.remote_auth?.version).toBe(v2.version);
    const live = (await listReleases(db)).filter((r) => r.name === 'remote-auth' && r.live);
    expect(live.map((r) => r.version)).toEqual([v2.version]);

    const rollback = await rollbackRelease(ctx, 'remote-auth', change);
    expect(rollback).toMatchObject({ from: v2.version, to: v1.version, changed: true });
    expect((await remotesJson()).remotes.remote_auth?.version).toBe(v1.version);

    const forward = await activateRelease(ctx, 'remote-auth', v2.version, change);
    expect(forward).toMatchObject({ from: v1.version, to: v2.version, changed: true });
    expect((await remotesJson()).remotes.remote_auth?.version).toBe(v2.version);

    const audit = await db.query<{ from_version: string | null; to_version: string }>(
      "select from_version, to_version from release_audit where name = 'remote-auth' order by id",
    );
    expect(audit).toEqual([
      { from_version: null, to_version: v1.version },
      { from_version: v1.version, to_version: v2.version },
      { from_version: v2.version, to_version: v1.version },
      { from_version: v1.version, to_version: v2.version },
    ]);
  });

  it('keeps a rollback when the site restarts with the same builds (activate if new)', async () => {
    const v1 = await publishRelease(
      ctx,
      await remoteBuild(repo, 'remote-flights', { entry: '/* flights v1 */' }),
      { activate: 'if-new', change },
    );
    expect(v1.activated).toBe(true);
    const v2Dir = await remoteBuild(repo, 'remote-flights', { entry: '/* flights v2 */' });
    const v2 = await publishRelease(ctx, v2Dir, { activate: 'if-new', change });
    expect(v2.activated).toBe(true);

    await rollbackRelease(ctx, 'remote-flights', change);
    const restart = await publishRelease(ctx, v2Dir, { activate: 'if-new', change });
    expect(restart).toMatchObject({ version: v2.version, copied: false, activated: false });
    expect((await remotesJson()).remotes.remote_flights?.version).toBe(v1.version);
  });

  it('keeps a release that does not fit the shell from going live, at start too', async () => {
    const skewed = await remoteBuild(repo, 'remote-content', {
      entry: '/* content on react 18 */',
      versions: { react: '18.3.1' },
    });
    await expect(publishRelease(ctx, skewed, { activate: 'always', change })).rejects.toThrow(
      /does not fit the live shell, nothing changed:\n {2}singletons: react: built against 18\.3\.1/,
    );
    const atStart = await publishRelease(ctx, skewed, { activate: 'if-new', change });
    expect(atStart).toMatchObject({ copied: false, activated: false });
    expect(atStart.refused).toMatch(/singletons: react: built against 18\.3\.1/);
    expect((await remotesJson()).remotes.remote_content).toBeUndefined();
  });

  it('refuses to activate a version that was never published', async () => {
    await expect(activateRelease(ctx, 'remote-auth', '9.9.9-deadbeef', change)).rejects.toThrow(
      'remote-auth has no release 9.9.9-deadbeef',
    );
    await expect(activateRelease(ctx, 'remote-everything', '1.0.0', change)).rejects.toThrow(
      'Unknown remote "remote-everything"',
    );
  });

  it('has nothing to roll back to before a second activation', async () => {
    await expect(rollbackRelease(ctx, 'remote-content', change)).rejects.toThrow(
      'remote-content has no earlier live version to roll back to.',
    );
  });

  it('publishes all four remotes at once, and a second run changes nothing', async () => {
    const root = await tempDir('workspace');
    for (const name of ['remote-auth', 'remote-coupons', 'remote-flights', 'remote-content']) {
      await remoteBuild(root, name, { entry: `/* ${name} for publish-all */` });
    }
    const first = await publishAll(ctx, { activate: 'always', change, root });
    expect(first.map((r) => [r.name, r.copied, r.activated])).toEqual([
      ['remote-auth', true, true],
      ['remote-coupons', true, true],
      ['remote-flights', true, true],
      ['remote-content', true, true],
    ]);
    const auditRows = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from release_audit'))[0]?.n;
    const auditBefore = await auditRows();
    const document = await remotesJson();

    const second = await publishAll(ctx, { activate: 'always', change, root });
    expect(second.every((r) => !r.copied && !r.activated)).toBe(true);
    expect(await auditRows()).toBe(auditBefore);
    expect(await remotesJson()).toEqual(document);
    expect(Object.keys(document.remotes).sort()).toEqual([
      'remote_auth',
      'remote_content',
      'remote_coupons',
      'remote_flights',
    ]);
  });

  it('publishes nothing when one of the four builds is missing', async () => {
    const root = await tempDir('partial');
    await remoteBuild(root, 'remote-auth', { entry: '/* only auth */' });
    const releasesBefore = (await listReleases(db)).length;
    await expect(publishAll(ctx, { root })).rejects.toThrow(
      'remote-coupons/dist/mf-manifest.json is missing',
    );
    expect((await listReleases(db)).length).toBe(releasesBefore);
  });

  it('serves a release from another replica’s folder, copied from the database, and refuses a changed file', async () => {
    const remote = await remoteBuild(repo, 'remote-content', {
      version: '4.0.0',
      entry: '/* content, published on one replica */',
    });
    const published = await publishRelease(ctx, remote);
    // A replica on another machine: the same database, its own RELEASES_DIR.
    const other = await testApp(db);
    const otherDir = other.config.releasesDir;
    await expect(readdir(path.join(otherDir, 'remote-content'))).rejects.toThrow();
    const served = await other.app.inject({
      method: 'GET',
      url: `/remotes/remote-content/${published.version}/remoteEntry.js`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('/* content, published on one replica */');
    expect(await readdir(path.join(otherDir, 'remote-content'))).toEqual([published.version]);
    // It can make it live, through the skew gate on its own copy.
    const otherCtx = { db, releasesDir: otherDir, shellDist: other.config.shellDist };
    expect(
      (await activateRelease(otherCtx, 'remote-content', published.version, change)).changed,
    ).toBe(true);

    // A file changed in the database after publishing is not copied: the release is not served.
    const changed = await remoteBuild(repo, 'remote-content', {
      version: '4.0.1',
      entry: '/* content 4.0.1 */',
    });
    const next = await publishRelease(ctx, changed);
    await db.query(
      `update release_blob set bytes = convert_to('/* tampered */', 'UTF8')
       where sha256 = (select sha256 from release_file
                       where name = 'remote-content' and version = $1 and path = 'remoteEntry.js')`,
      [next.version],
    );
    const third = await testApp(db);
    const refused = await third.app.inject({
      method: 'GET',
      url: `/remotes/remote-content/${next.version}/remoteEntry.js`,
    });
    expect(refused.statusCode).toBe(404);
    await expect(readdir(path.join(third.config.releasesDir, 'remote-content'))).resolves.toEqual(
      [],
    );
  });
});
