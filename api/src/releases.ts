import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  REMOTE_NAMES,
  REMOTES,
  type RemoteName,
  type RemoteRelease,
  type RemotesDocument,
} from '@travel/shared/contracts';
import type { Database, Queryable } from './db/database';
import { type GateCheck, checkRelease, shellProvides } from './release/gate';
import { repoRoot } from './paths';

/** Releases are named by the remote's folder (remote-auth); federation uses remote_auth. */
export const REMOTE_DIRS: string[] = REMOTE_NAMES.map((name) => REMOTES[name].dir);

const MANIFEST = 'mf-manifest.json';

/** What went wrong, so the operator API can answer with the right status. */
export type ReleaseErrorKind = 'invalid' | 'not-found' | 'refused' | 'conflict';

export class ReleaseError extends Error {
  override name = 'ReleaseError';
  constructor(
    message: string,
    readonly kind: ReleaseErrorKind = 'invalid',
    /** The skew gate's results, when it refused. */
    readonly checks?: GateCheck[],
  ) {
    super(message);
  }
}

/** Where releases live and what they must fit; `now` is injectable for tests. */
export interface ReleaseContext {
  db: Database;
  releasesDir: string;
  shellDist: string;
  now?: () => Date;
}

/** Who changes what is live, and why; every change needs both. */
export interface ReleaseChange {
  operator: string;
  reason: string;
  /** Go live although the skew gate failed; the failed checks are recorded. */
  force?: boolean;
  /**
   * The live version the caller saw; the change is refused if another one is live by then.
   * Undefined: the version live when the call started.
   */
  expectedLive?: string | null;
}

export function federationName(dir: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => REMOTES[name].dir === dir);
}

function assertRemoteDir(name: string): RemoteName {
  const federation = federationName(name);
  if (!federation) {
    throw new ReleaseError(
      `Unknown remote "${name}". Expected one of ${REMOTE_DIRS.join(', ')}.`,
      'not-found',
    );
  }
  return federation;
}

