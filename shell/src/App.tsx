import { HashRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { AppProvidersProps } from './AppProviders';
import { AppRoutes } from './router/AppRoutes';
import { IdleLogoutWatch } from './idle/IdleLogoutWatch';

/** The shell: providers, the hash router of SPEC §2, the idle watch and the routes. */
export function App({ store, registry }: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders store={store} registry={registry}>
      <HashRouter>
        <IdleLogoutWatch />
        <AppRoutes />
      </HashRouter>
    </AppProviders>
  );
}
