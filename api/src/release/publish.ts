import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../paths';
import { activateRelease, liveState } from './live';
import { exists, filesUnder, releaseFilesStored, storeReleaseFiles } from './release-files';
import {
  MANIFEST,
  REMOTE_DIRS,
  type ReleaseChange,
  type ReleaseContext,
  ReleaseError,
  assertChange,
  assertRemoteDir,
} from './release';

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
  /** Why the skew gate kept it from going live (`if-new` only: the start goes on). */
  refused?: string;
}

export const PACKAGE_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

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
  if (typeof pkg.version !== 'string' || !PACKAGE_VERSION.test(pkg.version)) {
    throw new ReleaseError(`${name}/package.json has no version.`);
  }
  return { name, packageVersion: pkg.version };
}

export interface PublishOptions {
  activate?: ActivateMode;
  /** Needed with `activate`. */
  change?: ReleaseChange;
}

/**
 * Copies a built dist folder into RELEASES_DIR/<name>/<version>/ and records the release with
 * its files in the database (so replicas on other machines serve it too); with `activate`,
 * makes it live through the skew gate.
 */
export async function publishDist(
  ctx: ReleaseContext,
  name: string,
  packageVersion: string,
  distDir: string,
  options: PublishOptions = {},
): Promise<PublishResult> {
  assertRemoteDir(name);
  if (options.activate && !options.change) {
    throw new ReleaseError('Give a reason (--reason "...") to make the release live.');
  }
  if (options.change) assertChange(options.change);
  if (!(await exists(path.join(distDir, MANIFEST)))) {
    throw new ReleaseError(`The build of ${name} has no ${MANIFEST}.`);
  }
  const version = await releaseVersion(distDir, packageVersion);
  const target = path.join(ctx.releasesDir, name, version);

  let copied = false;
  if (!(await exists(target))) {
    // Copy beside the target, then rename: a reader never sees a half-written release.
    const staging = path.join(ctx.releasesDir, name, `.${version}.${randomUUID()}.tmp`);
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

  // The release and its files in one transaction: every replica can serve what is recorded.
  const inserted = await ctx.db.transaction(async (tx) => {
    const rows = await tx.query(
      `insert into remote_release (name, version, manifest_path) values ($1, $2, $3)
       on conflict (name, version) do nothing returning version`,
      [name, version, `${name}/${version}/${MANIFEST}`],
    );
    if (!(await releaseFilesStored(tx, name, version))) {
      await storeReleaseFiles(tx, name, version, target);
    }
    return rows;
  });
  let activated = false;
  if (options.activate && options.change) {
    const state = await liveState(ctx.db, name);
    // A build published before is not made live again: that would undo a rollback.
    const skip = options.activate === 'if-new' && inserted.length === 0 && state.live !== null;
    try {
      if (!skip) activated = (await activateRelease(ctx, name, version, options.change)).changed;
    } catch (error) {
      // At start a release that does not fit stays published but not live; the site starts.
      if (
        options.activate === 'if-new' &&
        error instanceof ReleaseError &&
        error.kind === 'refused'
      ) {
        return { name, version, copied, activated: false, refused: error.message };
      }
      throw error;
    }
  }
  return { name, version, copied, activated };
}

/** Copies `<remoteDir>/dist` into RELEASES_DIR/<name>/<version>/ and records the release. */
export async function publishRelease(
  ctx: ReleaseContext,
  remoteDir: string,
  options: PublishOptions = {},
): Promise<PublishResult> {
  const { name, packageVersion } = await checkBuilt(remoteDir);
  return publishDist(ctx, name, packageVersion, path.join(remoteDir, 'dist'), options);
}

/** Publishes every `<repo>/remote-*` build; checks all of them before publishing any. */
export async function publishAll(
  ctx: ReleaseContext,
  options: PublishOptions & { root?: string } = {},
): Promise<PublishResult[]> {
  const remoteDirs = REMOTE_DIRS.map((dir) => path.join(options.root ?? repoRoot, dir));
  for (const remoteDir of remoteDirs) await checkBuilt(remoteDir);
  const results: PublishResult[] = [];
  for (const remoteDir of remoteDirs) {
    results.push(await publishRelease(ctx, remoteDir, options));
  }
  return results;
}
