import {
  RELEASE_ENTRY_FILES,
  type ReleaseEntryFile,
  type RemoteRelease,
  type RemotesDocument,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { LIVE_CHANGES } from './live';
import { integrityOfSha256 } from './release-files';
import { federationName } from './release';

/** When a version counts as unhealthy: this failure rate over at least this many loads. */
export interface HealthThreshold {
  maxFailureRate: number;
  minLoads: number;
}

const DEFAULT_THRESHOLD: HealthThreshold = { maxFailureRate: 0.2, minLoads: 20 };

type Integrity = Map<string, Partial<Record<ReleaseEntryFile, string>>>;

/**
 * The subresource integrity of each release's manifest and entry, from the hashes recorded
 * when it was published: a file changed since is refused by the browser.
 */
async function entryIntegrity(
  db: Queryable,
  releases: { name: string; version: string }[],
): Promise<Integrity> {
  const integrity: Integrity = new Map();
  if (releases.length === 0) return integrity;
  const rows = await db.query<{ name: string; version: string; path: string; sha256: string }>(
    `select f.name, f.version, f.path, f.sha256 from release_file f
     join unnest($1::text[], $2::text[]) as r(name, version)
       on r.name = f.name and r.version = f.version
     where f.path = any($3::text[])`,
    [releases.map((r) => r.name), releases.map((r) => r.version), [...RELEASE_ENTRY_FILES]],
  );
  for (const row of rows) {
    const key = `${row.name}/${row.version}`;
    const files = integrity.get(key) ?? {};
    files[row.path as ReleaseEntryFile] = integrityOfSha256(row.sha256);
    integrity.set(key, files);
  }
  return integrity;
}

/** What decides the versions one visitor gets. */
export interface VisitorOptions {
  bucket?: number;
  health?: HealthThreshold;
  /** This browser's release preview: that version of that remote, if it is published. */
  preview?: { remote: string; version: string };
}

/**
 * /remotes.json: each remote's version for this visitor (the canary when their bucket is below
 * its share) and the last version that was live and healthy, for the shell to fall back to.
 * A remote that was never activated is absent.
 */
export async function remotesDocument(
  db: Queryable,
  options: VisitorOptions = {},
): Promise<RemotesDocument> {
  return (await visitorRemotes(db, options)).document;
}

/**
 * The remotes document, and whether the browser's preview is in it: a previewed remote gets the
 * preview's version, falling back to the live one; a preview of a version that is not published
 * changes nothing.
 */
export async function visitorRemotes(
  db: Queryable,
  options: VisitorOptions = {},
): Promise<{ document: RemotesDocument; previewed: boolean }> {
  const health = options.health ?? DEFAULT_THRESHOLD;
  const rows = await db.query<{
    name: string;
    version: string;
    manifest_path: string;
    canary_version: string | null;
    canary_percent: number | null;
    canary_path: string | null;
    good_version: string | null;
    good_path: string | null;
  }>(
    `select l.name, l.version, r.manifest_path, l.canary_version, l.canary_percent,
            c.manifest_path as canary_path, good.version as good_version, good.manifest_path as good_path
     from remote_live l
     join remote_release r on r.name = l.name and r.version = l.version
     left join remote_release c on c.name = l.name and c.version = l.canary_version
     left join lateral (
       select g.to_version as version, gr.manifest_path
       from release_ledger g
       join remote_release gr on gr.name = g.name and gr.version = g.to_version
       where g.name = l.name and g.action in ${LIVE_CHANGES} and g.to_version <> l.version
         -- left by a rollback: it was not good
         and not exists (select 1 from release_ledger b where b.name = g.name
           and b.action = 'rollback' and b.from_version = g.to_version and b.id > g.id)
         -- failed too often while browsers loaded it
         and not exists (select 1 from release_load_minute m
           where m.name = g.name and m.version = g.to_version
           having sum(m.ok + m.manifest + m.entry + m.chunk + m.render) >= $1::int
              and sum(m.manifest + m.entry + m.chunk + m.render)
                >= $2::float8 * sum(m.ok + m.manifest + m.entry + m.chunk + m.render))
       order by g.id desc limit 1
     ) good on true
     order by l.name`,
    [health.minLoads, health.maxFailureRate],
  );
  const preview = options.preview;
  const [previewRelease] = preview
    ? await db.query<{ manifest_path: string }>(
        'select manifest_path from remote_release where name = $1 and version = $2',
        [preview.remote, preview.version],
      )
    : [];
  const integrity = await entryIntegrity(db, [
    ...rows.flatMap((row) =>
      [row.version, row.canary_version, row.good_version]
        .filter((version): version is string => version !== null)
        .map((version) => ({ name: row.name, version })),
    ),
    ...(preview && previewRelease ? [{ name: preview.remote, version: preview.version }] : []),
  ]);
  const release = (path: string, version: string): RemoteRelease => {
    const files = integrity.get(`${path.slice(0, path.indexOf('/'))}/${version}`);
    return { version, entry: `/remotes/${path}`, ...(files ? { integrity: files } : {}) };
  };
  const remotes: RemotesDocument['remotes'] = {};
  for (const row of rows) {
    const name = federationName(row.name);
    if (!name) continue;
    const live = release(row.manifest_path, row.version);
    const canary =
      row.canary_version &&
      row.canary_path &&
      row.canary_percent !== null &&
      options.bucket !== undefined &&
      options.bucket < row.canary_percent;
    if (canary && row.canary_version && row.canary_path) {
      // A canary visitor falls back to what everyone else has.
      remotes[name] = { ...release(row.canary_path, row.canary_version), lastKnownGood: live };
    } else if (row.good_version && row.good_path) {
      remotes[name] = { ...live, lastKnownGood: release(row.good_path, row.good_version) };
    } else {
      remotes[name] = live;
    }
  }
  const previewName = preview && previewRelease ? federationName(preview.remote) : undefined;
  if (preview && previewRelease && previewName) {
    const current = remotes[previewName];
    const live = rows.find((row) => row.name === preview.remote);
    // A preview that fails to load falls back to what everyone else has.
    const fallback =
      live && live.version !== preview.version
        ? release(live.manifest_path, live.version)
        : current?.lastKnownGood;
    remotes[previewName] = {
      ...release(previewRelease.manifest_path, preview.version),
      ...(fallback ? { lastKnownGood: fallback } : {}),
    };
  }
  return { document: { remotes }, previewed: Boolean(previewName) };
}
