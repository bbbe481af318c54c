import { useEffect, useRef } from 'react';
import { saveDraft, saveDraftNow } from './draft-storage';
import type { WorkspaceState } from './workspace-types';

const SAVE_AFTER_MS = 400;

/**
 * Keeps the project in browser storage as it changes (shortly after, and at once when the page is
 * hidden or closed), so a reload brings back exactly where the user was, saved or not.
 */
export function useDraftPersistence(state: WorkspaceState, enabled: boolean): void {
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    if (!enabled) return;
    // Just saved: kept at once, so a reload right after the save finds it saved.
    const timer = setTimeout(() => void saveDraft(draftOf(latest.current)), state.dirty ? SAVE_AFTER_MS : 0);
    return () => clearTimeout(timer);
  }, [enabled, state.project, state.files, state.history, state.messages, state.selectedPath, state.dirty]);

  useEffect(() => {
    if (!enabled) return;
    const flush = () => {
      const draft = draftOf(latest.current);
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

function draftOf(state: WorkspaceState) {
  return {
    project: state.project,
    files: state.files,
    history: state.history,
    // A reply cut off by the reload is kept as it was, no longer pending.
    messages: state.messages.map((message) => (message.pending ? { ...message, pending: false } : message)),
    selectedPath: state.selectedPath,
    dirty: state.dirty,
    at: Date.now(),
  };
}
