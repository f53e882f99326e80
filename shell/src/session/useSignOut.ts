import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout, useAppDispatch } from '@pcf/shared';
import { useRemoteRegistry } from '../remotes/registryContext';

/** SPEC §4 logout (token revoked, local storage, token and identity cookies cleared), then /login. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const registry = useRemoteRegistry();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(logout());
    registry.clear();
    navigate('/login', { replace: true });
  }, [dispatch, registry, navigate]);
}
