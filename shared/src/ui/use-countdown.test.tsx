import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

function ResendButton() {
  const countdown = useCountdown(60);
  return (
    <button type="button" disabled={countdown.running} onClick={countdown.start}>
      {countdown.running ? `Resend in ${countdown.secondsLeft}s` : 'Send OTP'}
    </button>
  );
}

function advanceSeconds(seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('is idle until started', () => {
    render(<ResendButton />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Send OTP');
    expect(button).toHaveProperty('disabled', false);
  });

  it('counts down from 60 one second at a time and cannot be pressed until zero', () => {
    render(<ResendButton />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(button.textContent).toBe('Resend in 60s');
    expect(button).toHaveProperty('disabled', true);

    advanceSeconds(1);
    expect(button.textContent).toBe('Resend in 59s');
    advanceSeconds(58);
    expect(button.textContent).toBe('Resend in 1s');
    expect(button).toHaveProperty('disabled', true);

    advanceSeconds(1);
    expect(button.textContent).toBe('Send OTP');
    expect(button).toHaveProperty('disabled', false);
  });

  it('does not tick slower when the timers fire late', () => {
    render(<ResendButton />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    // A background tab may run timers late; the clock moved on 30 s meanwhile.
    act(() => {
      vi.setSystemTime(Date.now() + 30_000);
      vi.advanceTimersByTime(1000);
    });
    expect(button.textContent).toBe('Resend in 29s');
  });

  it('starts again from 60 after it finished', () => {
    render(<ResendButton />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    advanceSeconds(60);
    fireEvent.click(button);
    expect(button.textContent).toBe('Resend in 60s');
  });

  it('stops ticking when the component goes away', () => {
    const { unmount } = render(<ResendButton />);
    fireEvent.click(screen.getByRole('button'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
