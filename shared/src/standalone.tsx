import {
  createElement,
  lazy,
  StrictMode,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { createRoot } from 'react-dom/client';
import { loadCatalogs, travelI18n, type WithCatalogs } from '@travel/shared/i18n';
import { BrowserRouter, Link, Route, Routes } from '@travel/shared/router';
import type { ScreenManifest, StandaloneRoute } from './contracts/screen-manifest';
import { kitCatalogs } from './locales';
import { TravelProviders } from './state/providers';
import { FullPageLoader } from './ui/full-page-loader';

// The remote's build puts here its screens' routes from the shell's route table.
declare const TRAVEL_STANDALONE_ROUTES: StandaloneRoute[] | undefined;

type ScreenModule = { default: ComponentType<object> };

const SCREENS_FOLDER = './src/screens/';

/** A page screen the route table does not show yet is still on the dev page, at /Name. */
function routesOf(manifest: ScreenManifest): StandaloneRoute[] {
  const routes = typeof TRAVEL_STANDALONE_ROUTES === 'undefined' ? [] : TRAVEL_STANDALONE_ROUTES;
  const unrouted = Object.entries(manifest.screens)
    .filter(([name, screen]) => screen.kind === 'page' && !routes.some((r) => r.screen === name))
    .map(([name]) => ({ path: `/${name}`, screen: name, label: name }));
  return [...routes, ...unrouted];
}

/**
 * A remote's own dev page: the screens of its manifest on their real paths, inside the shared
 * providers, so a team can work on its remote without running the shell. `load` imports a file
 * of the remote's src/screens folder, e.g. `(file) => import(\`./screens/${file}\`)`.
 */
export function renderStandalone(
  title: string,
  manifest: ScreenManifest,
  load: (file: string) => Promise<unknown>,
): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const components = new Map<string, LazyExoticComponent<ComponentType<object>>>();
  for (const [name, screen] of Object.entries(manifest.screens)) {
    const file = screen.module.slice(SCREENS_FOLDER.length);
    components.set(
      name,
      lazy(async () => {
        const module = (await load(file)) as ScreenModule & WithCatalogs;
        // The remote's messages in the page's language, as the shell loads them with a screen.
        if (module.catalogs) await loadCatalogs(travelI18n, module.catalogs);
        return module;
      }),
    );
  }
  const routes = routesOf(manifest);
  // The kit's messages (page titles) come first, as the shell's do on the site.
  void loadCatalogs(travelI18n, kitCatalogs).then(() =>
    renderRoutes(container, title, routes, components),
  );
}

function renderRoutes(
  container: HTMLElement,
  title: string,
  routes: StandaloneRoute[],
  components: Map<string, LazyExoticComponent<ComponentType<object>>>,
): void {
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
            {routes.map(({ path, label }) => (
              <Link key={path} to={path}>
                {label}
              </Link>
            ))}
          </nav>
          <Suspense fallback={<FullPageLoader />}>
            <Routes>
              {routes.map(({ path, screen, props }) => {
                const component = components.get(screen);
                return component ? (
                  <Route key={path} path={path} element={createElement(component, props)} />
                ) : null;
              })}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </TravelProviders>
    </StrictMode>,
  );
}
