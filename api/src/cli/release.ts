import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { type Database, DatabaseLockedError } from '../db/database';
import { repoRoot } from '../paths';
import type { GateCheck } from '../release/gate';
import { type LoadFigures, type RemoteStatus, releaseStatus } from '../release/health';
import { issueOperatorToken, TOKEN_MAX_HOURS } from '../release/operator-token';
import {
  type ActivateMode,
  type PublishResult,
  publishAll,
  publishRelease,
} from '../release/publish';
import {
  type Activation,
  type LedgerEntry,
  type ReleaseListing,
  abortCanary,
  activateRelease,
  listReleases,
  promoteCanary,
  releaseHistory,
  rollbackRelease,
  startCanary,
} from '../release/live';
import {
  REMOTE_DIRS,
  type ReleaseChange,
  type ReleaseContext,
  ReleaseError,
  type ReleaseErrorKind,
} from '../release/release';
import { remotesDocument } from '../release/remotes-document';
import {
  createPreview,
  PREVIEW_DEFAULT_MINUTES,
  PREVIEW_END_PATH,
  previewKey,
  previewLink,
  recordPreview,
} from '../release/preview';
import { resolveXsrfSecret } from '../settings';

const usage = `Usage: pnpm --filter api release <command> [--url <site>]

  publish <remote> [--activate] [--reason "..."]  copy <remote>/dist as a new release
  publish-all [--activate] [--reason "..."]       publish (and activate) all four remotes
  publish-all --activate-new                      activate only builds never published (pnpm start)
  activate <remote> <version> --reason "..."      make a published version live
  rollback <remote> --reason "..."                make the previously live version live again
  canary <remote> <version> --percent N --reason "..." [--auto-promote M]
                                                  serve the version to N % of visitors; with
                                                  --auto-promote, live for all after M healthy minutes
  promote <remote> --reason "..."                 the canary becomes live for everyone
  abort <remote> --reason "..."                   end the canary
  list                                            every release; * live, ~ canary
  history [<remote>]                              the ledger: who changed what is live, when, why
  status [--minutes N]                            loads and failure rate of live and canary
  preview <remote> <version> [--minutes N]        a link that shows a published version only in the
                                                  browser that opens it (default ${PREVIEW_DEFAULT_MINUTES} min)
  token <operator> [--hours N]                    deprecated: print a signed operator token (default
                                                  12 h, at most ${TOKEN_MAX_HOURS}), with RELEASE_OPERATOR_TOKEN_SECRET

  --force        go live although the skew gate fails (recorded with the failed checks)
  --url <site>   talk to a running site (https://...) as the staff member of STAFF_TOKEN, who
                 needs the release role; without --url the command opens the database itself
                 (with the embedded database: only while the server is stopped)
  --same-machine with --url, publish: the server copies the folder instead of an upload

Operator keys and tokens (RELEASE_OPERATOR_KEY, without STAFF_TOKEN) still work with --url for
this release, with a warning; they will be removed: ask an admin for a staff token instead.

<remote> is a remote folder name (${REMOTE_DIRS.join(', ')}) or a path to one.`;

class UsageError extends Error {}

/** What every command needs, whether it opens the database or asks a running site. */
interface ReleaseOperations {
  publish: (
    remoteDir: string,
    activate: ActivateMode,
    change?: ReleaseChange,
  ) => Promise<PublishResult>;
  publishAll: (activate: ActivateMode, change?: ReleaseChange) => Promise<PublishResult[]>;
  activate: (name: string, version: string, change: ReleaseChange) => Promise<Activation>;
  rollback: (name: string, change: ReleaseChange) => Promise<Activation>;
  canary: (
    name: string,
    version: string,
    percent: number,
    change: ReleaseChange,
    autoPromoteMinutes: number | null,
  ) => Promise<Activation>;
  promote: (name: string, change: ReleaseChange) => Promise<Activation>;
  abort: (name: string, change: ReleaseChange) => Promise<Activation>;
  list: () => Promise<ReleaseListing[]>;
  history: (name?: string) => Promise<LedgerEntry[]>;
  status: (minutes?: number) => Promise<{ minutes: number; remotes: RemoteStatus[] }>;
  preview: (
    name: string,
    version: string,
    minutes: number | undefined,
    operator: string,
  ) => Promise<PreviewAnswer>;
}

/** A preview link made: `url` opens it, `end` ends it (both absolute when the site is known). */
interface PreviewAnswer {
  remote: string;
  version: string;
  expiresAt: string;
  url: string;
  end: string;
}

