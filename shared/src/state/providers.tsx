import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { MemberHint } from '../contracts/member-hint';
import { MemberHintContext } from './session';
import { travelStore } from './store';
import { GlobalStyle } from '../ui/global-style';
import { theme } from '../ui/theme';
import { ToastProvider } from '../ui/toast';

/**
 * Store, theme, global style and toasts: wraps the shell and each remote's standalone page. The
 * query hooks of '@travel/shared/query' need no provider: they use the page's one cache.
 */
export function TravelProviders({
  children,
  member = null,
}: {
  children: ReactNode;
  /** The member a server-rendered page was painted for (MemberHintContext). */
  member?: MemberHint | null;
}) {
  return (
    <Provider store={travelStore}>
      <MemberHintContext value={member}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </MemberHintContext>
    </Provider>
  );
}
