import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@travel/shared';
import { reportLoad } from '../federation/load-beacon';
import {
  absoluteEntry,
  integrityOf,
  recoverLoad,
  rememberManifest,
  servingRelease,
} from '../federation/remote-releases';

const remoteOfId = (id: string) => (id.split('/')[0] ?? id) as RemoteName;

/**
 * Reports every remote load (its version, ok or which step failed, how long it took) to the
 * api's beacon. When a remote cannot be loaded (manifest, entry or chunk), forgets it and tries
 * the same release once more, then the remote's last known good release; if those fail too,
 * hands back a screen that says the section is unavailable, so the rest of the page keeps
 * working. Earlier lifecycles end up here too: "onLoad" is where loadRemote gives up. A
 * release's manifest and entry load with the integrity /remotes.json gives them.
 */
export default function recoverRemotePlugin(): ModuleFederationRuntimePlugin {
  const started = new Map<string, number>();
  // Loads made by the recovery itself: it reports them and handles their failures.
  const recovering = new Set<string>();
  const since = (id: string) => performance.now() - (started.get(id) ?? performance.now());
  return {
    name: 'recover-remote',
    // A release's manifest, entry and scripts must be the files that were published: the
    // browser refuses any other, and the load fails as a missing one would. A preload carries
    // the same integrity, so the script that follows uses its response.
    createScript({ url, attrs }) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (typeof value === 'string') script.setAttribute(name, value);
      }
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
    createLink({ url, attrs }) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (typeof value === 'string') link.setAttribute(name, value);
      }
      link.href = url;
      link.integrity = integrity;
      link.crossOrigin = 'anonymous';
      return link;
    },
    fetch(url, init) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      return fetch(url, { ...init, integrity }).then(async (response) => {
        if (response.ok)
          rememberManifest(
            url,
            await response
              .clone()
              .json()
              .catch(() => null),
          );
        return response;
      });
    },
    beforeRequest(args) {
      started.set(args.id, performance.now());
      return Promise.resolve(args);
    },
    onLoad({ id, remote }) {
      if (recovering.has(id)) return Promise.resolve();
      const release = servingRelease(remote.name);
      if (release) {
        reportLoad({
          remote: remote.name as RemoteName,
          version: release.version,
          outcome: 'ok',
          ms: since(id),
        });
      }
      return Promise.resolve();
    },
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      if (lifecycle !== 'onLoad' || recovering.has(id)) return undefined;
      const remoteName = remoteOfId(id);
      console.warn(`[remotes] ${id} could not be loaded`, error);
      const failed = servingRelease(remoteName);
      if (failed) {
        recovering.add(id);
        try {
          const module = await recoverLoad(remoteName, failed, error, since(id), {
            register: (release) =>
              origin.registerRemotes([{ name: remoteName, entry: absoluteEntry(release) }], {
                force: true,
              }),
            load: () => origin.loadRemote(id),
            report: reportLoad,
            now: () => performance.now(),
          });
          if (module) return module;
        } finally {
          recovering.delete(id);
        }
      }
      const { sectionUnavailableModule } = await import('../federation/section-unavailable');
      return sectionUnavailableModule(remoteName);
    },
  };
}
