import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  REMOTE_SCREENS,
  ROUTED_SCREENS_FILE,
  type RemoteName,
  type RoutedScreens,
} from '@travel/shared/contracts';
import semver from 'semver';
import { z } from 'zod';
import { repoRoot } from '../paths';

/**
 * The modules every app shares as one copy in the page; a remote must fit the shell's. (jotai
 * and TanStack Query run inside @travel/shared. A release built before that still lists jotai as
 * shared, but only its own @travel/shared imports it, and the page runs the shell's: its jotai
 * never loads, so it is not checked.)
 */
export const SINGLETONS = ['react', 'react-dom', 'styled-components', '@travel/shared'] as const;

/**
 * Modules the shell shared once and no longer provides: a release that still takes one from the
 * page was built before the change, and would run a second copy of it.
 */
export const RETIRED_SINGLETONS: Readonly<Record<string, string>> = {
  'react-router-dom': 'the router is shared as @travel/shared/router since @travel/shared 2.0.0',
};

/** The contract between the shell and the remotes: @travel/shared, versioned in shared/package.json. */
export const CONTRACT_PACKAGE = '@travel/shared';

export type GateCheckName = 'manifest' | 'files' | 'singletons' | 'screens' | 'contract';

export interface GateCheck {
  check: GateCheckName;
  ok: boolean;
  detail: string;
}

const assetList = z.object({ sync: z.array(z.string()), async: z.array(z.string()) }).partial();
const assets = z.object({ js: assetList, css: assetList }).partial();

const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
  }),
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
      assets: assets.optional(),
    }),
  ),
  exposes: z.array(z.object({ name: z.string(), path: z.string(), assets: assets.optional() })),
});

type Manifest = z.output<typeof manifestSchema>;

/** What the live shell provides: its shared versions, and the screens it routes or opens. */
export interface ShellProvides {
  /** Where the versions were read from. */
  source: string;
  versions: Partial<Record<(typeof SINGLETONS)[number], string>>;
  routes: { source: string; screens: Partial<Record<RemoteName, string[]>> };
}

const routedScreensSchema = z.object({
  contract: z.string(),
  screens: z.record(z.string(), z.array(z.string())),
});

/**
 * The screens the live shell routes or opens, from the routed-screens.json its build wrote. A
 * shell that was not built falls back to every screen the @travel/shared contract declares.
 */
async function shellRoutes(shellDist: string): Promise<ShellProvides['routes']> {
  const text = await readFile(path.join(shellDist, ROUTED_SCREENS_FILE), 'utf8').catch(
    () => undefined,
  );
  const parsed = text === undefined ? undefined : routedScreensSchema.safeParse(JSON.parse(text));
  if (parsed?.success) {
    const routed: RoutedScreens = parsed.data;
    return { source: `shell/dist/${ROUTED_SCREENS_FILE}`, screens: routed.screens };
  }
  return {
    source: '@travel/shared contract (the shell has no routed-screens.json)',
    screens: Object.fromEntries(
      Object.entries(REMOTE_SCREENS).map(([remote, names]) => [remote, [...names]]),
    ),
  };
}

/**
 * The versions the built shell provides, from its own mf-manifest.json (the federation build
 * records the version of each shared module it bundled). A shell that was not built falls back
 * to the workspace: the catalog of pnpm-workspace.yaml and shared/package.json.
 */
export async function shellProvides(shellDist: string, root = repoRoot): Promise<ShellProvides> {
  return { ...(await shellVersions(shellDist, root)), routes: await shellRoutes(shellDist) };
}

async function shellVersions(
  shellDist: string,
  root: string,
): Promise<Omit<ShellProvides, 'routes'>> {
  const manifestFile = path.join(shellDist, 'mf-manifest.json');
  const text = await readFile(manifestFile, 'utf8').catch(() => undefined);
  if (text !== undefined) {
    const versions: ShellProvides['versions'] = {};
    const parsed = z
      .object({ shared: z.array(z.object({ name: z.string(), version: z.string() })) })
      .safeParse(JSON.parse(text));
    for (const entry of parsed.success ? parsed.data.shared : []) {
      const name = SINGLETONS.find((singleton) => singleton === entry.name);
      if (name) versions[name] = entry.version;
    }
    return { source: 'shell/dist/mf-manifest.json', versions };
  }
  const workspace = await readFile(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const versions: ShellProvides['versions'] = {};
  const catalog = workspace.split(/^catalog:\s*$/m)[1] ?? '';
  for (const line of catalog.split('\n')) {
    if (/^\S/.test(line)) break;
    const match = /^\s+'?([^':\s]+)'?:\s*([^\s#]+)/.exec(line);
    const name = SINGLETONS.find((singleton) => singleton === match?.[1]);
    if (name && match?.[2]) versions[name] = match[2];
  }
  const shared = JSON.parse(await readFile(path.join(root, 'shared', 'package.json'), 'utf8')) as {
    version?: string;
  };
  if (shared.version) versions[CONTRACT_PACKAGE] = shared.version;
  return { source: 'pnpm-workspace.yaml catalog (the shell has no build manifest)', versions };
}

/** The exposes the live shell needs from one remote: `./CouponPage`, ... */
export function screensNeeded(remote: RemoteName, shell: Pick<ShellProvides, 'routes'>): string[] {
  return (shell.routes.screens[remote] ?? []).map((screen) => `./${screen}`);
}

