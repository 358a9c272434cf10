import { createBrowserRouter } from 'react-router-dom';
import { RemoteScreen } from '../federation/remote-screen';
import { NotFound } from '../screens/not-found';
import { Frame } from './frame';
import { RequireSession } from './require-session';
import { siteRoutes } from './site-routes';

export const router = createBrowserRouter([
  {
    element: <Frame />,
    children: [
      ...siteRoutes.map((route) => {
        const screen = <RemoteScreen screen={route.screen} props={route.props} />;
        return {
          path: route.path,
          handle: route,
          element: route.signedInOnly ? <RequireSession>{screen}</RequireSession> : screen,
        };
      }),
      { path: '*', element: <NotFound /> },
    ],
  },
]);
