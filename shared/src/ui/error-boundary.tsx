import type { ReactNode } from 'react';
import { ErrorBoundary as LibraryErrorBoundary } from 'react-error-boundary';

export type ErrorBoundaryProps = {
  /** Says in the console what failed, e.g. "[remotes] remote_coupons failed while rendering". */
  label: string;
  /** What shows instead of the failed part; `retry` renders the children again. */
  fallback: (retry: () => void) => ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
};

/** Contains a part of the page that failed to load or render, so the rest keeps working. */
export function ErrorBoundary({ label, fallback, onError, children }: ErrorBoundaryProps) {
  return (
    <LibraryErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => fallback(resetErrorBoundary)}
      onError={(error) => {
        console.error(label, error);
        onError?.(error);
      }}
    >
      {children}
    </LibraryErrorBoundary>
  );
}
