import { atom, useAtomValue } from 'jotai';
import { getSession } from './session';
import { travelStore } from './store';

type SignInRequest = { settle: (signedIn: boolean) => void };

/** A screen's open request for the sign-in dialog, which the shell shows. */
export const signInRequestAtom = atom<SignInRequest | null>(null);

/**
 * Asks the shell for its sign-in dialog, so a remote can let a guest sign in and carry on with
 * what they were doing (`if (await requestSignIn()) buy(coupon)`). Resolves true once the
 * visitor is signed in, false if they close the dialog. Signed in already: true at once.
 */
export function requestSignIn(): Promise<boolean> {
  if (getSession()) return Promise.resolve(true);
  return new Promise((resolve) => {
    // A newer request replaces an older one, which counts as closed.
    travelStore.get(signInRequestAtom)?.settle(false);
    travelStore.set(signInRequestAtom, {
      settle: (signedIn) => {
        travelStore.set(signInRequestAtom, null);
        resolve(signedIn);
      },
    });
  });
}

/** For the shell: the pending request, if a screen asked for the sign-in dialog. */
export function useSignInRequest(): SignInRequest | null {
  return useAtomValue(signInRequestAtom, { store: travelStore });
}
