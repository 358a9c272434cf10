import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TravelProviders } from '../state/providers';
import { TOAST_DURATION_MS, useToast } from './toast';

function SignUpButton() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Sign up success!')}>
        Sign up
      </button>
      <button type="button" onClick={() => toast.error('Network error')}>
        Fail
      </button>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announces a success message and removes it after a few seconds', () => {
    vi.useFakeTimers();
    render(<SignUpButton />, { wrapper: TravelProviders });

    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toBe('Sign up success!');
    expect(toast.closest('[aria-live]')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByText('Sign up success!')).toBeNull();
  });

  it('shows an error as an alert that stays until the visitor dismisses it', () => {
    vi.useFakeTimers();
    render(<SignUpButton />, { wrapper: TravelProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert').textContent).toBe('Network error');
    act(() => {
      vi.advanceTimersByTime(10 * TOAST_DURATION_MS);
    });
    expect(screen.getByRole('alert').textContent).toBe('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
