import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * When a remote cannot be loaded (manifest, entry or chunk), forget it and try once more; if
 * that fails too, hand back a screen that says the section is unavailable, so the rest of
 * the page keeps working. Earlier lifecycles end up here too: "onLoad" is where loadRemote
 * gives up.
 */
export default function recoverRemotePlugin(): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'recover-remote',
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      if (lifecycle !== 'onLoad') return undefined;
      const remoteName = id.split('/')[0] ?? id;
      console.warn(`[remotes] ${id} could not be loaded`, error);
      if (!retrying.has(id)) {
        retrying.add(id);
        try {
          const remote = origin.options.remotes.find((candidate) => candidate.name === remoteName);
          if (remote) origin.registerRemotes([{ ...remote }], { force: true });
          return await origin.loadRemote(id);
        } catch {
          // Falls through to the unavailable section below.
        } finally {
          retrying.delete(id);
        }
      }
      const { sectionUnavailableModule } = await import('../federation/section-unavailable');
      return sectionUnavailableModule(remoteName);
    },
  };
}
