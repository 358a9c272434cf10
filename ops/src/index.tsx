import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GlobalStyle, theme } from '@travel/shared';
import { travelI18n } from '@travel/shared/i18n';
import kitMessages from '@travel/shared/locales/en-IN.json';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ConsoleFrame, FirstPage } from './frame';
import { CustomerPage } from './pages/customer';
import { DrawPage } from './pages/draw';
import { FindPage } from './pages/find';
import { InboxPage } from './pages/inbox';
import { LedgerPage } from './pages/ledger';
import { RefundsPage } from './pages/refunds';
import { ReleasesPage } from './pages/releases';
import { SeriesPage } from './pages/series';
import { SetUpPage, setUpCode } from './pages/set-up';
import { StaffPage } from './pages/staff';

// The console speaks English; the kit's components (dialogs, panels) take their words from the
// kit's catalogue.
travelI18n.load('en-IN', kitMessages);

// The pages live after the # (/travel/ops/#/refunds): every path under /travel/ops/ belongs to
// the api's calls, and the console is one document the api serves at /travel/ops/.
const router = createHashRouter([
  {
    path: '/',
    element: <ConsoleFrame />,
    children: [
      { index: true, element: <FirstPage /> },
      { path: 'find', element: <FindPage /> },
      { path: 'customers/:uid', element: <CustomerPage /> },
      { path: 'refunds', element: <RefundsPage /> },
      { path: 'inbox', element: <InboxPage /> },
      { path: 'draw', element: <DrawPage /> },
      { path: 'series', element: <SeriesPage /> },
      { path: 'releases', element: <ReleasesPage /> },
      { path: 'staff', element: <StaffPage /> },
      { path: 'ledger', element: <LedgerPage /> },
      { path: '*', element: <FirstPage /> },
    ],
  },
]);

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: true, staleTime: 10_000 } },
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <QueryClientProvider client={queryClient}>
          {window.location.pathname.replace(/\/+$/, '').endsWith('/setup') ? (
            <SetUpPage code={setUpCode(window.location.hash)} />
          ) : (
            <RouterProvider router={router} />
          )}
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
