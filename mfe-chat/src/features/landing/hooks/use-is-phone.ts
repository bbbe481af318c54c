import { useSyncExternalStore } from 'react';

/** The shell's phone layout (bottom dock) starts below 768 px. */
export const PHONE_QUERY = '(max-width: 767px)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** True while the viewport is phone-sized. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
