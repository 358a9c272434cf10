import { atom, useAtomValue } from 'jotai';
import { RESET, atomWithStorage, createJSONStorage } from 'jotai/utils';
import { useCallback } from 'react';
import type { SessionUser } from '../contracts';
import { travelStore } from './store';

export const sessionAtom = atomWithStorage<SessionUser | null>(
  'travel.session',
  null,
  createJSONStorage<SessionUser | null>(() => localStorage),
  { getOnInit: true },
);

/** Whether the server has switched on one-time-password sign-in and sign-up. */
export const otpEnabledAtom = atomWithStorage<boolean>(
  'travel.enabledOtp',
  false,
  createJSONStorage<boolean>(() => localStorage),
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

export function useSession(): SessionUser | null {
  return useAtomValue(sessionAtom, inTravelStore);
}

export function useSetSession(): (session: SessionUser | null) => void {
  return useCallback((session: SessionUser | null) => setSession(session), []);
}

export function useOtpEnabled(): boolean {
  return useAtomValue(otpEnabledAtom, inTravelStore);
}

export function useInFlightRequests(): number {
  return useAtomValue(inFlightRequestsAtom, inTravelStore);
}
