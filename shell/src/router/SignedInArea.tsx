import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@pcf/shared';
import { needsSignIn } from './productPaths';
import type { SignInLocationState } from '../pages/Login/parts/useCompleteSignIn';

const ShellLayout = lazy(() => import('../layout/ShellLayout'));

/** Every path that is not public: the layout when signed in; otherwise /login (known areas) or /404. */
export function SignedInArea() {
  const { token } = useSession();
  const { pathname, search } = useLocation();
  if (token) return <ShellLayout />;
  if (needsSignIn(pathname)) return <Navigate to="/login" replace state={{ from: `${pathname}${search}` } satisfies SignInLocationState} />;
  return <Navigate to="/404" replace />;
}
