/**
 * One antd ConfigProvider and <App> around the shell and every remote page (ARCHITECTURE): theme
 * #417af2, size small, z-index 3000, antd's locale following the language; the one store; the registry.
 */
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from './antdParts';
import { Provider } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { antdLocaleOf, configureHttpFeedback, currentLanguage, useSession } from '@pcf/shared';
import { RemoteRegistryContext } from './remotes/registryContext';
import type { RemoteRegistry } from './remotes/remoteRegistry';
import type { ShellStore } from './store';
import { COMPONENT_SIZE, shellTheme } from './theme';

/** Lets the http client's toasts and dialogs use the themed, localised antd APIs. */
function HttpFeedbackBridge() {
  const { message, modal } = AntdApp.useApp();
  useEffect(() => {
    configureHttpFeedback({ message, modal });
    return () => configureHttpFeedback(null);
  }, [message, modal]);
  return null;
}

function ThemedProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const language = currentLanguage();
  const { theme } = useSession();
  const themeConfig = useMemo(() => shellTheme(theme), [theme]);
  useEffect(() => {
    document.title = t('app.title');
  }, [t, language]);
  return (
    <ConfigProvider locale={antdLocaleOf(language)} componentSize={COMPONENT_SIZE} theme={themeConfig}>
      <AntdApp style={{ height: '100%' }}>
        <HttpFeedbackBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
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
        <ThemedProviders>{children}</ThemedProviders>
      </RemoteRegistryContext.Provider>
    </Provider>
  );
}
