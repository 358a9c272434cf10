import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { travelQueryClient } from '../query/query-client';
import { travelStore } from './store';
import { GlobalStyle } from '../ui/global-style';
import { theme } from '../ui/theme';
import { ToastProvider } from '../ui/toast';

/**
 * Store, server-state cache, theme, global style and toasts: wraps the shell and each remote's
 * standalone page, so a remote inside the shell uses the shell's one cache.
 */
export function TravelProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={travelStore}>
      <QueryClientProvider client={travelQueryClient}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </Provider>
  );
}
