import { MUSIC_GENRES, MUSIC_MOODS, type Composition, type CompositionRequest } from '../../music-engine';
import { composeSong } from './composer';
import { perform } from './perform';
import { chordPitchClasses, placeSections, scaleMidis, swung } from './performance';
import { loadTonal } from './tonal';

const song = (patch: Partial<CompositionRequest> = {}): Composition =>
  composeSong({ genre: 'pop', mood: 'upbeat', key: 'C', tempo: 120, lengthMinutes: 2, lyrics: [], seed: 11, ...patch });

/** Hits of one drum sound, by beat within their bar. */
const beatsInBar = (composition: Composition, sound: string) =>
  perform(composition).drums.filter((hit) => hit.sound === sound).map((hit) => Math.round((hit.beat % 4) * 1000) / 1000);

describe(perform.name, () => {
  it('keeps every note inside the song and on the same seed gives the same notes', () => {
    for (const genre of MUSIC_GENRES) {
      const composition = song({ genre });
      const performance = perform(composition);
      const parts = [performance.drums, performance.bass, performance.melody, performance.chords];
      expect(parts.every((part) => part.length > 0)).toBe(true);
      expect(parts.flat().every((note) => note.beat >= 0 && note.beat < performance.totalBeats)).toBe(true);
      expect(perform(composition)).toEqual(performance);
    }
  });

  it('plays four on the floor for electronic: a kick on every beat of loud sections', () => {
    const kicks = beatsInBar(song({ genre: 'electronic' }), 'kick');
    expect(new Set(kicks)).toEqual(new Set([0, 1, 2, 3]));
  });

  it('puts the pop and rock backbeat (snare) on beats 2 and 4', () => {
    for (const genre of ['pop', 'rock'] as const) {
      const snares = beatsInBar(song({ genre }), 'snare').filter((beat) => beat < 3);
      expect(snares.filter((beat) => beat === 1).length).toBeGreaterThan(10);
      expect(snares.every((beat) => beat === 1 || beat >= 2.99 || beat > 2.5)).toBe(true);
    }
  });

  it('swings jazz eighths on the ride (triplet feel) and walks the bass in quarter notes', () => {
    const composition = song({ genre: 'jazz' });
    const rides = beatsInBar(composition, 'ride');
    expect(rides).toContain(1.667);
    expect(rides).not.toContain(1.5);
    const bass = perform(composition).bass;
    expect(bass.every((note) => Number.isInteger(note.beat))).toBe(true);
  });

  it('swings hip-hop sixteenths a little and never moves a beat', () => {
    const hats = beatsInBar(song({ genre: 'hip-hop', mood: 'energetic' }), 'hat');
    expect(hats).toContain(0.29);
    expect(swung(1, 0.16, 0.25)).toBe(1);
    expect(swung(0.5, 1 / 3, 0.5)).toBeCloseTo(2 / 3);
  });

  it('keeps the melody in the scale of the mood: minor for melancholic and dark', () => {
    for (const mood of MUSIC_MOODS) {
      const composition = song({ mood, key: 'A' });
      const scale = new Set(scaleMidis('A', composition.scale, 0, 127));
      expect(perform(composition).melody.filter((note) => !scale.has(note.midi))).toEqual([]);
    }
    const { Scale } = loadTonal();
    expect(Scale.get(`A ${song({ mood: 'melancholic' }).scale}`).notes).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });

  it('plays the chord of each bar: the bass starts bars on the root, the chords part sounds its notes', () => {
    const composition = song({ genre: 'country' });
    const performance = perform(composition);
    for (const { section, startBeat } of placeSections(composition)) {
      section.chords.forEach((chord, bar) => {
        const classes = chordPitchClasses(chord, composition.key);
        const downbeat = performance.bass.find((note) => note.beat === startBeat + bar * 4);
        if (downbeat) expect(downbeat.midi % 12).toBe(classes[0]);
        const sounding = performance.chords.filter((note) => note.beat >= startBeat + bar * 4 && note.beat < startBeat + bar * 4 + 1);
        expect(sounding.every((note) => classes.includes(note.midi % 12))).toBe(true);
      });
    }
  });

  it('lands melody notes on the beat on a tone of the chord', () => {
    const composition = song({ genre: 'pop' });
    const performance = perform(composition);
    const chordAt = (beat: number) => {
      const placed = placeSections(composition).find(({ section, startBeat }) => beat >= startBeat && beat < startBeat + section.bars * 4);
      return placed ? placed.section.chords[Math.floor((beat - placed.startBeat) / 4)] : 'C';
    };
    const onBeat = performance.melody.filter((note) => Number.isInteger(note.beat));
    expect(onBeat.length).toBeGreaterThan(20);
    expect(onBeat.every((note) => chordPitchClasses(chordAt(note.beat), 'C').includes(note.midi % 12))).toBe(true);
  });

  it('busies the drums as the energy rises: a chorus has more hits per bar than the intro', () => {
    const composition = song({ genre: 'rock' });
    const performance = perform(composition);
    const sections = placeSections(composition);
    const perBar = (type: string) => {
      const placed = sections.find(({ section }) => section.type === type);
      if (!placed) throw new Error(type);
      const end = placed.startBeat + placed.section.bars * 4;
      return performance.drums.filter((hit) => hit.beat >= placed.startBeat && hit.beat < end).length / placed.section.bars;
    };
    expect(perBar('chorus')).toBeGreaterThan(perBar('intro'));
  });
});
