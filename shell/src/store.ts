/** The one store of the platform: the session slice plus what remotes inject (ARCHITECTURE). */
import { createInjectableStore, logosConfigured } from '@pcf/shared';
import type { RootState } from '@pcf/shared';
import logoDark from './assets/logo-dark.svg';
import logoPurple from './assets/logo-purple.svg';

export function createShellStore(preloadedState?: Partial<RootState>) {
  const store = createInjectableStore(preloadedState);
  store.dispatch(logosConfigured({ logoDark, logoPurple }));
  return store;
}

export type ShellStore = ReturnType<typeof createShellStore>;
