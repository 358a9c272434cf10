import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  remotesDocumentSchema,
  type ExposedScreenId,
  type RemoteName,
  type RemotesDocument,
} from '@travel/shared';
import type { ComponentType } from 'react';

export type ScreenModule = { default: ComponentType<Record<string, unknown>> };

let registry: Promise<RemotesDocument> | undefined;

async function fetchRemotesDocument(): Promise<RemotesDocument> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const document = remotesDocumentSchema.parse(await response.json());
  registerRemotes(
    Object.entries(document.remotes).map(([name, release]) => ({
      name,
      entry: new URL(release.entry, window.location.href).href,
    })),
  );
  return document;
}

/** Reads /remotes.json once per page load; a failed read is tried again by the next caller. */
export function ensureRemotesRegistered(): Promise<RemotesDocument> {
  registry ??= fetchRemotesDocument().catch((error: unknown) => {
    registry = undefined;
    throw error;
  });
  return registry;
}

export function remoteOf(screen: ExposedScreenId): RemoteName {
  return screen.slice(0, screen.indexOf('/')) as RemoteName;
}

/**
 * Forgets everything the runtime cached about one remote (manifest, entry, container), so the
 * next load fetches it afresh.
 */
export function resetRemote(name: string): void {
  const instance = getInstance();
  const remote = instance?.options.remotes.find((candidate) => candidate.name === name);
  if (!instance || !remote) return;
  instance.registerRemotes([{ ...remote }], { force: true });
}

export async function loadScreen(screen: ExposedScreenId): Promise<ScreenModule> {
  await ensureRemotesRegistered();
  const module = await loadRemote<ScreenModule>(screen);
  if (!module?.default) throw new Error(`${screen} did not export a screen`);
  return module;
}
