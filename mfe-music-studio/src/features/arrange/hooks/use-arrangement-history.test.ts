import { useState } from 'react';
import { act, renderHook } from '@testing-library/react';
import type { ArrangementDto } from '@atelier/api-types';
import { useArrangementHistory } from './use-arrangement-history';

const base = {
  lanes: [{ lane: 'drums', muted: false, solo: false, volume: 1 }],
  clips: [{ id: 'drums-1', lane: 'drums', label: 'Intro', start: 0, length: 16, offset: 0 }],
} as ArrangementDto;

/** The studio's draft and the history over it, as the screen wires them. */
function studio(initial: ArrangementDto, beat = 'job-1') {
  return renderHook(() => {
    const [draft, setDraft] = useState<ArrangementDto>(initial);
    const history = useArrangementHistory({ projectId: 'song1', beat: { job_id: beat, total_beats: 64 }, draft, setDraft, active: true });
    return { draft, ...history };
  });
}

const press = (target: EventTarget, init: KeyboardEventInit) => act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init })));

beforeEach(() => window.localStorage.clear());

describe('useArrangementHistory', () => {
  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z and Ctrl+Y, but not while typing in a text field', () => {
    const { result } = studio(base);
    act(() => result.current.edit({ type: 'move', id: 'drums-1', start: 8 }));
    expect(result.current.draft.clips[0].start).toBe(8);

    const lyrics = document.body.appendChild(document.createElement('textarea'));
    press(lyrics, { key: 'z', ctrlKey: true });
    expect(result.current.draft.clips[0].start).toBe(8);

    press(document.body, { key: 'z', ctrlKey: true });
    expect(result.current.draft.clips[0].start).toBe(0);
    expect([result.current.canUndo, result.current.canRedo]).toEqual([false, true]);
    press(document.body, { key: 'Z', metaKey: true, shiftKey: true });
    expect(result.current.draft.clips[0].start).toBe(8);
    press(document.body, { key: 'z', metaKey: true });
    press(document.body, { key: 'y', ctrlKey: true });
    expect(result.current.draft.clips[0].start).toBe(8);
  });

  it('keeps the history across a reload of the same beat, and starts a new one for a new beat', () => {
    const first = studio(base);
    act(() => first.result.current.edit({ type: 'lane', lane: 'drums', patch: { muted: true } }));
    const saved = first.result.current.draft;
    first.unmount();

    const reloaded = studio(saved);
    expect(reloaded.result.current.canUndo).toBe(true);
    act(() => reloaded.result.current.undo());
    expect(reloaded.result.current.draft.lanes[0].muted).toBe(false);
    reloaded.unmount();

    expect(studio(saved, 'job-2').result.current.canUndo).toBe(false);
  });
});
