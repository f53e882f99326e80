import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** SPEC §9: chunks and remote entries wait 120 s; the MF runtime's own default is 20 s. */
export const REMOTE_LOAD_TIMEOUT_MS = 120000;

/**
 * Returning an object from createScript makes the runtime skip its own attribute handling,
 * so the attributes are applied here the way the runtime would.
 */
export default function remoteTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pcf-remote-timeout',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.type = attrs?.type === 'module' ? 'module' : 'text/javascript';
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type') script.setAttribute(name, String(value));
      }
      return { script, timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}
