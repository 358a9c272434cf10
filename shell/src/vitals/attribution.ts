import type { RemoteName } from '@travel/shared';
import { REMOTE_NAMES, matchSiteRoute } from '@travel/shared/contracts/plain';
import { servingRelease } from '../federation/remote-releases';

/** The release that drew a screen, and the route's name: nothing about the visitor. */
export type Attribution = { remote: RemoteName; version: string; route: string };

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';
export type VitalReport = Attribution & { metric: VitalName; value: number };

/** The remote and release a page path shows, and its route's name. */
export function attributionOf(pathname: string): Attribution | undefined {
  const route = matchSiteRoute(pathname);
  if (!route) return undefined;
  const remote = route.screen.split('/')[0] as RemoteName;
  const version = servingRelease(remote)?.version;
  return version ? { remote, version, route: route.page } : undefined;
}

/**
 * The release a script URL belongs to (the folder of its remote's manifest), with the route it
 * ran on; undefined for the shell's own files and anything else.
 */
export function attributionOfScript(url: string, pathname: string): Attribution | undefined {
  const route = matchSiteRoute(pathname);
  if (!route || !url) return undefined;
  for (const remote of REMOTE_NAMES) {
    const release = servingRelease(remote);
    if (!release) continue;
    const folder = new URL('.', new URL(release.entry, window.location.href)).href;
    if (url.startsWith(folder)) return { remote, version: release.version, route: route.page };
  }
  return undefined;
}
