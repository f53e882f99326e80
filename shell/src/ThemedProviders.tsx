/**
 * One antd ConfigProvider and <App> around the signed-in layout, every remote page and the public
 * pages built on antd (ARCHITECTURE): theme #417af2, size small, z-index 3000, antd's locale
 * following the language. The sign-in pages stand outside it: they load no antd (issue 19).
 */
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from './antdParts';
import { useTranslation } from 'react-i18next';
import { configureHttpFeedback, currentLanguage, useSession } from '@pcf/shared';
import { antdLocaleOf } from '@pcf/shared/antdLocale';
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

export function ThemedProviders({ children }: { children: ReactNode }) {
  // renders again when the language changes, so antd's own texts follow it
  useTranslation('shell');
  const language = currentLanguage();
  const { theme } = useSession();
  const themeConfig = useMemo(() => shellTheme(theme), [theme]);
  return (
    <ConfigProvider locale={antdLocaleOf(language)} componentSize={COMPONENT_SIZE} theme={themeConfig}>
      <AntdApp style={{ height: '100%' }}>
        <HttpFeedbackBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
