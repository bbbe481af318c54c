import { Fragment, type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { type OwnerChange, getOwnerGeneration, getOwnerKey, onOwnerChange } from './owner-change';

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

/**
 * Mounts its children afresh when an account's state must go (sign-out, account A to B): every in-memory
 * store of a screen (open project, drafts, dialogs) starts over. The shell wraps each remote's screen in it.
 */
export function OwnerScope({ children }: { children: ReactNode }) {
  const scope = useSyncExternalStore(subscribe, getOwnerGeneration, getOwnerGeneration);
  return <Fragment key={scope}>{children}</Fragment>;
}