/** What a local preview needs: the key of the site's secret, its limit and its address. */
interface LocalPreview {
  key: Buffer;
  maxMinutes: number;
  /** PUBLIC_BASE_URL, or '' when unset: the link is then a path on the site. */
  base: string;
}

function localOperations(
  ctx: ReleaseContext & { db: Database },
  healthMinutes: number,
  health: { maxFailureRate: number; minLoads: number },
  previews: LocalPreview,
): ReleaseOperations {
  return {
    publish: (remoteDir, activate, change) => publishRelease(ctx, remoteDir, { activate, change }),
    publishAll: (activate, change) => publishAll(ctx, { activate, change }),
    activate: (name, version, change) => activateRelease(ctx, name, version, change),
    rollback: (name, change) => rollbackRelease(ctx, name, change),
    canary: (name, version, percent, change, autoPromoteMinutes) =>
      startCanary(ctx, name, version, percent, change, autoPromoteMinutes),
    promote: (name, change) => promoteCanary(ctx, name, change),
    abort: (name, change) => abortCanary(ctx, name, change),
    list: () => listReleases(ctx.db),
    history: (name) => releaseHistory(ctx.db, name),
    async status(minutes = healthMinutes) {
      const document = await remotesDocument(ctx.db, { health });
      const good = (name: string) =>
        Object.entries(document.remotes).find(([remote]) => remote.replace('_', '-') === name)?.[1]
          ?.lastKnownGood?.version ?? null;
      return { minutes, remotes: await releaseStatus(ctx.db, new Date(), minutes, good) };
    },
    async preview(remote, version, minutes, operator) {
      const now = new Date();
      const preview = await createPreview(
        ctx.db,
        previews.key,
        { remote, version, minutes },
        { maxMinutes: previews.maxMinutes, now },
      );
      await recordPreview(ctx.db, { name: operator, staffId: null }, preview, now);
      return {
        remote,
        version,
        expiresAt: preview.expiresAt.toISOString(),
        url: previewLink(previews.base, preview.token),
        end: `${previews.base}${PREVIEW_END_PATH}`,
      };
    },
  };
}

async function filesOf(dir: string, prefix = ''): Promise<{ path: string; base64: string }[]> {
  const files: { path: string; base64: string }[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesOf(dir, relative)));
    else if (entry.isFile()) {
      files.push({
        path: relative,
        base64: (await readFile(path.join(dir, relative))).toString('base64'),
      });
    }
  }
  return files;
}

