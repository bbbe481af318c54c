import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArrangementDto } from '@atelier/api-types';
import { readOwned, useOwnerKey, writeOwned } from '@atelier/runtime';
import { type ArrangementAction, arrangementReducer } from '../utils/arrangement-edit';
import { type ArrangementHistory, type HistoryAction, canRedo, canUndo, freshHistory, historyReducer } from '../utils/arrangement-history';

/**
 * Per owner (the runtime's ownedKey: a visitor's moves to the account at sign-in, an account's goes at
 * sign-out) and per project, in this browser: the history is this browser's editing, not the project's,
 * so it needs no server round trip on every edit; HISTORY_LIMIT keeps it small.
 */
const STORAGE_BASE = 'music_arrangement_history';

interface Stored {
  /** The beat the history's arrangements were made for: a new beat (new stems) starts a new history. */
  beat: string;
  history: ArrangementHistory;
}

function readStored(owner: string, project: string, beat: string): ArrangementHistory | null {
  try {
    const stored = JSON.parse(readOwned(`${STORAGE_BASE}:${project}`, owner) ?? 'null') as Stored | null;
    return stored?.beat === beat && Array.isArray(stored.history?.past) && Array.isArray(stored.history.future) ? stored.history : null;
  } catch {
    return null;
  }
}

/** Typing in a text field (the lyrics) keeps the browser's own undo. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target.tagName === 'INPUT' && !['range', 'checkbox', 'radio', 'button', 'submit', 'reset'].includes((target as HTMLInputElement).type);
}

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, while `active` and not typing. */
function useHistoryKeys(active: boolean, undo: () => void, redo: () => void) {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      const action = key === 'z' ? (event.shiftKey ? 'redo' : 'undo') : key === 'y' && event.ctrlKey && !event.shiftKey ? 'redo' : null;
      if (!action) return;
      event.preventDefault();
      if (action === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, undo, redo]);

}

export interface ArrangementHistoryOptions {
  projectId: string | null;
  beat: { job_id: string; total_beats: number } | null;
  /** The arrangement shown (the studio's draft), and how to change it. */
  draft: ArrangementDto | null;
  setDraft: (arrangement: ArrangementDto) => void;
  /** The Arrange tab is open: its keyboard shortcuts act. */
  active: boolean;
}

/**
 * Every arrangement edit as an undoable step: Undo (Ctrl/Cmd+Z), Redo (Ctrl/Cmd+Shift+Z, Ctrl+Y), kept in
 * the browser's storage across reloads for the project's current beat.
 */
export function useArrangementHistory({ projectId, beat, draft, setDraft, active }: ArrangementHistoryOptions) {
  const owner = useOwnerKey();
  const scope = projectId && beat ? { owner, project: projectId, beat: beat.job_id } : null;
  const scopeKey = scope ? `${scope.owner}|${scope.project}|${scope.beat}` : '';
  const history = useRef<{ scope: string; state: ArrangementHistory } | null>(null);
  const [, rerender] = useState(0);

  const commit = useCallback(
    (state: ArrangementHistory) => {
      const previous = history.current;
      if (!scope || (previous?.scope === scopeKey && previous.state === state)) return;
      history.current = { scope: scopeKey, state };
      writeOwned(`${STORAGE_BASE}:${scope.project}`, scope.owner, JSON.stringify({ beat: scope.beat, history: state } satisfies Stored));
      rerender((count) => count + 1);
    },
    // scopeKey names every part of scope.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scopeKey],
  );

  // The history meets what the studio shows: the stored one at a reload, the server's after a save.
  useEffect(() => {
    if (!scope || !draft) return;
    const current = history.current?.scope === scopeKey ? history.current.state : (readStored(scope.owner, scope.project, scope.beat) ?? freshHistory(draft));
    commit(historyReducer(current, { type: 'load', arrangement: draft }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scopeKey, draft, commit]);

  const state = history.current?.scope === scopeKey ? history.current.state : null;

  const step = useCallback(
    (action: HistoryAction) => {
      const current = history.current?.scope === scopeKey ? history.current.state : null;
      if (!current) return;
      const next = historyReducer(current, action);
      if (next === current) return;
      commit(next);
      setDraft(next.present);
    },
    [scopeKey, commit, setDraft],
  );

  const edit = useCallback(
    (action: ArrangementAction) => {
      const current = history.current?.scope === scopeKey ? history.current.state : null;
      if (!current || !beat) return;
      const arrangement = arrangementReducer({ sourceBeats: beat.total_beats })(current.present, action);
      // A slider's drag is one step per lane and control.
      const key = action.type === 'lane' && action.patch.volume !== undefined ? `volume:${action.lane}` : undefined;
      step({ type: 'edit', arrangement, key });
    },
    [scopeKey, beat, step],
  );
  const undo = useCallback(() => step({ type: 'undo' }), [step]);
  const redo = useCallback(() => step({ type: 'redo' }), [step]);

  useHistoryKeys(active, undo, redo);

  return { edit, undo, redo, canUndo: !!state && canUndo(state), canRedo: !!state && canRedo(state) };
}
