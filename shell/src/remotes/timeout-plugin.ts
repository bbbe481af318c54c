import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from './remote-timeouts';

/**
 * Bounds every network step of loading a remote. Without it a remote that accepts the connection
 * but never answers leaves its route spinning forever (the runtime's own script timeout is 20 s).
 */
export function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'atelier-remote-timeouts',
    fetch(url, init) {
      const signal = AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS);
      return fetch(url, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
    },
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}
