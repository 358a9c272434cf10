import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { TravelProviders } from './state/providers';

export interface StandaloneScreen {
  path: string;
  label: string;
  Screen: ComponentType;
}

/**
 * A remote's own dev page: its screens on their real paths, inside the shared providers,
 * so a team can work on its remote without running the shell.
 */
export function renderStandalone(title: string, screens: StandaloneScreen[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <TravelProviders>
        <BrowserRouter>
          <nav
            aria-label={`${title} screens`}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 12,
              padding: 12,
              background: '#eef2f8',
            }}
          >
            <strong>{title}</strong>
            {screens.map(({ path, label }) => (
              <Link key={path} to={path}>
                {label}
              </Link>
            ))}
          </nav>
          <Routes>
            {screens.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Routes>
        </BrowserRouter>
      </TravelProviders>
    </StrictMode>,
  );
}