function filesNamed(manifest: Manifest): string[] {
  const entry = manifest.metaData.remoteEntry;
  const files = [path.posix.join(entry.path, entry.name)];
  for (const item of [...manifest.shared, ...manifest.exposes]) {
    for (const kind of [item.assets?.js, item.assets?.css]) {
      files.push(...(kind?.sync ?? []), ...(kind?.async ?? []));
    }
  }
  return [...new Set(files)];
}

async function isFileInside(folder: string, file: string): Promise<boolean> {
  const full = path.resolve(folder, file);
  if (!full.startsWith(folder + path.sep)) return false;
  return stat(full).then(
    (info) => info.isFile(),
    () => false,
  );
}

function singletonCheck(manifest: Manifest, shell: ShellProvides): GateCheck {
  const problems: string[] = [];
  const fits: string[] = [];
  for (const name of SINGLETONS) {
    const built = manifest.shared.find((entry) => entry.name === name);
    const provided = shell.versions[name];
    // A remote that does not use a module does not share it, and cannot clash with it.
    if (!built) continue;
    if (!provided) {
      problems.push(`${name}: the shell provides none`);
      continue;
    }
    const range = built.requiredVersion || `^${built.version}`;
    const sameMajor =
      semver.major(semver.coerce(built.version) ?? '0.0.0') ===
      semver.major(semver.coerce(provided) ?? '0.0.0');
    if (!semver.satisfies(provided, range, { includePrerelease: true }) || !sameMajor) {
      problems.push(
        `${name}: built against ${built.version} (needs ${range}), the shell provides ${provided}`,
      );
    } else {
      fits.push(`${name} ${provided}`);
    }
  }
  for (const [name, why] of Object.entries(RETIRED_SINGLETONS)) {
    if (manifest.shared.some((entry) => entry.name === name)) {
      problems.push(`${name}: the shell no longer provides it (${why})`);
    }
  }
  return problems.length
    ? { check: 'singletons', ok: false, detail: problems.join('; ') }
    : {
        check: 'singletons',
        ok: true,
        detail: `fits the shell (${shell.source}): ${fits.join(', ')}`,
      };
}

function contractCheck(manifest: Manifest, shell: ShellProvides): GateCheck {
  const built = manifest.shared.find((entry) => entry.name === CONTRACT_PACKAGE)?.version;
  const provided = shell.versions[CONTRACT_PACKAGE];
  if (!built) {
    return { check: 'contract', ok: false, detail: `built without ${CONTRACT_PACKAGE}` };
  }
  if (!provided) {
    return { check: 'contract', ok: false, detail: `the shell provides no ${CONTRACT_PACKAGE}` };
  }
  const ok =
    semver.major(semver.coerce(built) ?? '0.0.0') ===
    semver.major(semver.coerce(provided) ?? '0.0.0');
  return {
    check: 'contract',
    ok,
    detail: ok
      ? `${CONTRACT_PACKAGE} ${built}, the shell has ${provided} (same major)`
      : `${CONTRACT_PACKAGE} ${built} is another major than the shell's ${provided}`,
  };
}

/**
 * The skew gate: does the release in `folder` fit the live shell? Every check runs, so a
 * refusal names every reason at once.
 */
export async function checkRelease(
  folder: string,
  remote: RemoteName,
  shell: ShellProvides,
): Promise<GateCheck[]> {
  const root = path.resolve(folder);
  const text = await readFile(path.join(root, 'mf-manifest.json'), 'utf8').catch(() => undefined);
  if (text === undefined) {
    return [{ check: 'manifest', ok: false, detail: 'mf-manifest.json is missing' }];
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [{ check: 'manifest', ok: false, detail: 'mf-manifest.json is not valid JSON' }];
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return [
      {
        check: 'manifest',
        ok: false,
        detail: `mf-manifest.json is not a federation manifest (${issue?.path.join('.') || 'root'}: ${issue?.message})`,
      },
    ];
  }
  const manifest = parsed.data;
  const checks: GateCheck[] = [
    manifest.name === remote
      ? { check: 'manifest', ok: true, detail: `mf-manifest.json of ${remote}` }
      : {
          check: 'manifest',
          ok: false,
          detail: `mf-manifest.json is of ${manifest.name}, not ${remote}`,
        },
  ];

  const named = filesNamed(manifest);
  const missing: string[] = [];
  for (const file of named) if (!(await isFileInside(root, file))) missing.push(file);
  checks.push(
    missing.length
      ? {
          check: 'files',
          ok: false,
          detail: `missing: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}`,
        }
      : {
          check: 'files',
          ok: true,
          detail: `all ${named.length} files the manifest names are there`,
        },
  );

  checks.push(singletonCheck(manifest, shell));

  const exposed = new Set(manifest.exposes.map((expose) => expose.path));
  const needed = screensNeeded(remote, shell);
  const absent = needed.filter((screen) => !exposed.has(screen));
  checks.push(
    absent.length
      ? {
          check: 'screens',
          ok: false,
          detail: `does not expose ${absent.join(', ')} (the live shell routes ${needed.join(', ')}; ${shell.routes.source})`,
        }
      : {
          check: 'screens',
          ok: true,
          detail: `exposes every screen the live shell routes to it (${shell.routes.source})`,
        },
  );

  checks.push(contractCheck(manifest, shell));
  return checks;
}
