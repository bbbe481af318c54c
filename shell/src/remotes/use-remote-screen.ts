import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RemoteScreen } from './remote-catalog';
import { loadRemoteScreen, markRemoteFailed } from './remote-loader';

export type RemoteScreenState =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType }
  | { status: 'failed'; error: unknown };

/** Screens that loaded, so revisiting a route renders at once instead of showing the spinner again. */
const loadedScreens = new Map<string, ComponentType>();
/** One load per screen at a time (StrictMode mounts twice; two routes may share a screen). */
const pendingLoads = new Map<string, Promise<ComponentType>>();

export function screenKey(screen: RemoteScreen): string {
  return `${screen.remote}/${screen.module}`;
}

function loadScreen(screen: RemoteScreen): Promise<ComponentType> {
  const key = screenKey(screen);
  let pending = pendingLoads.get(key);
  if (!pending) {
    pending = loadRemoteScreen(screen)
      .then(({ default: Screen }) => {
        loadedScreens.set(key, Screen);
        return Screen;
      })
      .finally(() => pendingLoads.delete(key));
    pendingLoads.set(key, pending);
  }
  return pending;
}

interface Settled {
  key: string;
  attempt: number;
  state: RemoteScreenState;
}

/**
 * Loads a remote's screen with plain state instead of lazy() + Suspense. React holds back the reveal
 * of a resolved Suspense boundary until 300 ms after its fallback appeared (FALLBACK_THROTTLE_MS), a
 * fixed delay between the layout and the remote's screen or its fallback; an ordinary state update
 * commits as soon as the load settles. A failed load is forgotten, so a new mount or retry() tries again.
 */
export function useRemoteScreen(screen: RemoteScreen): { state: RemoteScreenState; attempt: number; retry: () => void } {
  const key = screenKey(screen);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const loaded = loadedScreens.get(key);

  useEffect(() => {
    if (loadedScreens.has(key)) return undefined;
    let current = true;
    loadScreen(screen).then(
      (Screen) => current && setSettled({ key, attempt, state: { status: 'ready', Screen } }),
      (error: unknown) => current && setSettled({ key, attempt, state: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, screen]);

  const retry = useCallback(() => {
    if (loadedScreens.has(key)) {
      // A crash inside a loaded screen: load it again from a reset remote, and its other screens with it
      // next time (they came from the container the reset drops).
      markRemoteFailed(screen.remote);
      for (const loadedKey of [...loadedScreens.keys()]) {
        if (loadedKey.startsWith(`${screen.remote}/`)) loadedScreens.delete(loadedKey);
      }
    }
    setAttempt((n) => n + 1);
  }, [key, screen.remote]);

  let state: RemoteScreenState = { status: 'loading' };
  if (loaded) state = { status: 'ready', Screen: loaded };
  else if (settled && settled.key === key && settled.attempt === attempt) state = settled.state;
  return { state, attempt, retry };
}
