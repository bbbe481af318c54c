import { MUSIC_GENRES, MUSIC_MOODS, type CompositionRequest } from '../../music-engine';
import { chordsOf, composeSong, tonicChord, withSeventh } from './composer';
import { loadTonal } from './tonal';

const request = (patch: Partial<CompositionRequest> = {}): CompositionRequest => ({
  genre: 'pop',
  mood: 'upbeat',
  key: 'C',
  tempo: 120,
  lengthMinutes: 3,
  lyrics: [],
  seed: 7,
  ...patch,
});

describe(composeSong.name, () => {
  it('writes harmony with the music-theory library: Roman numerals in the key', () => {
    expect(chordsOf('C', ['I', 'V', 'VIm', 'IV'], false)).toEqual(['C', 'G', 'Am', 'F']);
    expect(chordsOf('A', ['Im', 'bVI', 'bIII', 'bVII'], false)).toEqual(['Am', 'F', 'C', 'G']);
    expect(withSeventh('Am')).toBe('Am7');
    expect(withSeventh('F')).toBe('Fmaj7');
    expect(withSeventh('G7')).toBe('G7');
  });

  it('plays melancholic and dark songs in minor scales, upbeat ones in major', () => {
    expect(composeSong(request({ mood: 'melancholic' })).scale).toBe('minor');
    expect(composeSong(request({ mood: 'dark' })).scale).toBe('harmonic minor');
    expect(composeSong(request({ mood: 'upbeat' })).scale).toBe('major');
    const melancholic = composeSong(request({ mood: 'melancholic', key: 'D' }));
    expect(melancholic.sections[1].chords[0]).toBe('Dm');
  });

  it('composes only chords tonal can read, for every genre and mood, and ends on the tonic', () => {
    const { Chord } = loadTonal();
    for (const genre of MUSIC_GENRES) {
      for (const mood of MUSIC_MOODS) {
        const song = composeSong(request({ genre, mood, key: 'E' }));
        const chords = song.sections.flatMap((section) => section.chords);
        expect(chords.filter((chord) => Chord.get(chord).empty)).toEqual([]);
        expect(song.sections.at(-1)?.chords.at(-1)).toBe(tonicChord('E', song.scale));
      }
    }
  });

  it('takes grooves and instruments from the genre', () => {
    expect(composeSong(request({ genre: 'electronic' }))).toMatchObject({ drums: 'four-on-the-floor', bass: 'pulse', chordInstrument: 'pad' });
    expect(composeSong(request({ genre: 'jazz' }))).toMatchObject({ drums: 'swing', bass: 'walking', swing: 1 / 3 });
    expect(composeSong(request({ genre: 'hip-hop' }))).toMatchObject({ drums: 'boom-bap', bass: 'sub' });
  });

  it('uses harmony a model wrote where it gives some, the offline harmony elsewhere', () => {
    const song = composeSong(request(), { chorus: ['Dm7', 'G7', 'Cmaj7', 'A7'] });
    const chorus = song.sections.find((section) => section.type === 'chorus');
    const verse = song.sections.find((section) => section.type === 'verse');

    expect(chorus?.chords.slice(0, 4)).toEqual(['Dm7', 'G7', 'Cmaj7', 'A7']);
    expect(verse?.chords.slice(0, 4)).toEqual(['C', 'G', 'Am', 'F']);
  });
});
