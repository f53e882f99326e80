/** The routes inside the layout: every path of the server menu, mounted from its remote, plus the message board and the home page. */
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RemotePage } from '../remotes/RemotePage';
import { MESSAGE_BOARD_PATH } from '../layout/MessageBadge';
import { flattenRoutes, routeChain } from './menuRoutes';
import { HOME_PATH } from './landing';
import type { MenuRoute } from './menuRoutes';

const MessageBoardPage = lazy(() => import('../pages/MessageBoard'));
const HomePage = lazy(() => import('../pages/Home'));

const toNotFound = <Navigate to="/404" replace />;

function elementFor(route: MenuRoute, routes: MenuRoute[]) {
  if (route.redirect && route.redirect !== route.path) return <Navigate to={route.redirect} replace />;
  if (!route.remote) return toNotFound;
  const moduleTitle = routeChain(routes, route.path)[0]?.meta.title ?? route.meta.title;
  return <RemotePage remote={route.remote} path={route.path} moduleTitle={moduleTitle} notFound={toNotFound} />;
}

export function LayoutRoutes({ routes }: { routes: MenuRoute[] }) {
  return (
    <Routes>
      <Route path={MESSAGE_BOARD_PATH} element={<MessageBoardPage />} />
      <Route path={HOME_PATH} element={<HomePage routes={routes} />} />
      {flattenRoutes(routes).map((route) => (
        <Route key={route.path} path={route.path} element={elementFor(route, routes)} />
      ))}
      <Route path="*" element={toNotFound} />
    </Routes>
  );
}
