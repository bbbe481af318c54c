import type { ArrangementDto } from '@atelier/api-types';

/** Steps kept each way: a long session's history stays a few hundred kB in the browser's storage. */
export const HISTORY_LIMIT = 40;

/**
 * Undo/Redo of the arrangement (issue: every arrangement edit undoable, kept across reloads). `present` is
 * the arrangement shown; `past` the ones before it, oldest first; `future` the undone ones, next first.
 * `key` names the last edit when consecutive edits of it merge into one step (a volume slider's drag).
 */
export interface ArrangementHistory {
  past: ArrangementDto[];
  present: ArrangementDto;
  future: ArrangementDto[];
  key: string | null;
}

export type HistoryAction =
  | { type: 'edit'; arrangement: ArrangementDto; key?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The arrangement the studio loaded (a reload, a save, another tab's save): the history meets it. */
  | { type: 'load'; arrangement: ArrangementDto };

/** Field by field: a saved arrangement comes back from the server with its keys in another order. */
export function sameArrangement(a: ArrangementDto, b: ArrangementDto): boolean {
  const lanes = (x: ArrangementDto) => x.lanes.map((lane) => [lane.lane, lane.muted, lane.solo, lane.volume]);
  const clips = (x: ArrangementDto) => x.clips.map((clip) => [clip.id, clip.lane, clip.label, clip.start, clip.length, clip.offset]);
  return JSON.stringify([lanes(a), clips(a)]) === JSON.stringify([lanes(b), clips(b)]);
}

export const freshHistory = (arrangement: ArrangementDto): ArrangementHistory => ({ past: [], present: arrangement, future: [], key: null });

export function historyReducer(state: ArrangementHistory, action: HistoryAction): ArrangementHistory {
  switch (action.type) {
    case 'edit': {
      if (sameArrangement(state.present, action.arrangement)) return state;
      const key = action.key ?? null;
      if (key !== null && key === state.key) return { ...state, present: action.arrangement };
      return { past: [...state.past, state.present].slice(-HISTORY_LIMIT), present: action.arrangement, future: [], key };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future].slice(0, HISTORY_LIMIT), key: null };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present].slice(-HISTORY_LIMIT), present: next, future: rest, key: null };
    }
    case 'load': {
      if (sameArrangement(state.present, action.arrangement)) return state;
      // Edits left unsaved at a reload: the loaded arrangement is an earlier step; what followed it can be redone.
      let at = state.past.length - 1;
      while (at >= 0 && !sameArrangement(state.past[at], action.arrangement)) at -= 1;
      if (at < 0) return freshHistory(action.arrangement);
      return {
        past: state.past.slice(0, at),
        present: action.arrangement,
        future: [...state.past.slice(at + 1), state.present, ...state.future].slice(0, HISTORY_LIMIT),
        key: null,
      };
    }
  }
}

export const canUndo = (state: ArrangementHistory) => state.past.length > 0;
export const canRedo = (state: ArrangementHistory) => state.future.length > 0;
