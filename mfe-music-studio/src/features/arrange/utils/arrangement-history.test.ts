import type { ArrangementDto } from '@atelier/api-types';
import { HISTORY_LIMIT, canRedo, canUndo, freshHistory, historyReducer } from './arrangement-history';

const base: ArrangementDto = {
  lanes: [
    { lane: 'vocals', muted: false, solo: false, volume: 1 },
    { lane: 'drums', muted: false, solo: false, volume: 1 },
  ],
  clips: [{ id: 'drums-1', lane: 'drums', label: 'Intro', start: 0, length: 16, offset: 0 }],
} as ArrangementDto;
const moved = (start: number): ArrangementDto => ({ ...base, clips: [{ ...base.clips[0], start }] });
const volume = (value: number): ArrangementDto => ({ ...base, lanes: [base.lanes[0], { ...base.lanes[1], volume: value }] });

describe('arrangement history', () => {
  it('undoes and redoes each edit in turn, and a new edit drops what was undone', () => {
    let state = freshHistory(base);
    expect([canUndo(state), canRedo(state)]).toEqual([false, false]);
    state = historyReducer(state, { type: 'edit', arrangement: moved(4) });
    state = historyReducer(state, { type: 'edit', arrangement: moved(8) });

    state = historyReducer(state, { type: 'undo' });
    expect(state.present).toEqual(moved(4));
    state = historyReducer(state, { type: 'undo' });
    expect(state.present).toEqual(base);
    expect([canUndo(state), canRedo(state)]).toEqual([false, true]);
    expect(historyReducer(state, { type: 'undo' })).toBe(state);

    state = historyReducer(state, { type: 'redo' });
    expect(state.present).toEqual(moved(4));
    state = historyReducer(state, { type: 'edit', arrangement: moved(12) });
    expect(canRedo(state)).toBe(false);
    expect(historyReducer(state, { type: 'undo' }).present).toEqual(moved(4));
  });

  it('merges a slider drag into one step, but not two drags with another edit between', () => {
    let state = freshHistory(base);
    for (const value of [0.9, 0.8, 0.7]) state = historyReducer(state, { type: 'edit', arrangement: volume(value), key: 'volume:drums' });
    expect(state.past).toEqual([base]);
    state = historyReducer(state, { type: 'edit', arrangement: { ...volume(0.7), clips: moved(4).clips } });
    state = historyReducer(state, { type: 'edit', arrangement: { ...volume(0.5), clips: moved(4).clips }, key: 'volume:drums' });
    expect(state.past).toHaveLength(3);
    // An edit that changes nothing (a clip dropped where it was) is no step.
    expect(historyReducer(state, { type: 'edit', arrangement: state.present })).toBe(state);
  });

  it('keeps at most HISTORY_LIMIT steps', () => {
    let state = freshHistory(base);
    for (let start = 1; start <= HISTORY_LIMIT + 5; start += 1) state = historyReducer(state, { type: 'edit', arrangement: moved(start) });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    expect(state.past[0]).toEqual(moved(5));
  });

  it('meets a loaded arrangement: unchanged, an earlier step (unsaved edits become redoable), or a fresh start', () => {
    let state = freshHistory(base);
    state = historyReducer(state, { type: 'edit', arrangement: moved(4) });
    state = historyReducer(state, { type: 'edit', arrangement: moved(8) });

    // The same arrangement with its keys in the server's order.
    const reordered = { clips: moved(8).clips.map(({ offset, length, start, label, lane, id }) => ({ offset, length, start, label, lane, id })), lanes: base.lanes };
    expect(historyReducer(state, { type: 'load', arrangement: reordered as ArrangementDto })).toBe(state);

    const reloaded = historyReducer(state, { type: 'load', arrangement: moved(4) });
    expect(reloaded.present).toEqual(moved(4));
    expect(reloaded.past).toEqual([base]);
    expect(reloaded.future).toEqual([moved(8)]);

    expect(historyReducer(state, { type: 'load', arrangement: moved(30) })).toEqual(freshHistory(moved(30)));
  });
});
