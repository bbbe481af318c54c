import { type Arrangement, type BeatSection, arrangementBeats, arrangementProblem, audibleLanes, defaultArrangement, defaultLanes, sectionLabel } from './arrangement';

const sections: BeatSection[] = [
  { type: 'intro', number: 1, label: 'Intro', start_beat: 0, beats: 16, lyric_id: null },
  { type: 'verse', number: 1, label: 'Verse 1', start_beat: 16, beats: 32, lyric_id: 'v1' },
  { type: 'chorus', number: 1, label: 'Chorus 1', start_beat: 48, beats: 32, lyric_id: 'c1' },
];

describe(defaultArrangement.name, () => {
  it('places every section on each instrument lane where it was rendered, and vocals where lyrics are sung', () => {
    const arrangement = defaultArrangement(sections, true);

    expect(arrangement.lanes.map((lane) => lane.lane)).toEqual(['vocals', 'drums', 'bass', 'melody', 'chords']);
    expect(arrangement.clips.filter((clip) => clip.lane === 'drums')).toEqual([
      { id: 'drums-1', lane: 'drums', label: 'Intro', start: 0, length: 16, offset: 0 },
      { id: 'drums-2', lane: 'drums', label: 'Verse 1', start: 16, length: 32, offset: 16 },
      { id: 'drums-3', lane: 'drums', label: 'Chorus 1', start: 48, length: 32, offset: 48 },
    ]);
    expect(arrangement.clips.filter((clip) => clip.lane === 'vocals').map((clip) => clip.label)).toEqual(['Verse 1', 'Chorus 1']);
    expect(arrangementBeats(arrangement)).toBe(80);
    expect(defaultArrangement(sections, false).clips.some((clip) => clip.lane === 'vocals')).toBe(false);
  });

  it('labels sections as a song sheet does', () => {
    expect(sectionLabel('chorus', 2)).toBe('Chorus 2');
    expect(sectionLabel('outro', 1)).toBe('Outro');
  });
});

describe(audibleLanes.name, () => {
  it('plays every lane but the muted ones, and only the soloed ones while any is soloed', () => {
    const lanes = defaultLanes();
    lanes[1].muted = true;
    expect([...audibleLanes(lanes)]).toEqual(['vocals', 'bass', 'melody', 'chords']);
    lanes[2].solo = true;
    lanes[3].solo = true;
    expect([...audibleLanes(lanes)]).toEqual(['bass', 'melody']);
    // A soloed lane that is also muted stays silent, and does not silence the others.
    const muted = defaultLanes();
    muted[0].solo = true;
    muted[0].muted = true;
    expect(audibleLanes(muted).size).toBe(4);
  });
});

describe(arrangementProblem.name, () => {
  const valid = (): Arrangement => defaultArrangement(sections, true);

  it('accepts the default arrangement and a clip moved on the grid', () => {
    const moved = valid();
    moved.clips[2] = { ...moved.clips[2], start: 100 };
    expect(arrangementProblem(valid(), 80, true)).toBeNull();
    expect(arrangementProblem(moved, 80, true)).toBeNull();
  });

  it('refuses clips off the grid, past their stem, off the timeline, twice the same id, or a lane list that is not the five lanes', () => {
    const withClip = (patch: object) => {
      const arrangement = valid();
      arrangement.clips[0] = { ...arrangement.clips[0], ...patch };
      return arrangementProblem(arrangement, 80, true);
    };
    expect(withClip({ start: 1.5 })).toMatch(/whole beats/);
    expect(withClip({ offset: 70, length: 16 })).toMatch(/past the end of its/);
    expect(withClip({ start: 150, length: 16 })).toMatch(/timeline/);
    expect(withClip({ id: 'vocals-3' })).toMatch(/used twice/);
    expect(arrangementProblem({ ...valid(), lanes: valid().lanes.slice(1) }, 80, true)).toMatch(/lanes/);
    expect(arrangementProblem(valid(), 80, false)).toMatch(/no guide vocal/);
  });
});
