/** The sign-in page, coming back to `pathname + search` once signed in. */
export function signInPagePath(pathname: string, search: string): string {
  return `/html/signIn?redirect=${encodeURIComponent(pathname + search)}`;
}
