import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TravelProviders } from '../state/providers';
import { ErrorBoundary } from './error-boundary';
import { StatePanel } from './state-panel';

afterEach(cleanup);

let broken = true;
function Article() {
  if (broken) throw new Error('chunk failed');
  return <p>Goa beyond the beaches</p>;
}

describe('ErrorBoundary', () => {
  it('keeps the page, shows the fallback in place of the failed part and can try again', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <>
        <h1>Travel blog</h1>
        <ErrorBoundary
          label="Content failed to load"
          onError={onError}
          fallback={(retry) => (
            <StatePanel kind="error" message="This text could not be loaded." onRetry={retry} />
          )}
        >
          <Article />
        </ErrorBoundary>
      </>,
      { wrapper: TravelProviders },
    );
    expect(screen.getByRole('heading', { name: 'Travel blog' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This text could not be loaded.');
    expect(onError).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith('Content failed to load', expect.any(Error));

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Goa beyond the beaches')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });
});
