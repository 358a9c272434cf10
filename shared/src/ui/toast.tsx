import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '@travel/shared/i18n';

/** How long a success or info notice shows; an error stays until the visitor dismisses it. */
export const TOAST_DURATION_MS = 3000;
/** Notices shown at once; a new one beyond them replaces the oldest. */
export const MAX_TOASTS = 3;

type ToastKind = 'success' | 'error' | 'info';

type ToastMessage = { id: number; kind: ToastKind; message: string };

export type ToastApi = {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
};

const ToastContext = createContext<ToastApi | null>(null);

const Region = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.lg};
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: max-content;
  max-width: calc(100vw - 32px);
  transform: translateX(-50%);
  pointer-events: none;
`;

const Toast = styled.div<{ $kind: ToastKind }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme, $kind }) =>
    $kind === 'success'
      ? theme.colors.success
      : $kind === 'error'
        ? theme.colors.danger
        : theme.colors.info};
  background: ${({ theme, $kind }) =>
    $kind === 'success'
      ? theme.colors.successSoft
      : $kind === 'error'
        ? theme.colors.dangerSoft
        : theme.colors.primarySoft};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 600;
`;

const Dismiss = styled.button`
  flex: none;
  min-width: 32px;
  min-height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  /* The notice lets taps through to the page; only its button takes them. */
  pointer-events: auto;

  /* Drawn, not written: the alert reads as its message alone. */
  &::before {
    content: '×';
  }
`;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback((kind: ToastKind, message: string) => {
    nextId.current += 1;
    const id = nextId.current;
    // The same notice again replaces the one shown: one copy, announced anew; a few at most.
    setToasts((current) => [
      ...current
        .filter((toast) => toast.kind !== kind || toast.message !== message)
        .slice(1 - MAX_TOASTS),
      { id, kind, message },
    ]);
    // An error must be read (it may carry a code to copy): it stays until dismissed.
    if (kind === 'error') return;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const t = useT();
  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      info: (message) => show('info', message),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            $kind={toast.kind}
            role={toast.kind === 'error' ? 'alert' : 'status'}
          >
            <span>{toast.message}</span>
            {toast.kind === 'error' ? (
              <Dismiss
                type="button"
                aria-label={t('kit.dismiss')}
                onClick={() => dismiss(toast.id)}
              />
            ) : null}
          </Toast>
        ))}
      </Region>
    </ToastContext.Provider>
  );
}

/** Short notices such as "Login successful"; needs TravelProviders (or ToastProvider) above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api)
    throw new Error('useToast needs a ToastProvider above it (TravelProviders includes one).');
  return api;
}
