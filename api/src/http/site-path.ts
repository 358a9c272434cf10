/**
 * A path on this site to go to afterwards (a preview started or ended, a language chosen), as a
 * link's query names it; anything else, another site included, is `/`.
 */
export function sitePathOrHome(to: unknown): string {
  if (typeof to !== 'string' || to.length > 1024) return '/';
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return '/';
  return /^[\x21-\x7e]+$/.test(to) ? to : '/';
}
