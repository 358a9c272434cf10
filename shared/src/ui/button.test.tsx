import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TravelProviders } from '../state/providers';
import { Button } from './button';
import { FullPageLoader } from './full-page-loader';
import { LoadingOverlay } from './loading-overlay';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button unless told otherwise, so it never submits a form by accident', () => {
    render(<Button>Search flights</Button>, { wrapper: TravelProviders });
    expect(screen.getByRole('button', { name: 'Search flights' }).getAttribute('type')).toBe(
      'button',
    );
  });

  it('blocks presses while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay now
      </Button>,
      { wrapper: TravelProviders },
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('loading indicators', () => {
  it('the full-page loader is announced as Loading', () => {
    render(<FullPageLoader />, { wrapper: TravelProviders });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('the overlay shows only while visible', () => {
    const { rerender } = render(<LoadingOverlay visible={false} />, { wrapper: TravelProviders });
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    rerender(<LoadingOverlay visible />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
