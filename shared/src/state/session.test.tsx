import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../contracts';
import {
  getSession,
  inFlightRequestsAtom,
  setOtpEnabled,
  setSession,
  useInFlightRequests,
  useOtpEnabled,
  useSession,
} from './session';
import { travelStore } from './store';

const traveller: SessionUser = {
  nickname: 'Aarav',
  email: 'aarav@example.in',
  mobileNo: '9876543210',
  uid: 'u-42',
  token: 'session-token-42',
};

function HeaderGreeting() {
  const session = useSession();
  const otpEnabled = useOtpEnabled();
  const inFlight = useInFlightRequests();
  return (
    <p>
      {session ? `Hi ${session.nickname}` : 'Guest'} / OTP {otpEnabled ? 'on' : 'off'} / {inFlight}{' '}
      requests
    </p>
  );
}

beforeEach(() => {
  setSession(null);
  setOtpEnabled(false);
});

afterEach(cleanup);

describe('session', () => {
  it('persists the signed-in traveller in browser storage and clears it on sign-out', () => {
    setSession(traveller);
    expect(getSession()).toEqual(traveller);
    expect(JSON.parse(localStorage.getItem('travel.session') ?? 'null')).toEqual(traveller);

    setSession(null);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('travel.session')).toBeNull();
  });

  it('hooks follow the shared store even without a Provider above them', () => {
    render(<HeaderGreeting />);
    expect(screen.getByText('Guest / OTP off / 0 requests')).toBeTruthy();

    act(() => {
      setSession(traveller);
      setOtpEnabled(true);
      travelStore.set(inFlightRequestsAtom, 1);
    });
    expect(screen.getByText('Hi Aarav / OTP on / 1 requests')).toBeTruthy();
    expect(localStorage.getItem('travel.enabledOtp')).toBe('true');

    act(() => travelStore.set(inFlightRequestsAtom, 0));
  });
});
