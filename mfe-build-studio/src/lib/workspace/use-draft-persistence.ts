import { useEffect, useRef } from 'react';
import { VISITOR_OWNER, getOwnerKey, useOwnerChange } from '@atelier/runtime';
import { type Draft, saveDraft, saveDraftNow } from './draft-storage';
import type { WorkspaceState } from './workspace-types';

const SAVE_AFTER_MS = 400;

/**
 * Keeps the project in browser storage as it changes (shortly after, and at once when the page is
 * hidden or closed), so a reload brings back exactly where the user was, saved or not.
 */
export function useDraftPersistence(state: WorkspaceState, enabled: boolean): void {
  const latest = useRef(state);
  latest.current = state;
  // Whose draft this is. A visitor who signs in keeps it (their work moved with them); once an account
  // leaves, nothing more is kept: the screen is about to start over for the next owner.
  const owner = useRef<string | null>(getOwnerKey());
  useOwnerChange(({ previous, next }) => {
    owner.current = previous === VISITOR_OWNER ? next : null;
  });

  useEffect(() => {
    if (!enabled) return;
    // Just saved: kept at once, so a reload right after the save finds it saved.
    const timer = setTimeout(() => {
      if (owner.current) void saveDraft(draftOf(latest.current, owner.current));
    }, state.dirty ? SAVE_AFTER_MS : 0);
    return () => clearTimeout(timer);
  }, [enabled, state.project, state.files, state.history, state.messages, state.selectedPath, state.dirty]);

  useEffect(() => {
    if (!enabled) return;
    const flush = () => {
      if (!owner.current) return;
      const draft = draftOf(latest.current, owner.current);
      saveDraftNow(draft);
      void saveDraft(draft);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled]);
}

function draftOf(state: WorkspaceState, owner: string): Draft {
  return {
    project: state.project,
    files: state.files,
    history: state.history,
    // A reply cut off by the reload is kept as it was, no longer pending.
    messages: state.messages.map((message) => (message.pending ? { ...message, pending: false } : message)),
    selectedPath: state.selectedPath,
    dirty: state.dirty,
    at: Date.now(),
    owner,
  };
}
