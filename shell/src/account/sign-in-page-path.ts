import { sitePaths } from '@travel/shared/contracts/plain';

/** The sign-in page, coming back to `pathname + search` once signed in. */
export function signInPagePath(pathname: string, search: string): string {
  return `${sitePaths.signIn}?redirect=${encodeURIComponent(pathname + search)}`;
}
