import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteScreen } from './remote-catalog';
import { loadRemoteRegistry, resetRemote } from './remote-registry';
import { REMOTE_LOAD_TIMEOUT_MS } from './remote-timeouts';

export type RemoteFailure = 'not-deployed' | 'unreachable' | 'timeout' | 'invalid';

export class RemoteLoadError extends Error {
  constructor(
    readonly screen: RemoteScreen,
    readonly reason: RemoteFailure,
    options?: { cause?: unknown },
  ) {
    super(`Remote ${screen.remote}/${screen.module} failed to load: ${reason}`, options);
    this.name = 'RemoteLoadError';
  }
}

const failedRemotes = new Set<string>();

function withDeadline<T>(promise: Promise<T>, screen: RemoteScreen): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(screen, 'timeout')), REMOTE_LOAD_TIMEOUT_MS);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

async function load(screen: RemoteScreen): Promise<{ default: ComponentType }> {
  const registry = await loadRemoteRegistry().catch((cause: unknown) => {
    throw new RemoteLoadError(screen, 'unreachable', { cause });
  });
  if (!registry[screen.remote]) throw new RemoteLoadError(screen, 'not-deployed');
  if (failedRemotes.has(screen.remote)) resetRemote(screen.remote, registry);

  let module: unknown;
  try {
    module = await loadRemote(`${screen.remote}/${screen.module}`);
  } catch (cause) {
    throw new RemoteLoadError(screen, 'unreachable', { cause });
  }
  const component = (module as { default?: unknown } | null)?.default ?? module;
  if (typeof component !== 'function' && typeof component !== 'object') throw new RemoteLoadError(screen, 'invalid');
  return { default: component as ComponentType };
}

/**
 * A loaded screen of this remote crashed: its next load starts from a reset remote, with a fresh container
 * and fresh modules. A chunk the screen loads itself (its own lazy()) that failed is kept failed by the
 * module that asked for it; only new modules ask for it again.
 */
export function markRemoteFailed(remote: string): void {
  failedRemotes.add(remote);
}

/** Loads one exposed screen, bounded in time; a failure marks the remote so the next try resets it. */
export async function loadRemoteScreen(screen: RemoteScreen): Promise<{ default: ComponentType }> {
  try {
    const result = await withDeadline(load(screen), screen);
    failedRemotes.delete(screen.remote);
    return result;
  } catch (error) {
    failedRemotes.add(screen.remote);
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(screen, 'unreachable', { cause: error });
  }
}
