import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../contracts';
import { setSession } from './session';
import { requestSignIn, signInRequestAtom } from './sign-in-request';
import { travelStore } from './store';

const traveller: SessionUser = {
  nickname: 'Asha',
  email: 'asha@example.in',
  mobileNo: '9876543210',
  uid: 'u1',
  token: 't',
};

const pending = () => travelStore.get(signInRequestAtom);

describe('requestSignIn', () => {
  afterEach(() => {
    pending()?.settle(false);
    setSession(null);
  });

  it('resolves true at once for a signed-in visitor, without asking the shell', async () => {
    setSession(traveller);
    await expect(requestSignIn()).resolves.toBe(true);
    expect(pending()).toBeNull();
  });

  it('asks the shell, and resolves with what the visitor did', async () => {
    const signedIn = requestSignIn();
    expect(pending()).not.toBeNull();
    pending()?.settle(true);
    await expect(signedIn).resolves.toBe(true);
    expect(pending()).toBeNull();

    const closed = requestSignIn();
    pending()?.settle(false);
    await expect(closed).resolves.toBe(false);
  });

  it('a newer request closes the older one', async () => {
    const first = requestSignIn();
    const second = requestSignIn();
    await expect(first).resolves.toBe(false);
    pending()?.settle(true);
    await expect(second).resolves.toBe(true);
  });
});
