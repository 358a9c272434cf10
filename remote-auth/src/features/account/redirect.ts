import { sitePaths } from '@travel/shared/contracts/plain';

const SIGN_IN_PATHS: string[] = [sitePaths.signIn, sitePaths.signUp];
const THIS_SITE = 'https://this-site.invalid';

/**
 * The `?redirect=` target when it is a path on this site; null for anything that could leave it
 * (`//evil.example`, `https:`, `/\evil`), and for the sign-in pages themselves.
 */
export function safeRedirectPath(redirect: string | null): string | null {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(redirect, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE || SIGN_IN_PATHS.includes(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** Keeps the redirect when moving between the sign-in and sign-up pages. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
