import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedScreenId, RemoteName, RemotesDocument } from '@travel/shared';
import type { ComponentType } from 'react';

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
  registerRemotes(
    Object.entries(document.remotes).map(([name, release]) => ({
      name,
      entry: new URL(release.entry, window.location.href).href,
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

/**
 * Forgets everything the runtime cached about one remote (manifest, entry, container), so the
 * next load fetches it afresh.
 */
export function resetRemote(name: string): void {
  registry
    ?.then((document) => {
      const release = document.remotes[name as RemoteName];
      if (!release) return;
      registerRemotes([{ name, entry: new URL(release.entry, window.location.href).href }], {
        force: true,
      });
    })
    .catch(() => undefined);
}

export async function loadScreen(screen: ExposedScreenId): Promise<ScreenModule> {
  await ensureRemotesRegistered();
  const module = await loadRemote<ScreenModule>(screen);
  if (!module?.default) throw new Error(`${screen} did not export a screen`);
  return module;
}
