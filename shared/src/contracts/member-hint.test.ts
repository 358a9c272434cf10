import { describe, expect, it } from 'vitest';
import {
  MEMBER_COOKIE_MAX_AGE_SECONDS,
  memberCookie,
  memberHintOf,
  paintedFor,
  paintedForAttribute,
  sessionCookie,
  sessionTokenOf,
} from './member-hint';

describe('the member cookie', () => {
  it('carries a nickname there and back, in any script', () => {
    for (const nickname of ['Asha Rao', 'आशा', "O'Neil; x=1", 'Zoë']) {
      const written = memberCookie(nickname, false);
      const value = written.slice(written.indexOf('=') + 1, written.indexOf(';'));
      expect(memberHintOf(value)).toEqual({ nickname });
    }
  });

  it('is removed on sign-out, and a secure page writes it secure', () => {
    expect(memberCookie(null, false)).toBe('travel_member=; max-age=0; path=/; samesite=lax');
    expect(memberCookie('Asha', true)).toMatch(/; secure$/);
  });

  it('names a guest for anything that is not a nickname', () => {
    for (const value of [undefined, '', '%20%20', '%E0%A4', 'a%0Ab', 'x'.repeat(81)]) {
      expect(memberHintOf(value)).toBeNull();
    }
    // A nickname too long to carry removes the cookie: its pages are painted for a guest.
    expect(memberCookie('x'.repeat(81), false)).toContain('max-age=0');
  });

  it('names on the root element of a page who it was painted for, in any script', () => {
    const root = (html: string) => ({
      getAttribute: (name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1] ?? null,
    });
    for (const nickname of ['Asha Rao', 'आशा', `O'Neil "<b>" & co`]) {
      const attribute = paintedForAttribute({ nickname });
      // Nothing in it ends the attribute or starts markup.
      expect(attribute).toMatch(/^ data-member="[^"<>&]+"$/);
      expect(paintedFor(root(`<div id="root"${attribute}>`))).toEqual({ nickname });
    }
    expect(paintedForAttribute(null)).toBe('');
    expect(paintedFor(root('<div id="root">'))).toBeNull();
  });

  it("keeps the session's token for the member's own pages, same-site only, and removes it", () => {
    const token = 'q3Xc_9-AbZ';
    expect(sessionCookie(token, true)).toBe(
      `travel_session=${token}; max-age=${MEMBER_COOKIE_MAX_AGE_SECONDS}; path=/; samesite=strict; secure`,
    );
    expect(sessionCookie(null, false)).toBe('travel_session=; max-age=0; path=/; samesite=strict');
    // Nothing that could end the cookie early, or be another cookie.
    expect(sessionCookie('a; b=c', false)).toContain('max-age=0');
    expect(sessionTokenOf(token)).toBe(token);
    for (const value of [undefined, '', 'a b', 'x'.repeat(513), '<script>']) {
      expect(sessionTokenOf(value)).toBeNull();
    }
  });
});
