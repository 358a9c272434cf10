import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  REMOTE_NAMES,
  REMOTES,
  type RemoteName,
  type RemotesDocument,
} from '@travel/shared/contracts';
import type { Database, Queryable } from './db/database';
import { repoRoot } from './paths';

/** Releases are named by the remote's folder (remote-auth); federation uses remote_auth. */
export const REMOTE_DIRS: string[] = REMOTE_NAMES.map((name) => REMOTES[name].dir);

const MANIFEST = 'mf-manifest.json';

// Serialises activations, so the audit's from_version is the version that really was live.
const RELEASE_LOCK_KEY = 724_190_332;

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

function federationName(dir: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => REMOTES[name].dir === dir);
}

function assertRemoteDir(name: string): void {
  if (!federationName(name)) {
    throw new ReleaseError(`Unknown remote "${name}". Expected one of ${REMOTE_DIRS.join(', ')}.`);
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** `<package version>-<first 8 hex of sha256 over every file's path and content>`. */
export async function releaseVersion(distDir: string, packageVersion: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(distDir)) {
    const content = await readFile(path.join(distDir, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 8)}`;
}

/**
 * `always`: the published build goes live. `if-new`: only a build never published before
 * goes live (or the first build of a remote), so restarting the site keeps a rollback.
 */
export type ActivateMode = 'always' | 'if-new' | false;

export interface PublishResult {
  name: string;
  version: string;
  /** False when this exact build was already published (the folder is never rewritten). */
  copied: boolean;
  /** True when this call changed the live version. */
  activated: boolean;
}

async function checkBuilt(remoteDir: string): Promise<{ name: string; packageVersion: string }> {
  const name = path.basename(path.resolve(remoteDir));
  assertRemoteDir(name);
  if (!(await exists(path.join(remoteDir, 'dist', MANIFEST)))) {
    throw new ReleaseError(
      `${name}/dist/${MANIFEST} is missing: build the remote first (pnpm build).`,
    );
  }
  const pkg = JSON.parse(await readFile(path.join(remoteDir, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  if (typeof pkg.version !== 'string') {
    throw new ReleaseError(`${name}/package.json has no version.`);
  }
  return { name, packageVersion: pkg.version };
}

/** Copies `<remoteDir>/dist` into RELEASES_DIR/<name>/<version>/ and records the release. */
export async function publishRelease(
  db: Database,
  releasesDir: string,
  remoteDir: string,
  options: { activate?: ActivateMode } = {},
): Promise<PublishResult> {
  const { name, packageVersion } = await checkBuilt(remoteDir);
  const distDir = path.join(remoteDir, 'dist');
  const version = await releaseVersion(distDir, packageVersion);
  const target = path.join(releasesDir, name, version);

  let copied = false;
  if (!(await exists(target))) {
    // Copy beside the target, then rename: a reader never sees a half-written release.
    const staging = path.join(releasesDir, name, `.${version}.${randomUUID()}.tmp`);
    await mkdir(path.dirname(staging), { recursive: true });
    await cp(distDir, staging, { recursive: true });
    try {
      await rename(staging, target);
      copied = true;
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      // Someone else published the same build meanwhile; theirs is identical.
      if (!(await exists(target))) throw error;
    }
  }

  const activated = await db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into remote_release (name, version, manifest_path) values ($1, $2, $3)
       on conflict (name, version) do nothing returning version`,
      [name, version, `${name}/${version}/${MANIFEST}`],
    );
    if (!options.activate) return false;
    if (options.activate === 'if-new' && inserted.length === 0) {
      // A build published before is not made live again: that would undo a rollback.
      const live = await tx.query('select 1 from remote_live where name = $1', [name]);
      if (live.length > 0) return false;
    }
    return (await activate(tx, name, version)).changed;
  });
  return { name, version, copied, activated };
}

/** Publishes every `<repo>/remote-*` build; checks all of them before publishing any. */
export async function publishAll(
  db: Database,
  releasesDir: string,
  options: { activate?: ActivateMode; root?: string } = {},
): Promise<PublishResult[]> {
  const remoteDirs = REMOTE_DIRS.map((dir) => path.join(options.root ?? repoRoot, dir));
  for (const remoteDir of remoteDirs) await checkBuilt(remoteDir);
  const results: PublishResult[] = [];
  for (const remoteDir of remoteDirs) {
    results.push(await publishRelease(db, releasesDir, remoteDir, options));
  }
  return results;
}

export interface Activation {
  name: string;
  from: string | null;
  to: string;
  changed: boolean;
}

async function activate(tx: Queryable, name: string, version: string): Promise<Activation> {
  await tx.query('select pg_advisory_xact_lock($1::bigint)', [RELEASE_LOCK_KEY]);
  const [release] = await tx.query(
    'select 1 from remote_release where name = $1 and version = $2',
    [name, version],
  );
  if (!release) {
    throw new ReleaseError(
      `${name} has no release ${version}. Run "list" to see the published ones.`,
    );
  }
  const [live] = await tx.query<{ version: string }>(
    'select version from remote_live where name = $1',
    [name],
  );
  const from = live?.version ?? null;
  if (from === version) return { name, from, to: version, changed: false };
  await tx.query(
    `insert into remote_live (name, version) values ($1, $2)
     on conflict (name) do update set version = excluded.version, activated_at = now()`,
    [name, version],
  );
  await tx.query('insert into release_audit (name, from_version, to_version) values ($1, $2, $3)', [
    name,
    from,
    version,
  ]);
  return { name, from, to: version, changed: true };
}

/** Makes `version` the live release of `name`: roll forward or back. */
export async function activateRelease(
  db: Database,
  name: string,
  version: string,
): Promise<Activation> {
  assertRemoteDir(name);
  return db.transaction((tx) => activate(tx, name, version));
}

/** Goes back to the version that was live before the latest activation of `name`. */
export async function rollbackRelease(db: Database, name: string): Promise<Activation> {
  assertRemoteDir(name);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::bigint)', [RELEASE_LOCK_KEY]);
    const [latest] = await tx.query<{ from_version: string | null }>(
      'select from_version from release_audit where name = $1 order by id desc limit 1',
      [name],
    );
    if (!latest?.from_version) {
      throw new ReleaseError(`${name} has no earlier live version to roll back to.`);
    }
    return activate(tx, name, latest.from_version);
  });
}

export interface ReleaseListing {
  name: string;
  version: string;
  publishedAt: Date;
  live: boolean;
}

export async function listReleases(db: Queryable): Promise<ReleaseListing[]> {
  const rows = await db.query<{ name: string; version: string; published_at: Date; live: boolean }>(
    `select r.name, r.version, r.published_at, l.name is not null as live
     from remote_release r
     left join remote_live l on l.name = r.name and l.version = r.version
     order by r.name, r.published_at, r.version`,
  );
  return rows.map((row) => ({
    name: row.name,
    version: row.version,
    publishedAt: row.published_at,
    live: row.live,
  }));
}

/** The body of /remotes.json: each live remote's version and manifest URL. */
/** /remotes.json; a remote that was never activated is absent. */
export async function remotesDocument(db: Queryable): Promise<RemotesDocument> {
  const rows = await db.query<{ name: string; version: string; manifest_path: string }>(
    `select l.name, l.version, r.manifest_path
     from remote_live l join remote_release r on r.name = l.name and r.version = l.version
     order by l.name`,
  );
  const remotes: RemotesDocument['remotes'] = {};
  for (const row of rows) {
    const name = federationName(row.name);
    if (name) remotes[name] = { version: row.version, entry: `/remotes/${row.manifest_path}` };
  }
  return { remotes };
}
