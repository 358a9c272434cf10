// The signed-in visitor's session lives in the browser's storage (shared/src/state/session.ts):
// the server never sees it. A cookie beside it says only that this browser holds a session, and
// under which nickname, so the server paints a signed-in page's frame and reserved space for a
// member (and a guest's sign-in prompt for a guest) instead of one form for everybody, and the
// page hydrates to the same thing (docs/decisions/0015-server-rendered-first-paint.md).

/** The cookie: the nickname, URL-encoded; absent for a guest. It grants nothing. */
export const MEMBER_COOKIE = 'travel_member';
/** Written again each time a page starts: it lives as long as the session is used. */
export const MEMBER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** What the server knows of a member before their page's scripts run. */
export interface MemberHint {
  nickname: string;
}

/**
 * The hint a cookie's value names, if it is one: anything else (an undecodable value, a control
 * character, a nickname over 80 characters, which is then not carried) is a guest.
 */
export function memberHintOf(value: string | undefined): MemberHint | null {
  try {
    const nickname = decodeURIComponent(value ?? '').trim();
    // eslint-disable-next-line no-control-regex
    return nickname && nickname.length <= 80 && !/[\0-\x1f\x7f]/.test(nickname)
      ? { nickname }
      : null;
  } catch {
    return null;
  }
}

/**
 * Who a server-rendered page was painted for, written on its root element (` data-member="…"`,
 * nothing for a guest). The browser hydrates the page for them, whatever the cookie says by the
 * time the page's scripts run: the page it was opened from may have written it meanwhile.
 */
export const paintedForAttribute = (member: MemberHint | null): string =>
  member ? ` data-member="${encodeURIComponent(member.nickname)}"` : '';

/** The member a server-rendered root element was painted for (paintedForAttribute). */
export const paintedFor = (root: { getAttribute(name: string): string | null }) =>
  memberHintOf(root.getAttribute('data-member') ?? undefined);

/** The `document.cookie` assignment that keeps `nickname` as the hint, or removes it (null). */
export function memberCookie(nickname: string | null, secure: boolean): string {
  const value = encodeURIComponent(nickname ?? '');
  const kept = memberHintOf(value)
    ? `${value}; max-age=${MEMBER_COOKIE_MAX_AGE_SECONDS}`
    : '; max-age=0';
  return `${MEMBER_COOKIE}=${kept}; path=/; samesite=lax${secure ? '; secure' : ''}`;
}

/**
 * The session's token, for the member's own pages only: the server asks the calls a member's
 * page names (`memberPage` in the contract) with it while it paints that page, so the page comes
 * with the member's booking in it. `SameSite=Strict`: a page opened from another site is painted
 * without it, and its scripts ask as before. The api never takes it for a call of its own: its
 * calls carry the token in their `Authorization` header.
 */
export const SESSION_COOKIE = 'travel_session';

/** The `document.cookie` assignment that keeps the session's token for pages, or removes it. */
export function sessionCookie(token: string | null, secure: boolean): string {
  const kept =
    token && /^[\w.~-]{1,512}$/.test(token)
      ? `${token}; max-age=${MEMBER_COOKIE_MAX_AGE_SECONDS}`
      : '; max-age=0';
  return `${SESSION_COOKIE}=${kept}; path=/; samesite=strict${secure ? '; secure' : ''}`;
}

/** The token a page request carries, if it is one. */
export function sessionTokenOf(value: string | undefined): string | null {
  return value && /^[\w.~-]{1,512}$/.test(value) ? value : null;
}
