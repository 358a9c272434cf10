import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TravelProviders } from '../state/providers';
import { MAX_TOASTS, TOAST_DURATION_MS, useToast } from './toast';

let waits = 0;

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
      <button type="button" onClick={() => toast.error(`Please wait ${(waits += 1)} seconds`)}>
        Wait
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

  it('keeps one copy of a notice shown again, and the newest few of many', () => {
    render(<SignUpButton />, { wrapper: TravelProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    for (let i = 0; i < MAX_TOASTS + 2; i += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Wait' }));
    }
    const shown = screen.getAllByRole('alert').map((toast) => toast.textContent);
    expect(shown).toEqual([
      `Please wait ${waits - 2} seconds`,
      `Please wait ${waits - 1} seconds`,
      `Please wait ${waits} seconds`,
    ]);
  });
});
