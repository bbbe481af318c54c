import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type OwnerChange, getOwnerKey, onOwnerChange } from './owner-change';

const subscribe = (notify: () => void) => onOwnerChange(() => notify());

/** The current owner key (account id or 'visitor'); a screen keyed by it starts afresh for a new owner. */
export function useOwnerKey(): string {
  return useSyncExternalStore(subscribe, getOwnerKey, getOwnerKey);
}

/** Runs `callback` on each change of owner while the component is mounted. */
export function useOwnerChange(callback: (change: OwnerChange) => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => onOwnerChange((change) => latest.current(change)), []);
}
