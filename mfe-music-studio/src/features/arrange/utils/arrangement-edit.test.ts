import type { ArrangementDto, ClipDto } from '@atelier/api-types';
import { clockText } from '../../../lib/clock-text';
import { arrangementReducer, barAndBeat, lengthText, movedClip, snapToBeats, trimmedEnd, trimmedStart } from './arrangement-edit';

const clip: ClipDto = { id: 'd2', lane: 'drums', label: 'Verse 1', start: 16, length: 32, offset: 16 };
const limits = { sourceBeats: 96 };

describe('arrangement edits', () => {
  it('snaps pointer distances to whole beats', () => {
    expect(snapToBeats(37, 10)).toBe(4);
    expect(snapToBeats(-14, 10)).toBe(-1);
  });

  it('moves a clip on the grid, never before the start or past the end of the timeline', () => {
    expect(movedClip(clip, 40.4, limits)).toMatchObject({ start: 40, offset: 16, length: 32 });
    expect(movedClip(clip, -5, limits).start).toBe(0);
    expect(movedClip(clip, 500, limits).start).toBe(192 - 32);
  });

  it('trims the start edge: the stem plays from later, the clip keeps its end', () => {
    expect(trimmedStart(clip, 4)).toMatchObject({ start: 20, offset: 20, length: 28 });
    expect(trimmedStart(clip, -100)).toMatchObject({ start: 0, offset: 0, length: 48 });
    expect(trimmedStart(clip, 100)).toMatchObject({ length: 1 });
  });

  it('trims the end edge: at least a beat, never past the end of the stem', () => {
    expect(trimmedEnd(clip, -8, limits).length).toBe(24);
    expect(trimmedEnd(clip, -100, limits).length).toBe(1);
    expect(trimmedEnd(clip, 1000, limits).length).toBe(96 - 16);
  });

  it('applies edits and lane changes to one clip or lane and leaves the rest alone', () => {
    const arrangement: ArrangementDto = {
      lanes: [{ lane: 'drums', muted: false, solo: false, volume: 1 }, { lane: 'bass', muted: false, solo: false, volume: 1 }],
      clips: [clip, { ...clip, id: 'b2', lane: 'bass' }],
    };
    const reduce = arrangementReducer(limits);

    const moved = reduce(arrangement, { type: 'move', id: 'd2', start: 24 });
    expect(moved.clips.map((c) => c.start)).toEqual([24, 16]);
    const muted = reduce(moved, { type: 'lane', lane: 'bass', patch: { muted: true } });
    expect(muted.lanes.map((lane) => lane.muted)).toEqual([false, true]);
    expect(muted.clips).toBe(moved.clips);
  });

  it('names positions and lengths as musicians count them', () => {
    expect(barAndBeat(17)).toBe('bar 5, beat 2');
    expect(lengthText(32)).toBe('8 bars');
    expect(lengthText(6)).toBe('1 bar 2 beats');
    expect(clockText(185.7)).toBe('3:05');
  });
});