function httpOperations(site: string, credential: string, sameMachine: boolean): ReleaseOperations {
  const base = `${site.replace(/\/+$/, '')}/travel/ops/releases`;
  async function call<T>(route: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${route}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${credential}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      throw new ReleaseError(`Could not reach ${site}: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    if (!response.ok) {
      const kinds: Record<number, ReleaseErrorKind> = {
        404: 'not-found',
        409: 'conflict',
        422: 'refused',
      };
      const message =
        answer.error ??
        (response.status === 404
          ? `${site} has no release operations at /travel/ops/releases (is it the site?)`
          : `${site} answered HTTP ${response.status}`);
      throw new ReleaseError(message, kinds[response.status] ?? 'invalid');
    }
    return answer as T;
  }
  const changeBody = (change: ReleaseChange) => ({ reason: change.reason, force: change.force });
  const publish = async (remoteDir: string, activate: ActivateMode, change?: ReleaseChange) => {
    const name = path.basename(remoteDir);
    const body = {
      remote: name,
      ...(activate ? { activate: true } : {}),
      ...(change ? changeBody(change) : {}),
    };
    if (sameMachine) return call<PublishResult>('/publish', { ...body, folder: remoteDir });
    const pkg = JSON.parse(await readFile(path.join(remoteDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const dist = path.join(remoteDir, 'dist');
    const files = await filesOf(dist).catch(() => {
      throw new ReleaseError(`${name}/dist is missing: build the remote first (pnpm build).`);
    });
    return call<PublishResult>('/publish', { ...body, packageVersion: pkg.version, files });
  };
  return {
    publish,
    async publishAll(activate, change) {
      const results: PublishResult[] = [];
      for (const dir of REMOTE_DIRS)
        results.push(await publish(path.join(repoRoot, dir), activate, change));
      return results;
    },
    activate: (remote, version, change) =>
      call('/activate', { remote, version, ...changeBody(change) }),
    rollback: (remote, change) => call('/rollback', { remote, ...changeBody(change) }),
    canary: (remote, version, percent, change, autoPromoteMinutes) =>
      call('/canary', {
        remote,
        version,
        percent,
        ...changeBody(change),
        ...(autoPromoteMinutes === null ? {} : { autoPromoteMinutes }),
      }),
    promote: (remote, change) => call('/promote', { remote, ...changeBody(change) }),
    abort: (remote, change) => call('/abort', { remote, reason: change.reason }),
    list: async () => (await call<{ releases: ReleaseListing[] }>('')).releases,
    history: async (remote) =>
      (
        await call<{ entries: LedgerEntry[] }>(
          `/history${remote ? `?remote=${encodeURIComponent(remote)}` : ''}`,
        )
      ).entries,
    status: (minutes) => call(`/status${minutes ? `?minutes=${minutes}` : ''}`),
    async preview(remote, version, minutes) {
      const answer = await call<PreviewAnswer>('/preview', {
        remote,
        version,
        ...(minutes === undefined ? {} : { minutes }),
      });
      const root = site.replace(/\/+$/, '');
      return { ...answer, url: `${root}${answer.url}`, end: `${root}${answer.end}` };
    },
  };
}

function describePublish(result: PublishResult): string {
  const copied = result.copied ? 'published' : 'already published';
  const live = result.activated ? ', now live' : '';
  const refused = result.refused ? `, not made live: ${result.refused}` : '';
  return `${result.name} ${result.version}: ${copied}${live}${refused}`;
}

function describeChecks(checks: unknown): string[] {
  if (!Array.isArray(checks)) return [];
  return (checks as GateCheck[])
    .filter((check) => check.ok === false)
    .map((check) => `  failed ${check.check}: ${check.detail}`);
}

function describeActivation(activation: Activation): string[] {
  if (!activation.changed) return [`${activation.name} ${activation.to} was already live`];
  const what: Record<Activation['action'], string> = {
    activate: 'now live',
    rollback: 'rolled back, now live',
    canary: 'canary started',
    promote: 'canary promoted, now live',
    abort: 'canary aborted',
    'auto-abort': 'canary aborted',
    'auto-promote': 'canary promoted, now live',
  };
  const forced = activation.forced ? ' (forced past the skew gate)' : '';
  return [
    `${activation.name}: ${activation.from ?? '(none)'} -> ${activation.to}, ${what[activation.action]}${forced}`,
    ...describeChecks(activation.checks),
  ];
}

function describeListing(releases: ReleaseListing[]): string[] {
  if (releases.length === 0) return ['No releases yet. Build, then run publish-all --activate.'];
  return releases.map((r) => {
    const mark = r.live ? '*' : r.canaryPercent !== null ? '~' : ' ';
    const canary = r.canaryPercent !== null ? `  canary ${r.canaryPercent}%` : '';
    return `${mark} ${r.name.padEnd(16)} ${r.version.padEnd(20)} ${new Date(r.publishedAt).toISOString()}${canary}`;
  });
}

function describeHistory(entries: LedgerEntry[]): string[] {
  if (entries.length === 0) return ['Nothing has been changed yet.'];
  return entries.flatMap((entry) => {
    const percent = entry.canaryPercent ? ` ${entry.canaryPercent}%` : '';
    const forced = entry.forced ? ' FORCED' : '';
    return [
      `${new Date(entry.at).toISOString()} #${entry.id} ${entry.name} ${entry.action}${percent}${forced}: ` +
        `${entry.from ?? '(none)'} -> ${entry.to ?? '(none)'} by ${entry.operator}: ${entry.reason}`,
      ...describeChecks(entry.checks),
    ];
  });
}

function describeFigures(label: string, figures: LoadFigures): string {
  const rate = (figures.failureRate * 100).toFixed(1);
  const time = figures.averageOkMs === null ? '' : `, ${figures.averageOkMs} ms on average`;
  const kinds = Object.entries(figures.byOutcome)
    .filter(([outcome, count]) => outcome !== 'ok' && count > 0)
    .map(([outcome, count]) => `${outcome} ${count}`)
    .join(', ');
  return `  ${label.padEnd(8)} ${figures.version.padEnd(20)} ${figures.loads} loads, ${figures.failures} failed (${rate}%)${kinds ? `: ${kinds}` : ''}${time}`;
}

