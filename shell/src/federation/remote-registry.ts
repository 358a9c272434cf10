import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedScreenId, RemoteName, RemoteRelease, RemotesDocument } from '@travel/shared';
import type { ComponentType } from 'react';
import type { WithCatalogs } from '@travel/shared/i18n';
import { reportLoad } from './load-beacon';
import {
  absoluteEntry,
  liveRelease,
  rememberDocument,
  renderFallback,
  servingRelease,
  setServing,
} from './remote-releases';

// Only type imports from @travel/shared: the entry runs this before the shared modules exist.

export type ScreenModule = { default: ComponentType<Record<string, unknown>> };

/** The id of the <script type="application/json"> in which the api inlines /remotes.json. */
const INLINE_DOCUMENT_ID = 'travel-remotes';

let registry: Promise<RemotesDocument> | undefined;

/** The shape the shell relies on; anything else is a remotes document it cannot use. */
export function parseRemotesDocument(value: unknown): RemotesDocument {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) {
    throw new Error('The remotes document names no remotes');
  }
  for (const [name, release] of Object.entries(remotes)) {
    const { version, entry } = (release ?? {}) as { version?: unknown; entry?: unknown };
    if (typeof version !== 'string' || typeof entry !== 'string' || entry === '') {
      throw new Error(`The remotes document has no usable release of ${name}`);
    }
  }
  return value as RemotesDocument;
}

/** The document the api put in the page, once: a retry asks /remotes.json afresh. */
function takeInlineDocument(): unknown {
  const script = document.getElementById(INLINE_DOCUMENT_ID);
  if (!script?.textContent) return undefined;
  script.remove();
  return JSON.parse(script.textContent) as unknown;
}

async function readRemotesDocument(): Promise<RemotesDocument> {
  const inline = takeInlineDocument();
  if (inline !== undefined) return parseRemotesDocument(inline);
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return parseRemotesDocument(await response.json());
}

async function registerLiveRemotes(): Promise<RemotesDocument> {
  const document = await readRemotesDocument();
  rememberDocument(document);
  registerRemotes(
    Object.entries(document.remotes).map(([name, release]) => ({
      name,
      entry: absoluteEntry(release),
    })),
  );
  return document;
}

/** Registers the live remotes once per page load; a failed attempt is tried again by the next caller. */
export function ensureRemotesRegistered(): Promise<RemotesDocument> {
  registry ??= registerLiveRemotes().catch((error: unknown) => {
    registry = undefined;
    throw error;
  });
  return registry;
}

export function remoteOf(screen: ExposedScreenId): RemoteName {
  return screen.slice(0, screen.indexOf('/')) as RemoteName;
}

/** Starts fetching a screen's manifest, entry and chunks without running any of it. */
export async function preloadScreen(screen: ExposedScreenId): Promise<void> {
  await ensureRemotesRegistered();
  await preloadRemote([
    { nameOrAlias: remoteOf(screen), exposes: [`./${screen.slice(screen.indexOf('/') + 1)}`] },
  ]);
}

/** Points the runtime at another release of a remote, forgetting what it cached of the last. */
function serve(name: string, release: RemoteRelease): void {
  setServing(name, release);
  registerRemotes([{ name, entry: absoluteEntry(release) }], { force: true });
}

/**
 * Forgets everything the runtime cached about one remote (manifest, entry, container), so the
 * next load fetches its live release afresh.
 */
export function resetRemote(name: string): void {
  registry
    ?.then(() => {
      const release = liveRelease(name);
      if (release) serve(name, release);
    })
    .catch(() => undefined);
}

/**
 * A screen of `name` threw while rendering: reports it, and switches the remote to its last
 * known good release when it has one it is not already on. True when it switched (load the
 * screen again), false when there is nothing left to try.
 */
export function fallBackAfterRenderError(name: RemoteName): boolean {
  const failed = servingRelease(name);
  if (failed) reportLoad({ remote: name, version: failed.version, outcome: 'render', ms: 0 });
  const fallback = renderFallback(name);
  if (!fallback) return false;
  console.warn(
    `[remotes] ${name} ${failed?.version ?? ''} failed while rendering; using ${fallback.version}`,
  );
  serve(name, fallback);
  return true;
}

export async function loadScreen(screen: ExposedScreenId): Promise<ScreenModule> {
  await ensureRemotesRegistered();
  const module = await loadRemote<ScreenModule & WithCatalogs>(screen);
  if (!module?.default) throw new Error(`${screen} did not export a screen`);
  // The remote's messages in the page's language, shipped in its release, before its screen.
  // (Imported here: the shell's entry imports this module before the shared modules are ready.)
  if (module.catalogs) {
    const { loadCatalogs, travelI18n } = await import('@travel/shared/i18n');
    await loadCatalogs(travelI18n, module.catalogs);
  }
  return module;
}
