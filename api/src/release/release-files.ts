import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/database';

/**
 * A release's files in the database, where every replica reads them: published once (by the
 * CLI or any replica), copied into a replica's own RELEASES_DIR the first time it needs them.
 */

export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The files under `dir`, as sorted '/'-separated paths relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** A file's subresource integrity (`sha256-<base64>`) from its recorded SHA-256 in hex. */
export const integrityOfSha256 = (sha256: string): string =>
  `sha256-${Buffer.from(sha256, 'hex').toString('base64')}`;

/**
 * The integrity each file of a release was published with, by its path in the release: what
 * the release's entry checks its chunks against, so a preload with it is the response the
 * runtime uses. Empty for a release whose files the database does not hold.
 */
export async function releaseIntegrity(
  db: Queryable,
  name: string,
  version: string,
): Promise<ReadonlyMap<string, string>> {
  const rows = await db.query<{ path: string; sha256: string }>(
    'select path, sha256 from release_file where name = $1 and version = $2',
    [name, version],
  );
  return new Map(rows.map((row) => [row.path, integrityOfSha256(row.sha256)]));
}

/** Whether the database holds the release's files. */
export async function releaseFilesStored(
  db: Queryable,
  name: string,
  version: string,
): Promise<boolean> {
  const [row] = await db.query(
    'select 1 from release_file where name = $1 and version = $2 limit 1',
    [name, version],
  );
  return row !== undefined;
}

/**
 * Stores every file of a published release's folder, in the caller's transaction (beside the
 * release's row): each content once, by its SHA-256.
 */
export async function storeReleaseFiles(
  tx: Queryable,
  name: string,
  version: string,
  folder: string,
): Promise<number> {
  const files = await filesUnder(folder);
  for (const file of files) {
    const bytes = await readFile(path.join(folder, file));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await tx.query(
      'insert into release_blob (sha256, bytes) values ($1, $2) on conflict (sha256) do nothing',
      [sha256, bytes],
    );
    await tx.query(
      `insert into release_file (name, version, path, sha256) values ($1, $2, $3, $4)
       on conflict (name, version, path) do nothing`,
      [name, version, file, sha256],
    );
  }
  return files.length;
}

/** Copies being made in this process, so concurrent requests for one release wait for one. */
const copying = new Map<string, Promise<boolean>>();

/**
 * Makes sure RELEASES_DIR/<name>/<version>/ holds the release, copying it from the database
 * when this replica has not served it yet. Written beside the target and renamed, so a reader
 * never sees half a release; every file is checked against its hash. False when the database
 * has no such release (nothing is written).
 */
export function ensureLocalRelease(
  db: Queryable,
  releasesDir: string,
  name: string,
  version: string,
): Promise<boolean> {
  const key = `${name}/${version}`;
  const running = copying.get(key);
  if (running) return running;
  const copy = copyRelease(db, releasesDir, name, version).finally(() => copying.delete(key));
  copying.set(key, copy);
  return copy;
}

async function copyRelease(
  db: Queryable,
  releasesDir: string,
  name: string,
  version: string,
): Promise<boolean> {
  const target = path.join(releasesDir, name, version);
  if (await exists(target)) return true;
  const rows = await db.query<{ path: string; sha256: string; bytes: Uint8Array }>(
    `select f.path, f.sha256, b.bytes from release_file f join release_blob b on b.sha256 = f.sha256
     where f.name = $1 and f.version = $2`,
    [name, version],
  );
  if (rows.length === 0) return false;
  const staging = path.join(releasesDir, name, `.${version}.${randomUUID()}.tmp`);
  try {
    for (const row of rows) {
      const bytes = Buffer.from(row.bytes);
      if (createHash('sha256').update(bytes).digest('hex') !== row.sha256) {
        throw new Error(`release ${name} ${version}: ${row.path} does not match its hash`);
      }
      const file = path.join(staging, row.path);
      if (!file.startsWith(staging + path.sep)) throw new Error(`release path ${row.path} escapes`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    }
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // Another process of this machine made the same copy meanwhile.
    if (await exists(target)) return true;
    throw error;
  }
  return true;
}