function describeStatus(status: { minutes: number; remotes: RemoteStatus[] }): string[] {
  if (status.remotes.length === 0) return ['Nothing is live yet.'];
  return [
    `Loads reported by browsers in the last ${status.minutes} minutes:`,
    ...status.remotes.flatMap((remote) => [
      remote.name,
      ...(remote.live ? [describeFigures('live', remote.live)] : []),
      ...(remote.canary
        ? [
            describeFigures(`canary ${remote.canary.percent}%`, remote.canary) +
              (remote.canary.autoPromoteMinutes === null
                ? ''
                : `, live for all after ${remote.canary.autoPromoteMinutes} healthy minutes`),
          ]
        : []),
      `  last known good: ${remote.lastKnownGood ?? '(none)'}`,
    ]),
  ];
}

function describePreview(preview: PreviewAnswer): string[] {
  const relative = !/^https?:/.test(preview.url);
  return [
    `Preview of ${preview.remote} ${preview.version} until ${preview.expiresAt}. Open in your browser${relative ? ' (on the site’s address; set PUBLIC_BASE_URL or use --url to print it whole)' : ''}:`,
    `  ${preview.url}`,
    'Only that browser gets this version, on every page, with a banner saying so. End it with the',
    `banner's "End preview", or open ${preview.end}`,
  ];
}

/** A folder name means the remote in this repository; anything else is a path from where pnpm ran. */
function remoteDirFromArgument(argument: string): string {
  if (REMOTE_DIRS.includes(argument)) return path.join(repoRoot, argument);
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
}

type Command = (operations: ReleaseOperations) => Promise<string[]>;

interface Parsed {
  command: Command;
  url: string | undefined;
  sameMachine: boolean;
}

