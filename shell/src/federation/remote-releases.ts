import type { RemoteLive, RemoteName, RemoteRelease, RemotesDocument } from '@travel/shared';
// Its own small module: the runtime plugin is in the entry, which the whole contract would weigh down.
import { MANIFEST_INTEGRITY_FIELD } from '@travel/shared/contracts/remotes';

// Only type imports: the runtime plugin and the entry use this before the shared modules exist.

/** How a remote load ended, as the api's beacon counts it. */
export type LoadOutcome = 'ok' | 'manifest' | 'entry' | 'chunk' | 'render';
export type FailureKind = Exclude<LoadOutcome, 'ok'>;

/** One remote load: which release, how it ended, how long it took. Nothing about the visitor. */
export type LoadReport = { remote: RemoteName; version: string; outcome: LoadOutcome; ms: number };

/** Which release of each remote this page uses, and which it was told to fall back to. */
const releases = new Map<string, RemoteLive>();
const serving = new Map<string, RemoteRelease>();

export function absoluteEntry(release: RemoteRelease): string {
  return new URL(release.entry, window.location.href).href;
}

/** The integrity the document gives each release's manifest and entry, by absolute URL. */
const integrities = new Map<string, string>();

function rememberIntegrity(release: RemoteRelease): void {
  const manifest = absoluteEntry(release);
  for (const [file, integrity] of Object.entries(release.integrity ?? {})) {
    if (integrity) integrities.set(new URL(file, manifest).href, integrity);
  }
}

/** Remembers the document's releases; each remote starts with the one the document names. */
export function rememberDocument(document: RemotesDocument): void {
  releases.clear();
  serving.clear();
  integrities.clear();
  for (const [name, release] of Object.entries(document.remotes)) {
    if (!release) continue;
    releases.set(name, release);
    serving.set(name, release);
    rememberIntegrity(release);
    if (release.lastKnownGood) rememberIntegrity(release.lastKnownGood);
  }
}

/** The integrity of each script of a release whose manifest arrived checked, by absolute URL. */
const scriptIntegrities = new Map<string, string>();

/**
 * Remembers the integrity of each script a release's manifest lists (MANIFEST_INTEGRITY_FIELD),
 * when the manifest itself was checked against the document: a chain from the api's database.
 */
export function rememberManifest(manifestUrl: string, manifest: unknown): void {
  if (!integrityOf(manifestUrl)) return;
  const listed =
    typeof manifest === 'object' && manifest !== null
      ? (manifest as Record<string, unknown>)[MANIFEST_INTEGRITY_FIELD]
      : undefined;
  if (typeof listed !== 'object' || listed === null) return;
  for (const [file, integrity] of Object.entries(listed as Record<string, unknown>)) {
    if (typeof integrity === 'string' && integrity.startsWith('sha256-')) {
      scriptIntegrities.set(new URL(file, manifestUrl).href, integrity);
    }
  }
}

/**
 * The integrity a release's file must have: its manifest and entry from the document, its
 * scripts from its checked manifest.
 */
export function integrityOf(url: string): string | undefined {
  const href = new URL(url, window.location.href).href;
  return integrities.get(href) ?? scriptIntegrities.get(href);
}

/** The release the document names for a remote (live, or this visitor's canary). */
export function liveRelease(remote: string): RemoteRelease | undefined {
  return releases.get(remote);
}

/** The release a remote is loaded from now: the live one, or its last known good. */
export function servingRelease(remote: string): RemoteRelease | undefined {
  return serving.get(remote);
}

export function setServing(remote: string, release: RemoteRelease): void {
  serving.set(remote, release);
}

/** The remote's last known good release, when it has one other than `current`. */
function fallbackOf(remote: string, current: RemoteRelease | undefined): RemoteRelease | undefined {
  const fallback = releases.get(remote)?.lastKnownGood;
  if (!fallback || fallback.version === current?.version) return undefined;
  return fallback;
}

/**
 * What to try, in order, after `failed` could not be loaded: the same release once more (a
 * network fault passes), then the remote's last known good. Once on the last known good, only
 * that once more.
 */
export function retryOrder(remote: string, failed: RemoteRelease): RemoteRelease[] {
  const live = releases.get(remote);
  const order = [failed];
  const fallback = live && failed.version === live.version ? fallbackOf(remote, live) : undefined;
  if (fallback) order.push(fallback);
  return order;
}

/**
 * After a screen of `remote` threw while rendering: the release to switch to (its last known
 * good, when it is serving the live one), or undefined when there is nothing left to try. A
 * render error is the release's own: trying the same one again would fail again.
 */
export function renderFallback(remote: string): RemoteRelease | undefined {
  const live = releases.get(remote);
  const current = serving.get(remote);
  if (!live || current?.version !== live.version) return undefined;
  return fallbackOf(remote, current);
}

/** Which step of a remote load an error comes from, as far as its message tells. */
export function failureKind(error: unknown): Exclude<FailureKind, 'render'> {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'ChunkLoadError' || /loading (css )?chunk/i.test(message)) return 'chunk';
  if (/RUNTIME-00[347]|manifest/i.test(message)) return 'manifest';
  return 'entry';
}

export type RecoveryDeps = {
  /** Points the federation runtime at this release of the remote, forgetting what it cached. */
  register: (release: RemoteRelease) => void;
  /** Loads the screen again; throws when that fails too. */
  load: () => Promise<unknown>;
  report: (report: LoadReport) => void;
  now: () => number;
};

/**
 * A load of `remote` from `failed` did not work (it took `ms`, ending with `error`): report it,
 * then try `retryOrder`, reporting each try. Answers the first module that loads, or undefined
 * when none did.
 */
export async function recoverLoad(
  remote: RemoteName,
  failed: RemoteRelease,
  error: unknown,
  ms: number,
  deps: RecoveryDeps,
): Promise<unknown> {
  deps.report({ remote, version: failed.version, outcome: failureKind(error), ms });
  for (const release of retryOrder(remote, failed)) {
    deps.register(release);
    setServing(remote, release);
    const started = deps.now();
    try {
      const module = await deps.load();
      deps.report({ remote, version: release.version, outcome: 'ok', ms: elapsed(deps, started) });
      return module;
    } catch (retryError) {
      deps.report({
        remote,
        version: release.version,
        outcome: failureKind(retryError),
        ms: elapsed(deps, started),
      });
    }
  }
  return undefined;
}

const elapsed = (deps: { now: () => number }, started: number) =>
  Math.max(0, Math.round(deps.now() - started));
