import { frameOfBeat } from '../../../engines/local/music/render-stems';
import { type BeatSection, defaultArrangement } from '../arrangement/arrangement';
import { planMixdown } from './export-plan';

const sections: BeatSection[] = [
  { type: 'verse', number: 1, label: 'Verse 1', start_beat: 0, beats: 32, lyric_id: 'v1' },
  { type: 'chorus', number: 1, label: 'Chorus 1', start_beat: 32, beats: 32, lyric_id: 'c1' },
];
const SOURCES = { vocals: 'v.wav', drums: 'd.wav', bass: 'b.wav', melody: 'm.wav', chords: 'c.wav' };

describe(planMixdown.name, () => {
  it('renders the default arrangement as the beat itself: each stem whole, at its own place', () => {
    const plan = planMixdown(defaultArrangement(sections, true), 120, SOURCES, 'zip');

    expect(plan.frames).toBe(frameOfBeat(64, 120));
    expect(plan.writeStems).toBe(true);
    expect(plan.tracks.map((track) => track.name)).toEqual(['vocals', 'drums', 'bass', 'melody', 'chords']);
    // Sections left where they were join into one segment: nothing is cut, so nothing is faded.
    expect(plan.tracks[1].segments).toEqual([{ from: 0, to: frameOfBeat(64, 120), at: 0 }]);
  });

  it('honours a moved and shortened clip, the file growing to the last clip’s end', () => {
    const arrangement = defaultArrangement(sections, true);
    const chorus = arrangement.clips.find((clip) => clip.id === 'drums-2');
    if (!chorus) throw new Error('no drums-2');
    Object.assign(chorus, { start: 80, length: 16, offset: 40 });

    const plan = planMixdown(arrangement, 100, SOURCES, 'mp3');
    const drums = plan.tracks.find((track) => track.name === 'drums');

    expect(plan.frames).toBe(frameOfBeat(96, 100));
    expect(drums?.segments).toEqual([
      { from: 0, to: frameOfBeat(32, 100), at: 0 },
      { from: frameOfBeat(40, 100), to: frameOfBeat(56, 100), at: frameOfBeat(80, 100) },
    ]);
    expect(plan.writeStems).toBe(false);
  });

  it('leaves muted lanes, all but the soloed ones, and lanes without a source out of the mix; applies volumes and pans', () => {
    const arrangement = defaultArrangement(sections, true);
    arrangement.lanes.find((lane) => lane.lane === 'bass')!.muted = true;
    arrangement.lanes.find((lane) => lane.lane === 'melody')!.volume = 0.5;
    const { vocals: _vocals, ...withoutVocals } = SOURCES;

    const muted = planMixdown(arrangement, 120, withoutVocals, 'mp3');
    expect(muted.tracks.map((track) => [track.name, track.gain, track.pan])).toEqual([
      ['drums', 1, 0],
      ['melody', 0.5, 0.2],
      ['chords', 1, -0.2],
    ]);

    arrangement.lanes.find((lane) => lane.lane === 'chords')!.solo = true;
    expect(planMixdown(arrangement, 120, SOURCES, 'wav').tracks.map((track) => track.name)).toEqual(['chords']);
  });

  it('writes every lane as a stem for a zip, muted and unsoloed ones too, keeping them out of the mix', () => {
    const arrangement = defaultArrangement(sections, true);
    arrangement.lanes.find((lane) => lane.lane === 'bass')!.muted = true;
    arrangement.lanes.find((lane) => lane.lane === 'bass')!.volume = 0.7;

    const plan = planMixdown(arrangement, 120, SOURCES, 'zip');
    expect(plan.tracks.map((track) => [track.name, track.inMix, track.gain])).toEqual([
      ['vocals', true, 1],
      ['drums', true, 1],
      ['bass', false, 0.7],
      ['melody', true, 1],
      ['chords', true, 1],
    ]);

    arrangement.lanes.find((lane) => lane.lane === 'drums')!.solo = true;
    expect(planMixdown(arrangement, 120, SOURCES, 'zip').tracks.filter((track) => track.inMix).map((track) => track.name)).toEqual(['drums']);
  });
});
