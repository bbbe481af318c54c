import type { ClipDto, LaneStateDto } from '@atelier/api-types';
import { catchUp, contextTimeFor, laneGains, playsBetween, songLength, songTimeHeard, spansOf } from './schedule';

const clip = (id: string, lane: ClipDto['lane'], start: number, length: number, offset = start): ClipDto => ({ id, lane, label: id, start, length, offset });
const lanes = (patch: Partial<Record<LaneStateDto['lane'], Partial<LaneStateDto>>> = {}): LaneStateDto[] =>
  (['vocals', 'drums', 'bass', 'melody', 'chords'] as const).map((lane) => ({ lane, muted: false, solo: false, volume: 1, ...patch[lane] }));

describe('audio scheduling math', () => {
  it('plays sections left in place as one span per lane, and a moved clip on its own', () => {
    const clips = [clip('d1', 'drums', 0, 16), clip('d2', 'drums', 16, 32), clip('d3', 'drums', 64, 16, 48), clip('b1', 'bass', 0, 16)];

    expect(spansOf(clips)).toEqual([
      { key: 'b1', lane: 'bass', start: 0, length: 16, offset: 0 },
      { key: 'd1', lane: 'drums', start: 0, length: 48, offset: 0 },
      { key: 'd3', lane: 'drums', start: 64, length: 16, offset: 48 },
    ]);
  });

  it('schedules what starts in the look-ahead window, at song times on the beat grid', () => {
    const clips = [clip('d1', 'drums', 0, 16), clip('m1', 'melody', 8, 8), clip('d3', 'drums', 64, 16, 48)];
    // 120 BPM: a beat is half a second.
    expect(playsBetween(clips, 120, 0, 1, true).map((play) => play.key)).toEqual(['d1']);
    expect(playsBetween(clips, 120, 1, 5, false)).toEqual([{ key: 'm1', lane: 'melody', songTime: 4, sourceOffset: 4, duration: 4 }]);
    expect(playsBetween(clips, 120, 31.5, 32.5, false)).toEqual([{ key: 'd3', lane: 'drums', songTime: 32, sourceOffset: 24, duration: 8 }]);
    // A window's end is exclusive and its start inclusive: nothing is scheduled twice across windows.
    expect(playsBetween(clips, 120, 0, 4, false).map((play) => play.key)).toEqual(['d1']);
    expect(playsBetween(clips, 120, 4, 8, false).map((play) => play.key)).toEqual(['m1']);
  });

  it('starts in the middle of a clip from the right place in its stem', () => {
    const plays = playsBetween([clip('c1', 'chords', 4, 8, 20)], 100, 3, 4, true);

    expect(plays).toHaveLength(1);
    expect(plays[0].songTime).toBe(3);
    expect(plays[0].sourceOffset).toBeCloseTo(20 * 0.6 + (3 - 2.4));
    expect(plays[0].duration).toBeCloseTo(12 * 0.6 - 3);
  });

  it('maps the song onto the audio clock both ways, and shows what is heard (output latency compensated)', () => {
    const anchor = { contextStart: 10.05, songStart: 30 };

    expect(contextTimeFor(anchor, 32)).toBeCloseTo(12.05);
    expect(songTimeHeard(anchor, 12.05, 0.02)).toBeCloseTo(31.98);
    expect(songTimeHeard(anchor, 10, 0.02)).toBe(30);
  });

  it('starts a late play now, skipping what it missed, so it stays with the other lanes', () => {
    expect(catchUp(5, 4.9, 1, 2)).toEqual({ when: 5, offset: 1, duration: 2 });
    const late = catchUp(5, 5.25, 1, 2);
    expect(late.when).toBe(5.25);
    expect(late.offset).toBeCloseTo(1.25);
    expect(late.duration).toBeCloseTo(1.75);
  });

  it('gives muted lanes no gain, and only soloed lanes theirs while any is soloed', () => {
    expect(laneGains(lanes({ bass: { muted: true }, melody: { volume: 0.5 } }))).toEqual({ vocals: 1, drums: 1, bass: 0, melody: 0.5, chords: 1 });
    expect(laneGains(lanes({ drums: { solo: true }, chords: { solo: true, volume: 1.2 } }))).toEqual({ vocals: 0, drums: 1, bass: 0, melody: 0, chords: 1.2 });
  });

  it('ends the song at its last clip', () => {
    expect(songLength([clip('a', 'drums', 0, 16), clip('b', 'bass', 100, 8)], 120)).toBe(54);
  });
});
