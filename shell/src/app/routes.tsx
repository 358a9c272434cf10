import { useRoutes, type RouteObject } from '@travel/shared/router';
import { RemoteScreen } from '../federation/remote-screen';
import { NotFound } from '../screens/not-found';
import { Frame } from './frame';
import { RequireSession } from './require-session';
import { siteRoutes } from '@travel/shared/contracts/plain';

/** Every route of the site in the frame; the browser's router and the server's render use it. */
export const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      ...siteRoutes.map((route) => {
        // Keyed by route: leaving a section the browser has not hydrated yet (its remote is
        // still loading) replaces it at once instead of waiting for it to hydrate first.
        const screen = <RemoteScreen key={route.path} screen={route.screen} props={route.props} />;
        return {
          path: route.path,
          element: route.signedInOnly ? (
            <RequireSession prompt={route.signInPrompt}>{screen}</RequireSession>
          ) : (
            screen
          ),
        };
      }),
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The site's routes, in the browser's router and in the server's static one alike. */
export function AppRoutes() {
  return useRoutes(routes);
}