function assertChange(change: ReleaseChange): void {
  if (!change.operator.trim()) throw new ReleaseError('Say who makes the change (operator).');
  if (!change.reason.trim()) {
    throw new ReleaseError(
      'Give a reason (--reason "..."): every change of what is live records why.',
    );
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
 * Copies a built dist folder into RELEASES_DIR/<name>/<version>/ and records the release;
 * with `activate`, makes it live through the skew gate.
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

  const inserted = await ctx.db.query(
    `insert into remote_release (name, version, manifest_path) values ($1, $2, $3)
     on conflict (name, version) do nothing returning version`,
    [name, version, `${name}/${version}/${MANIFEST}`],
  );
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

export type LedgerAction = 'activate' | 'rollback' | 'canary' | 'promote' | 'abort' | 'auto-abort';

/** What one change did; `changed` is false when the target already was live. */
export interface Activation {
  name: string;
  action: LedgerAction;
  from: string | null;
  to: string;
  changed: boolean;
  forced: boolean;
  checks: GateCheck[];
}

interface LiveState {
  live: string | null;
  canary: string | null;
  percent: number | null;
}

async function liveState(db: Queryable, name: string): Promise<LiveState> {
  const [row] = await db.query<{
    version: string;
    canary_version: string | null;
    canary_percent: number | null;
  }>('select version, canary_version, canary_percent from remote_live where name = $1', [name]);
  return {
    live: row?.version ?? null,
    canary: row?.canary_version ?? null,
    percent: row?.canary_percent ?? null,
  };
}

async function assertPublished(db: Queryable, name: string, version: string): Promise<void> {
  const [release] = await db.query(
    'select 1 from remote_release where name = $1 and version = $2',
    [name, version],
  );
  if (!release) {
    throw new ReleaseError(
      `${name} has no release ${version}. Run "list" to see the published ones.`,
      'not-found',
    );
  }
}

/** Runs the skew gate on a published release; refuses it unless forced. */
async function gate(
  ctx: ReleaseContext,
  name: string,
  version: string,
  change: ReleaseChange,
): Promise<GateCheck[]> {
  const checks = await checkRelease(
    path.join(ctx.releasesDir, name, version),
    assertRemoteDir(name),
    await shellProvides(ctx.shellDist),
  );
  const failed = checks.filter((check) => !check.ok);
  if (failed.length > 0 && !change.force) {
    throw new ReleaseError(
      `${name} ${version} does not fit the live shell, nothing changed:\n` +
        failed.map((check) => `  ${check.check}: ${check.detail}`).join('\n') +
        '\n(--force with a reason makes it live anyway; the failed checks are recorded)',
      'refused',
      checks,
    );
  }
  return checks;
}

interface Move {
  action: LedgerAction;
  from: string | null;
  to: string;
  next: LiveState & { live: string };
  checks: GateCheck[];
  forced: boolean;
  /** Recorded instead of the checks: the health figures of an automatic abort. */
  figures?: object;
}

/**
 * Compare-and-set of one remote's live and canary versions, with its ledger row, in one
 * transaction: when another change got there first, nothing is written and the caller is told.
 */
async function move(
  ctx: ReleaseContext,
  name: string,
  expected: LiveState,
  change: ReleaseChange,
  step: Move,
): Promise<Activation> {
  const at = (ctx.now ?? (() => new Date()))();
  await ctx.db.transaction(async (tx) => {
    const moved =
      expected.live === null
        ? await tx.query(
            `insert into remote_live (name, version, activated_at) values ($1, $2, $3)
             on conflict (name) do nothing returning name`,
            [name, step.next.live, at],
          )
        : await tx.query(
            `update remote_live set
               version = $2, canary_version = $3, canary_percent = $4,
               canary_started_at = case when $3::text is null then null
                 when canary_version is distinct from $3 then $5::timestamptz
                 else canary_started_at end,
               activated_at = case when version <> $2 then $5::timestamptz else activated_at end
             where name = $1 and version = $6 and canary_version is not distinct from $7
             returning name`,
            [
              name,
              step.next.live,
              step.next.canary,
              step.next.percent,
              at,
              expected.live,
              expected.canary,
            ],
          );
    if (moved.length === 0) {
      const now = await liveState(tx, name);
      throw new ReleaseError(
        `${name} changed meanwhile: live is now ${now.live ?? '(none)'}` +
          `${now.canary ? `, canary ${now.canary}` : ''}; nothing changed. Look again and retry.`,
        'conflict',
      );
    }
    await tx.query(
      `insert into release_ledger
         (name, action, operator, reason, from_version, to_version, canary_percent, forced, checks, at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)`,
      [
        name,
        step.action,
        change.operator,
        change.reason,
        step.from,
        step.to,
        step.action === 'canary' ? step.next.percent : null,
        step.forced,
        JSON.stringify(step.figures ?? step.checks),
        at,
      ],
    );
  });
  return {
    name,
    action: step.action,
    from: step.from,
    to: step.to,
    changed: true,
    forced: step.forced,
    checks: step.checks,
  };
}

/** The state the change is compared against: what the caller saw, or what is live now. */
async function expectedState(
  db: Queryable,
  name: string,
  change: ReleaseChange,
): Promise<LiveState> {
  const state = await liveState(db, name);
  if (change.expectedLive !== undefined && change.expectedLive !== state.live) {
    throw new ReleaseError(
      `${name} changed meanwhile: live is now ${state.live ?? '(none)'}, not ${change.expectedLive ?? '(none)'}; nothing changed.`,
      'conflict',
    );
  }
  return change.expectedLive === undefined ? state : { ...state, live: change.expectedLive };
}

async function goLive(
  ctx: ReleaseContext,
  name: string,
  version: string,
  change: ReleaseChange,
  action: 'activate' | 'rollback',
): Promise<Activation> {
  const expected = await expectedState(ctx.db, name, change);
  if (expected.live === version && expected.canary === null) {
    return { name, action, from: version, to: version, changed: false, forced: false, checks: [] };
  }
  const checks = await gate(ctx, name, version, change);
  const forced = checks.some((check) => !check.ok);
  // A new live version ends a running canary: its visitors get the new version too.
  return move(ctx, name, expected, change, {
    action,
    from: expected.live,
    to: version,
    next: { live: version, canary: null, percent: null },
    checks,
    forced,
  });
}

/** Makes `version` the live release of `name`: roll forward or back. */
export async function activateRelease(
  ctx: ReleaseContext,
  name: string,
  version: string,
  change: ReleaseChange,
): Promise<Activation> {
  assertRemoteDir(name);
  assertChange(change);
  await assertPublished(ctx.db, name, version);
  return goLive(ctx, name, version, change, 'activate');
}

const LIVE_CHANGES = `('activate', 'rollback', 'promote')`;

/** Goes back to the version that was live before the latest change of the live version. */
export async function rollbackRelease(
  ctx: ReleaseContext,
  name: string,
  change: ReleaseChange,
): Promise<Activation> {
  assertRemoteDir(name);
  assertChange(change);
  const [latest] = await ctx.db.query<{ from_version: string | null; to_version: string }>(
    `select from_version, to_version from release_ledger
     where name = $1 and action in ${LIVE_CHANGES} order by id desc limit 1`,
    [name],
  );
  if (!latest?.from_version) {
    throw new ReleaseError(`${name} has no earlier live version to roll back to.`, 'not-found');
  }
  // Compared with the version the ledger says is live, so a rollback never skips a change.
  return goLive(
    ctx,
    name,
    latest.from_version,
    { ...change, expectedLive: change.expectedLive ?? latest.to_version },
    'rollback',
  );
}

/** Serves `version` to visitors whose bucket is below `percent`; the rest keep the live one. */
export async function startCanary(
  ctx: ReleaseContext,
  name: string,
  version: string,
  percent: number,
  change: ReleaseChange,
): Promise<Activation> {
  assertRemoteDir(name);
  assertChange(change);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseError('The canary share must be a whole percent from 1 to 99.');
  }
  await assertPublished(ctx.db, name, version);
  const expected = await expectedState(ctx.db, name, change);
  if (expected.live === null) {
    throw new ReleaseError(`${name} has no live version yet: activate one before a canary.`);
  }
  if (expected.live === version) {
    throw new ReleaseError(`${name} ${version} is already live; a canary needs another version.`);
  }
  const checks = await gate(ctx, name, version, change);
  return move(ctx, name, expected, change, {
    action: 'canary',
    from: expected.live,
    to: version,
    next: { live: expected.live, canary: version, percent },
    checks,
    forced: checks.some((check) => !check.ok),
  });
}

/** The canary becomes the live version for everyone. */
export async function promoteCanary(
  ctx: ReleaseContext,
  name: string,
  change: ReleaseChange,
): Promise<Activation> {
  assertRemoteDir(name);
  assertChange(change);
  const expected = await expectedState(ctx.db, name, change);
  if (!expected.canary || !expected.live) {
    throw new ReleaseError(`${name} has no canary to promote.`, 'not-found');
  }
  const checks = await gate(ctx, name, expected.canary, change);
  return move(ctx, name, expected, change, {
    action: 'promote',
    from: expected.live,
    to: expected.canary,
    next: { live: expected.canary, canary: null, percent: null },
    checks,
    forced: checks.some((check) => !check.ok),
  });
}

/** Ends the canary: everyone gets the live version again. `figures`: why it was automatic. */
export async function abortCanary(
  ctx: ReleaseContext,
  name: string,
  change: ReleaseChange,
  automatic?: { canary: string; figures: object },
): Promise<Activation> {
  assertRemoteDir(name);
  assertChange(change);
  const expected = await expectedState(ctx.db, name, change);
  if (!expected.canary || !expected.live) {
    throw new ReleaseError(`${name} has no canary to abort.`, 'not-found');
  }
  if (automatic && automatic.canary !== expected.canary) {
    throw new ReleaseError(`${name} has another canary by now; nothing changed.`, 'conflict');
  }
  return move(ctx, name, expected, change, {
    action: automatic ? 'auto-abort' : 'abort',
    from: expected.canary,
    to: expected.live,
    next: { live: expected.live, canary: null, percent: null },
    checks: [],
    forced: false,
    figures: automatic?.figures,
  });
}

export interface ReleaseListing {
  name: string;
  version: string;
  publishedAt: Date;
  live: boolean;
  /** The canary share, when this version is the running canary. */
  canaryPercent: number | null;
}

export async function listReleases(db: Queryable): Promise<ReleaseListing[]> {
  const rows = await db.query<{
    name: string;
    version: string;
    published_at: Date;
    live: boolean;
    canary_percent: number | null;
  }>(
    `select r.name, r.version, r.published_at, l.name is not null as live, c.canary_percent
     from remote_release r
     left join remote_live l on l.name = r.name and l.version = r.version
     left join remote_live c on c.name = r.name and c.canary_version = r.version
     order by r.name, r.published_at, r.version`,
  );
  return rows.map((row) => ({
    name: row.name,
    version: row.version,
    publishedAt: new Date(row.published_at),
    live: row.live,
    canaryPercent: row.canary_percent,
  }));
}

export interface LedgerEntry {
  id: number;
  name: string;
  action: LedgerAction;
  operator: string;
  reason: string;
  from: string | null;
  to: string | null;
  canaryPercent: number | null;
  forced: boolean;
  /** The skew gate's results, or the figures of an automatic abort. */
  checks: unknown;
  at: Date;
}

/** The ledger of one remote (or all), oldest first. */
export async function releaseHistory(db: Queryable, name?: string): Promise<LedgerEntry[]> {
  if (name !== undefined) assertRemoteDir(name);
  const rows = await db.query<{
    id: number;
    name: string;
    action: LedgerAction;
    operator: string;
    reason: string;
    from_version: string | null;
    to_version: string | null;
    canary_percent: number | null;
    forced: boolean;
    checks: unknown;
    at: Date;
  }>(
    `select id, name, action, operator, reason, from_version, to_version, canary_percent,
            forced, checks, at
     from release_ledger where $1::text is null or name = $1 order by id`,
    [name ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    action: row.action,
    operator: row.operator,
    reason: row.reason,
    from: row.from_version,
    to: row.to_version,
    canaryPercent: row.canary_percent,
    forced: row.forced,
    checks: typeof row.checks === 'string' ? (JSON.parse(row.checks) as unknown) : row.checks,
    at: new Date(row.at),
  }));
}

/** When a version counts as unhealthy: this failure rate over at least this many loads. */
export interface HealthThreshold {
  maxFailureRate: number;
  minLoads: number;
}

const DEFAULT_THRESHOLD: HealthThreshold = { maxFailureRate: 0.2, minLoads: 20 };

const release = (path: string, version: string): RemoteRelease => ({
  version,
  entry: `/remotes/${path}`,
});

/**
 * /remotes.json: each remote's version for this visitor (the canary when their bucket is below
 * its share) and the last version that was live and healthy, for the shell to fall back to.
 * A remote that was never activated is absent.
 */
export async function remotesDocument(
  db: Queryable,
  options: { bucket?: number; health?: HealthThreshold } = {},
): Promise<RemotesDocument> {
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
  return { remotes };
}
