import { sitePages } from '@travel/shared/contracts/plain';

/** The sign-in page, coming back to `pathname + search` once signed in. */
export function signInPagePath(pathname: string, search: string): string {
  return `${sitePages.signIn.path}?redirect=${encodeURIComponent(pathname + search)}`;
}
