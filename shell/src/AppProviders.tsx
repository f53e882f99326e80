/**
 * What every page of the shell shares: the one store, the remote registry and the page title in the
 * current language. antd's providers wrap only the pages that use antd (ThemedProviders).
 */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@pcf/shared';
import { RemoteRegistryContext } from './remotes/registryContext';
import type { RemoteRegistry } from './remotes/remoteRegistry';
import type { ShellStore } from './store';

function DocumentTitle() {
  const { t } = useTranslation('shell');
  const language = currentLanguage();
  useEffect(() => {
    document.title = t('app.title');
  }, [t, language]);
  return null;
}

export interface AppProvidersProps {
  store: ShellStore;
  registry: RemoteRegistry;
  children: ReactNode;
}

export function AppProviders({ store, registry, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <RemoteRegistryContext.Provider value={registry}>
        <DocumentTitle />
        {children}
      </RemoteRegistryContext.Provider>
    </Provider>
  );
}
