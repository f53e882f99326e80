import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useSession } from '@pcf/shared';
import { useRemoteRegistry } from '../remotes/registryContext';
import { failureText, startSession } from './startSession';

export type BootstrapState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: string };

/** A page load with a token but no user yet (a reload) fetches the session again before the layout shows. */
export function useSessionBootstrap(): BootstrapState & { retry(): void } {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const registry = useRemoteRegistry();
  const { userid } = useSession();
  const [state, setState] = useState<BootstrapState>(() => (userid === null ? { status: 'loading' } : { status: 'ready' }));
  const started = useRef(false);

  const run = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      await startSession(dispatch, registry);
      setState({ status: 'ready' });
    } catch (error) {
      setState({ status: 'failed', error: failureText(error, t('layout.sessionFailed')) });
    }
  }, [dispatch, registry, t]);

  useEffect(() => {
    if (userid !== null || started.current) return;
    started.current = true;
    void run();
  }, [userid, run]);

  return { ...state, retry: () => void run() };
}
