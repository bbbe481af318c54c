import { readFile, rm } from 'node:fs/promises';
import type { LyricLine } from '../../src/engines/music-engine';
import { composeSong } from '../../src/engines/local/music/composer';
import { SAMPLE_RATE, midiToFrequency } from '../../src/engines/local/music/dsp';
import { sungSyllablesOf } from '../../src/engines/local/music/guide-vocal';
import { MusicRenderer, vocalCuesOf } from '../../src/engines/local/music/music-renderer';
import { perform } from '../../src/engines/local/music/perform';
import { frameOfBeat } from '../../src/engines/local/music/render-stems';
import type { MelodyNote } from '../../src/engines/local/music/vocal-plan';
import { decodeWav } from '../../src/engines/local/music/wav-file';
import { median, pitchTrack, semitonesBetween } from '../support/pitch-tracker';
import { scaled } from '../support/time-factor';

/** A short song (intro, verse, chorus, outro): real espeak-ng WASM in the audio worker, as the beat job runs it. */
const LYRICS: LyricLine[] = [
  { id: 'verse', type: 'verse', content: 'Thinking about the city lights\nWe were chasing golden hours' },
  { id: 'chorus', type: 'chorus', content: 'Into the night\nHolding on tight' },
];

describe('the sung guide vocal (espeak-ng phonemes on the melody notes)', () => {
  const composition = composeSong({ genre: 'pop', mood: 'upbeat', key: 'C', tempo: 110, lengthMinutes: 0.35, lyrics: LYRICS, seed: 11 });
  const lyrics = new Map(LYRICS.map((line) => [line.id, line.content]));
  const sung = sungSyllablesOf(vocalCuesOf(composition, lyrics));
  let vocal: Float32Array;

  beforeAll(async () => {
    const renderer = new MusicRenderer();
    const { folder, dispose } = await renderer.workFolder();
    try {
      const rendered = await renderer.renderVocal(composition, lyrics, folder);
      const decoded = decodeWav(await readFile(rendered!.file));
      expect(decoded.sampleRate).toBe(SAMPLE_RATE);
      vocal = decoded.channels[0];
    } finally {
      await dispose();
      await rm(folder, { recursive: true, force: true });
    }
  }, scaled(120_000));

  it('sings every lyric syllable on a note the melody stem plays', () => {
    expect(sung.map((syllable) => syllable.text).join(' ')).toBe('thin king a bout the ci ty lights we were cha sing gol den hours in to the night hol ding on tight');
    const melody = perform(composition).melody.map((note) => ({
      start: frameOfBeat(note.beat, composition.tempo),
      end: frameOfBeat(note.beat + note.length, composition.tempo),
      midi: note.midi,
    }));
    // A note shared by two syllables is sung in two parts, each inside it at its pitch.
    const played = (note: MelodyNote) => melody.some(({ start, end, midi }) => note.startFrame >= start && note.startFrame + note.frames <= end && note.midi === midi);
    expect(sung.flatMap(({ notes }) => notes).filter((note) => !played(note))).toEqual([]);
  });

  it('is on pitch: the tracked pitch over each syllable’s note is within a semitone of it on most syllables', () => {
    const spans = sung.map(({ notes }) => notes[0]).filter((note) => note.frames / SAMPLE_RATE >= 0.12);
    const onPitch = spans.filter((note) => {
      // The middle of the note: past the attack, before a closing consonant.
      const from = (note.startFrame + note.frames * 0.15) / SAMPLE_RATE;
      const to = (note.startFrame + note.frames * 0.7) / SAMPLE_RATE;
      const track = pitchTrack(vocal, SAMPLE_RATE, from, to, 0.005);
      return track.length > 0 && semitonesBetween(median(track), midiToFrequency(note.midi)) <= 1;
    });
    expect(spans.length).toBeGreaterThanOrEqual(15);
    expect(onPitch.length / spans.length).toBeGreaterThanOrEqual(0.8);
  });

  it('starts its voice on the beat: voiced energy within 50 ms of most note onsets', () => {
    const onsets = sung.map(({ notes }) => notes[0].startFrame);
    const onTime = onsets.filter((onset) => {
      // The first 5 ms window from 50 ms before to 50 ms after the onset whose level is a fifth of the note's.
      const window = Math.round(0.005 * SAMPLE_RATE);
      const rms = (from: number) => Math.sqrt(vocal.subarray(from, from + window).reduce((sum, value) => sum + value * value, 0) / window);
      let loudest = 0;
      for (let at = onset; at < onset + 0.2 * SAMPLE_RATE; at += window) loudest = Math.max(loudest, rms(at));
      for (let at = onset - 0.05 * SAMPLE_RATE; at <= onset + 0.05 * SAMPLE_RATE; at += window) {
        if (rms(Math.round(at)) >= loudest * 0.2 && pitchTrack(vocal, SAMPLE_RATE, at / SAMPLE_RATE, at / SAMPLE_RATE + 0.001).length > 0) return true;
      }
      return false;
    });
    expect(onTime.length / onsets.length).toBeGreaterThanOrEqual(0.8);
  });
});
