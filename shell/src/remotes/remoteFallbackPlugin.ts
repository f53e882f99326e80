import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { failedRoutesModule } from './loadFailure';

/** Every remote exposes its route table as `./routes` (ARCHITECTURE). */
export const ROUTES_EXPOSE = 'routes';

/**
 * errorLoadRemote hook: when a remote's route table cannot be loaded (manifest, remoteEntry.js or
 * a chunk missing or timed out), the runtime recovers with a failed module instead of throwing,
 * so the shell keeps running and shows the failure where that group would be.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pcf-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'onLoad' && id.endsWith(`/${ROUTES_EXPOSE}`)) return failedRoutesModule(error);
      return undefined;
    },
  };
}
