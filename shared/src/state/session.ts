import { atom, useAtomValue } from 'jotai';
import { RESET, atomWithStorage, createJSONStorage } from 'jotai/utils';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { memberCookie, sessionCookie, type MemberHint, type SessionUser } from '../contracts';
import { travelStore } from './store';

// The server renders pages without a browser's storage: there, everybody is a guest.
const serverStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};
const browserStorage = () => (typeof localStorage === 'undefined' ? serverStorage : localStorage);

export const sessionAtom = atomWithStorage<SessionUser | null>(
  'travel.session',
  null,
  createJSONStorage<SessionUser | null>(browserStorage),
  { getOnInit: true },
);

/** Whether the server has switched on one-time-password sign-in and sign-up. */
export const otpEnabledAtom = atomWithStorage<boolean>(
  'travel.enabledOtp',
  false,
  createJSONStorage<boolean>(browserStorage),
  { getOnInit: true },
);

/** Requests under way that should show the global loading overlay. */
export const inFlightRequestsAtom = atom(0);

// Hooks name the store explicitly so a remote rendered in its own React tree still sees the session.
const inTravelStore = { store: travelStore };

export function getSession(): SessionUser | null {
  return travelStore.get(sessionAtom);
}

/** Stores the signed-in traveller, or signs out and removes the stored token with `null`. */
export function setSession(session: SessionUser | null): void {
  travelStore.set(sessionAtom, session ?? RESET);
}

export function setOtpEnabled(enabledOtp: boolean): void {
  travelStore.set(otpEnabledAtom, enabledOtp);
}

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates a server-rendered page (rendered in the guest's form), true after
 * and in every render on the client alone.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

const subscribeToSession = (onChange: () => void) => travelStore.sub(sessionAtom, onChange);
const readSession = () => travelStore.get(sessionAtom);
const guest = () => null;

/**
 * The signed-in traveller; null for a guest, and while a server-rendered page hydrates (it was
 * rendered for a guest). A guest's page does not render again once hydrated.
 */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribeToSession, readSession, guest);
}

/**
 * What the page was painted for: the member its cookie named (shared/src/contracts/member-hint.ts)
 * or a guest (null). The server's render provides it from the request, the browser from what the
 * page says it was painted for (`paintedFor`), so both draw the same page.
 */
export const MemberHintContext = createContext<MemberHint | null>(null);

/**
 * Who the page shows as signed in: the session once the page is the browser's, and, while a
 * server-rendered page hydrates, the member it was painted for, so a member's page does not
 * switch from a guest's to theirs. Only the nickname is known before hydration.
 */
export function useMember(): MemberHint | null {
  const session = useSession();
  const painted = useContext(MemberHintContext);
  const hydrated = useHydrated();
  return session ?? (hydrated ? null : painted);
}

/**
 * Keeps the member cookie, and the session cookie of the member's own pages, in step with the
 * stored session, from now on (sign-in, sign-out, an expired session, another tab): the next
 * page the server paints is this visitor's (shared/src/contracts/member-hint.ts).
 */
export function keepMemberCookie(): () => void {
  const secure = window.location.protocol === 'https:';
  const write = () => {
    const session = getSession();
    document.cookie = memberCookie(session?.nickname ?? null, secure);
    document.cookie = sessionCookie(session?.token ?? null, secure);
  };
  write();
  return travelStore.sub(sessionAtom, write);
}

export function useSetSession(): (session: SessionUser | null) => void {
  return useCallback((session: SessionUser | null) => setSession(session), []);
}

const subscribeToOtp = (onChange: () => void) => travelStore.sub(otpEnabledAtom, onChange);
const readOtp = () => travelStore.get(otpEnabledAtom);
const serverOtp = () => false;

/**
 * Whether sign-in and sign-up offer a one-time code: false while a server-rendered page
 * hydrates (the server has no browser's storage), then what this browser last heard.
 */
export function useOtpEnabled(): boolean {
  return useSyncExternalStore(subscribeToOtp, readOtp, serverOtp);
}

export function useInFlightRequests(): number {
  return useAtomValue(inFlightRequestsAtom, inTravelStore);
}
