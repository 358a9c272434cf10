import path from 'node:path';
import type { Queryable } from '../db/database';
import { type GateCheck, checkRelease, shellProvides } from './gate';
import {
  type RecordedChange,
  type ReleaseChange,
  type ReleaseContext,
  ReleaseError,
  assertChange,
  assertRemoteDir,
} from './release';
import { ensureLocalRelease } from './release-files';

export type LedgerAction = RecordedChange['action'];

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

export async function liveState(db: Queryable, name: string): Promise<LiveState> {
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
  await ensureLocalRelease(ctx.db, ctx.releasesDir, name, version);
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
  /** Recorded instead of the checks: the health figures of an automatic abort or promote. */
  figures?: object;
  /** A new canary's minutes of good health before the canary check makes it live. */
  autoPromoteMinutes?: number | null;
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
               canary_auto_promote_minutes = case when $3::text is null then null
                 when canary_version is distinct from $3 then $8::integer
                 else canary_auto_promote_minutes end,
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
              step.autoPromoteMinutes ?? null,
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
    await change.alsoRecord?.(tx, {
      name,
      action: step.action,
      from: step.from,
      to: step.to,
      canaryPercent: step.action === 'canary' ? step.next.percent : null,
      forced: step.forced,
      at,
    });
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

/** The ledger actions that set what is live (a canary's start and end do not). */
export const LIVE_CHANGES = `('activate', 'rollback', 'promote', 'auto-promote')`;

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
  autoPromoteMinutes: number | null = null,
): Promise<Activation> {
  assertRemoteDir(name);
  assertChange(change);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseError('The canary share must be a whole percent from 1 to 99.');
  }
  if (
    autoPromoteMinutes !== null &&
    (!Number.isInteger(autoPromoteMinutes) || autoPromoteMinutes < 1 || autoPromoteMinutes > 10080)
  ) {
    throw new ReleaseError('--auto-promote takes whole minutes from 1 to 10080 (a week).');
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
    autoPromoteMinutes,
  });
}

/**
 * The canary becomes the live version for everyone. `automatic`: the canary check's, with the
 * figures of its good health (never past a failing skew gate: that stays a person's call).
 */
export async function promoteCanary(
  ctx: ReleaseContext,
  name: string,
  change: ReleaseChange,
  automatic?: { canary: string; figures: object },
): Promise<Activation> {
  assertRemoteDir(name);
  assertChange(change);
  const expected = await expectedState(ctx.db, name, change);
  if (!expected.canary || !expected.live) {
    throw new ReleaseError(`${name} has no canary to promote.`, 'not-found');
  }
  if (automatic && automatic.canary !== expected.canary) {
    throw new ReleaseError(`${name} has another canary by now; nothing changed.`, 'conflict');
  }
  const checks = await gate(
    ctx,
    name,
    expected.canary,
    automatic ? { ...change, force: false } : change,
  );
  return move(ctx, name, expected, change, {
    action: automatic ? 'auto-promote' : 'promote',
    ...(automatic ? { figures: { ...automatic.figures, gate: checks } } : {}),
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
