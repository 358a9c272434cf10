import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { travelStore } from './store';
import { GlobalStyle } from '../ui/global-style';
import { theme } from '../ui/theme';
import { ToastProvider } from '../ui/toast';

/**
 * Store, theme, global style and toasts: wraps the shell and each remote's standalone page. The
 * query hooks of '@travel/shared/query' need no provider: they use the page's one cache.
 */
export function TravelProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={travelStore}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </Provider>
  );
}
