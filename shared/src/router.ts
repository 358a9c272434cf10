// The router of the page, as one module that the shell provides to every remote
// (docs/decisions/0017-smaller-shared-modules.md). Only these exports are built into the shell, so
// the page downloads the part of react-router the site uses rather than all of it: the
// declarative router, without the data router's loaders, actions and fetchers. A remote that
// needs another export of react-router-dom adds it here; the shell ships it first.
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
