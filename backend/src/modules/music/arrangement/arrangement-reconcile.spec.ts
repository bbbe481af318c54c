import { type Arrangement, type BeatSection, arrangementProblem, defaultArrangement } from './arrangement';
import { type BeatShape, reconcileArrangement } from './arrangement-reconcile';

const section = (label: string, start: number, beats: number, lyric: string | null): BeatSection => ({
  type: label.startsWith('Intro') ? 'intro' : 'verse',
  number: 1,
  label,
  start_beat: start,
  beats,
  lyric_id: lyric,
});

// An 80-beat song of three sections; the new beat has two sections and 64 beats (2:40).
const oldSections = [section('Intro', 0, 16, null), section('Verse 1', 16, 32, 'v1'), section('Verse 2', 48, 32, 'v2')];
const newSections = [section('Intro', 0, 16, null), section('Verse 1', 16, 48, 'v1')];
const oldBeat: BeatShape = { sections: oldSections, total_beats: 80, duration_seconds: 200, hasVocals: true };
const newBeat: BeatShape = { sections: newSections, total_beats: 64, duration_seconds: 160, hasVocals: true };

function edited(): Arrangement {
  const arrangement = defaultArrangement(oldSections, true);
  arrangement.lanes[1] = { ...arrangement.lanes[1], muted: true };
  arrangement.lanes[2] = { ...arrangement.lanes[2], volume: 0.5, solo: true };
  arrangement.clips = arrangement.clips.map((clip) => (clip.id === 'drums-1' ? { ...clip, start: 8 } : clip));
  return arrangement;
}

describe(reconcileArrangement.name, () => {
  it('gives the new default to a project with no arrangement, or with the previous beat\'s untouched default', () => {
    const expected = { arrangement: defaultArrangement(newSections, true), note: null };
    expect(reconcileArrangement(null, oldBeat, newBeat)).toEqual(expected);
    expect(reconcileArrangement(defaultArrangement(oldSections, true), oldBeat, newBeat)).toEqual(expected);
    expect(reconcileArrangement(edited(), null, newBeat)).toEqual(expected);
  });

  it('keeps moves, trims, mutes, solos and volumes, and shortens only the clips that play past the new stems', () => {
    const { arrangement, note } = reconcileArrangement(edited(), oldBeat, newBeat);

    expect(arrangement.lanes.find((lane) => lane.lane === 'drums')).toEqual({ lane: 'drums', muted: true, solo: false, volume: 1 });
    expect(arrangement.lanes.find((lane) => lane.lane === 'bass')).toEqual({ lane: 'bass', muted: false, solo: true, volume: 0.5 });
    expect(arrangement.clips.find((clip) => clip.id === 'drums-1')).toMatchObject({ start: 8, length: 16, offset: 0 });
    // "Verse 2" began at beat 48 of an 80-beat stem: 16 of its 32 beats are left in the 64-beat one.
    expect(arrangement.clips.filter((clip) => clip.label === 'Verse 2').map((clip) => clip.length)).toEqual([16, 16, 16, 16, 16]);
    expect(note?.adjustments.filter((adjustment) => adjustment.kind === 'shortened')).toHaveLength(5);
    expect(note?.message).toBe('Your arrangement was kept. 5 clips were shortened to fit the new 2:40 beat.');
    expect(arrangementProblem(arrangement, newBeat.total_beats, true)).toBeNull();
  });

  it('removes clips that begin past the new stems, moves clips back onto the timeline, and says so', () => {
    const arrangement = edited();
    arrangement.clips = arrangement.clips.map((clip) => (clip.id === 'melody-2' ? { ...clip, start: 140 } : clip));
    const short: BeatShape = { sections: [section('Intro', 0, 40, null)], total_beats: 40, duration_seconds: 100, hasVocals: true };

    const { arrangement: kept, note } = reconcileArrangement(arrangement, oldBeat, short);

    expect(kept.clips.some((clip) => clip.label === 'Verse 2')).toBe(false);
    expect(kept.clips.find((clip) => clip.id === 'melody-2')).toMatchObject({ start: 56, length: 24, offset: 16 });
    expect(note?.message).toBe(
      'Your arrangement was kept. 5 clips were shortened to fit the new 1:40 beat. 1 clip was moved earlier to stay on the timeline. 5 clips were removed: they began past the end of the new 1:40 beat.',
    );
    expect(arrangementProblem(kept, short.total_beats, true)).toBeNull();
  });

  it('drops vocal clips when the new beat does not sing, and adds them when it newly does', () => {
    const silent = reconcileArrangement(edited(), oldBeat, { ...oldBeat, hasVocals: false });
    expect(silent.arrangement.clips.some((clip) => clip.lane === 'vocals')).toBe(false);
    expect(silent.note?.message).toBe('Your arrangement was kept. 2 vocal clips were removed: the new beat has no guide vocal.');
    expect(arrangementProblem(silent.arrangement, 80, false)).toBeNull();

    const sung = reconcileArrangement(silent.arrangement, { ...oldBeat, hasVocals: false }, oldBeat);
    expect(sung.arrangement.clips.filter((clip) => clip.lane === 'vocals').map((clip) => clip.id)).toEqual(['vocals-2', 'vocals-3']);
    expect(sung.arrangement.lanes.find((lane) => lane.lane === 'drums')?.muted).toBe(true);
    expect(sung.note?.message).toBe('Your arrangement was kept. 2 vocal clips were added for the new guide vocal.');
  });

  it('says only that it was kept when nothing needed adjusting', () => {
    const { arrangement, note } = reconcileArrangement(edited(), oldBeat, oldBeat);
    expect(arrangement).toEqual(edited());
    expect(note).toEqual({ message: 'Your arrangement was kept.', adjustments: [] });
  });
});
