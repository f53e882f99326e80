import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteRegistry, RemoteStates } from './remoteRegistry';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry outside RemoteRegistryContext');
  return registry;
}

export function useRemoteStates(): RemoteStates {
  const registry = useRemoteRegistry();
  return useSyncExternalStore(registry.subscribe, registry.getStates);
}
