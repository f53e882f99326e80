/**
 * What the shared `react-router-dom` singleton provides. A shared module is never tree-shaken, and
 * the whole router (data routers, server rendering) weighs about 60 KB gzip on the sign-in page;
 * these are the names the front end uses. A name imported from 'react-router-dom' anywhere must be
 * listed here (sharedReactRouter.test.ts checks every package), else it would be undefined at run time.
 * react-router is react-router-dom's own dependency (which re-exports it), hence the same version.
 */
export {
  HashRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
