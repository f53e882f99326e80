import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@pcf/shared';
import { landingPath } from '../../../router/landing';
import { useRemoteRegistry } from '../../../remotes/registryContext';
import { startSession } from '../../../session/startSession';

/** Where RequireSession sent the user from, so signing in returns there. */
export interface SignInLocationState {
  from?: string;
}

/** After the token is stored: user info, menus, remotes, then the page asked for or the user's landing (router/landing.ts). */
export function useCompleteSignIn(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const registry = useRemoteRegistry();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    const { menus, roles } = await startSession(dispatch, registry);
    const from = (location.state as SignInLocationState | null)?.from;
    navigate(from ?? landingPath(menus, roles) ?? '/messageBoard', { replace: true });
  }, [dispatch, registry, navigate, location.state]);
}
