/** The registry wired to the real Module Federation runtime of this page. */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteRegistry } from './remoteRegistry';
import { remoteFallbackPlugin } from './remoteFallbackPlugin';

export function createFederationRegistry(): RemoteRegistry {
  registerPlugins([remoteFallbackPlugin()]);
  return new RemoteRegistry({
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: (id) => loadRemote<unknown>(id),
  });
}