/** Checks the arguments before anything touches the database or the network. */
function parseCommand(args: string[]): Parsed {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        activate: { type: 'boolean' },
        'activate-new': { type: 'boolean' },
        reason: { type: 'string' },
        force: { type: 'boolean' },
        percent: { type: 'string' },
        'auto-promote': { type: 'string' },
        minutes: { type: 'string' },
        url: { type: 'string' },
        'same-machine': { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${usage}`);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  const need = (count: number): string[] => {
    if (rest.length !== count) throw new UsageError(usage);
    return rest;
  };
  const operator = process.env.RELEASE_OPERATOR || `local:${os.userInfo().username}`;
  const change = (): ReleaseChange => {
    if (!values.reason?.trim()) {
      throw new UsageError(
        'Give a reason: --reason "..." (every change of what is live records why).',
      );
    }
    return { operator, reason: values.reason, force: values.force };
  };
  const activate: ActivateMode = values.activate
    ? 'always'
    : values['activate-new']
      ? 'if-new'
      : false;
  const publishChange = (): ReleaseChange | undefined => {
    if (activate === 'if-new' && !values.reason) {
      return { operator, reason: 'a new build, published and activated at start' };
    }
    return activate ? change() : undefined;
  };
  const base = { url: values.url, sameMachine: values['same-machine'] ?? false };

  switch (command) {
    case 'publish': {
      const [remote = ''] = need(1);
      const remoteDir = remoteDirFromArgument(remote);
      const publishAs = publishChange();
      return {
        ...base,
        command: async (ops) => [
          describePublish(await ops.publish(remoteDir, activate, publishAs)),
        ],
      };
    }
    case 'publish-all': {
      need(0);
      const publishAs = publishChange();
      return {
        ...base,
        command: async (ops) => (await ops.publishAll(activate, publishAs)).map(describePublish),
      };
    }
    case 'activate': {
      const [name = '', version = ''] = need(2);
      const as = change();
      return {
        ...base,
        command: async (ops) => describeActivation(await ops.activate(name, version, as)),
      };
    }
    case 'rollback':
    case 'promote':
    case 'abort': {
      const [name = ''] = need(1);
      const as = change();
      return { ...base, command: async (ops) => describeActivation(await ops[command](name, as)) };
    }
    case 'canary': {
      const [name = '', version = ''] = need(2);
      const percent = Number(values.percent);
      if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
        throw new UsageError('Say which share of visitors gets the canary: --percent 1..99.');
      }
      const auto = values['auto-promote'];
      const autoPromote = auto === undefined ? null : Number(auto);
      if (autoPromote !== null && (!Number.isInteger(autoPromote) || autoPromote < 1)) {
        throw new UsageError('--auto-promote takes the minutes of good health: a whole number.');
      }
      const as = change();
      return {
        ...base,
        command: async (ops) =>
          describeActivation(await ops.canary(name, version, percent, as, autoPromote)),
      };
    }
    case 'list':
      need(0);
      return { ...base, command: async (ops) => describeListing(await ops.list()) };
    case 'history': {
      if (rest.length > 1) throw new UsageError(usage);
      return { ...base, command: async (ops) => describeHistory(await ops.history(rest[0])) };
    }
    case 'preview': {
      const [name = '', version = ''] = need(2);
      const minutes = values.minutes === undefined ? undefined : Number(values.minutes);
      if (minutes !== undefined && (!Number.isInteger(minutes) || minutes < 1)) {
        throw new UsageError('--minutes must be a whole number of minutes, 1 or more.');
      }
      return {
        ...base,
        command: async (ops) =>
          describePreview(await ops.preview(name, version, minutes, operator)),
      };
    }
    case 'status': {
      need(0);
      const minutes = values.minutes === undefined ? undefined : Number(values.minutes);
      if (minutes !== undefined && (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440)) {
        throw new UsageError('--minutes must be a whole number from 1 to 1440.');
      }
      return { ...base, command: async (ops) => describeStatus(await ops.status(minutes)) };
    }
    default:
      throw new UsageError(usage);
  }
}

/** `token <operator> [--hours N]`: signs a token locally; nothing is stored or sent. */
function issueToken(args: string[]): string[] {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { hours: { type: 'string' } } });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${usage}`);
  }
  const { values, positionals } = parsed;
  const [, operator, ...rest] = positionals;
  if (!operator || rest.length > 0) throw new UsageError(usage);
  const secret = process.env.RELEASE_OPERATOR_TOKEN_SECRET;
  if (!secret || secret.length < 32) {
    throw new UsageError(
      "Set RELEASE_OPERATOR_TOKEN_SECRET (the server's, at least 32 characters) to sign a token.",
    );
  }
  const hours = values.hours === undefined ? 12 : Number(values.hours);
  try {
    const { token, expiresAt } = issueOperatorToken(secret, operator, hours);
    return [token, `# for ${operator}, valid until ${expiresAt.toISOString()}`];
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** STAFF_TOKEN; else, deprecated, RELEASE_OPERATOR_KEY (said so on stderr). */
function siteCredential(env: NodeJS.ProcessEnv = process.env): string {
  if (env.STAFF_TOKEN) return env.STAFF_TOKEN;
  const key = env.RELEASE_OPERATOR_KEY;
  if (!key) {
    throw new UsageError(
      'Set STAFF_TOKEN to your personal staff token (with the release role) to use --url.',
    );
  }
  console.error(
    'RELEASE_OPERATOR_KEY is deprecated and will be removed: set STAFF_TOKEN to your personal staff token (with the release role) instead.',
  );
  return key;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(usage);
    return args.length === 0 ? 1 : 0;
  }
  let db: Database | undefined;
  try {
    if (args[0] === 'token') {
      for (const line of issueToken(args)) console.log(line);
      return 0;
    }
    const { command, url, sameMachine } = parseCommand(args);
    if (url) {
      const credential = siteCredential();
      for (const line of await command(httpOperations(url, credential, sameMachine))) {
        console.log(line);
      }
      return 0;
    }
    const config = loadConfig();
    // Loaded only here: the database drivers are most of the start-up time of a --url call.
    const [{ openDatabase }, { migrate }] = await Promise.all([
      import('../db/open'),
      import('../db/migrate'),
    ]);
    db = await openDatabase(config);
    await migrate(db);
    const ctx = { db, releasesDir: config.releasesDir, shellDist: config.shellDist };
    const health = {
      maxFailureRate: config.releases.canaryMaxFailureRate,
      minLoads: config.releases.canaryMinLoads,
    };
    const operations = localOperations(ctx, config.releases.healthWindowMinutes, health, {
      key: previewKey(await resolveXsrfSecret(config.xsrfSecret, db)),
      maxMinutes: config.releases.previewMaxMinutes,
      base: config.publicBaseUrl ?? '',
    });
    for (const line of await command(operations)) console.log(line);
    return 0;
  } catch (error) {
    const expected = [ConfigError, DatabaseLockedError, ReleaseError, UsageError];
    if (!expected.some((type) => error instanceof type)) throw error;
    console.error((error as Error).message);
    return 1;
  } finally {
    await db?.close();
  }
}

process.exitCode = await main();
