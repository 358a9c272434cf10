import type { RouteObject } from 'react-router-dom';
import { RemoteScreen } from '../federation/remote-screen';
import { NotFound } from '../screens/not-found';
import { Frame } from './frame';
import { RequireSession } from './require-session';
import { siteRoutes } from './site-routes';

/** Every route of the site in the frame; the browser's router and the server's render use it. */
export const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      ...siteRoutes.map((route) => {
        const screen = <RemoteScreen screen={route.screen} props={route.props} />;
        return {
          path: route.path,
          handle: route,
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
