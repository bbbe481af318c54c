import { SAMPLE_RATE } from './dsp';
import { resample, singSyllables, splitAtLongestSilences, sungSyllablesOf } from './guide-vocal';
import { seededRandom } from '../../shared/seeded-random';

/** "sa" at 22.05 kHz: 80 ms of hiss (the s), then 200 ms of a 220 Hz vowel. */
function spokenSa(): Float32Array {
  const rate = 22_050;
  const random = seededRandom(3);
  const hiss = Math.round(0.08 * rate);
  const out = new Float32Array(hiss + Math.round(0.2 * rate));
  for (let i = 0; i < hiss; i += 1) out[i] = (random() * 2 - 1) * 0.2;
  for (let i = hiss; i < out.length; i += 1) {
    const t = (i - hiss) / rate;
    out[i] = 0.4 * Math.sin(2 * Math.PI * 220 * t) + 0.2 * Math.sin(2 * Math.PI * 440 * t) + 0.1 * Math.sin(2 * Math.PI * 660 * t);
  }
  return out;
}

describe('guide vocal plumbing', () => {
  it('cuts one utterance into syllables at its longest silences, not at a short stop inside one', () => {
    const rate = 1000;
    const sound = (seconds: number) => new Float32Array(seconds * rate).fill(0.5);
    const silence = (seconds: number) => new Float32Array(seconds * rate);
    // "ta" (a 40 ms stop closure inside it), a 250 ms pause, "ko", a 250 ms pause, "la".
    const parts = [sound(0.05), silence(0.04), sound(0.1), silence(0.25), sound(0.15), silence(0.25), sound(0.1), silence(0.1)];
    const samples = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
    parts.reduce((at, part) => (samples.set(part, at), at + part.length), 0);
    expect(splitAtLongestSilences(samples, rate, 3)).toEqual([315, 715]);
    expect(splitAtLongestSilences(samples, rate, 5)).toBeNull();
  });

  it('fits each lyric section to the melody notes inside it, line by phrase', () => {
    const note = (startFrame: number, midi: number) => ({ startFrame, frames: 50, midi });
    const sung = sungSyllablesOf([
      { text: 'Into the\nnight', startFrame: 1000, maxFrames: 1000, phrases: [[note(1000, 60), note(1100, 62), note(1200, 64)], [note(1500, 65), note(2100, 67)]] },
    ]);
    expect(sung.map((syllable) => [syllable.text, syllable.notes.map((n) => n.midi)])).toEqual([
      ['in', [60]],
      ['to', [62]],
      ['the', [64]],
      ['night', [65]],
    ]);
  });

  it('places the opening consonant before the beat, but never before its section starts', () => {
    const voices = new Map([['sa', spokenSa()]]);
    const onset = SAMPLE_RATE;
    const notes = [{ startFrame: onset, frames: SAMPLE_RATE / 2, midi: 64 }];
    const firstSoundOf = (samples: Float32Array) => samples.findIndex((value) => value !== 0);
    const midSection = singSyllables([{ text: 'sa', notes, sectionStart: 0 }], voices, 22_050, 2 * SAMPLE_RATE);
    expect(firstSoundOf(midSection)).toBeLessThan(onset - 0.06 * SAMPLE_RATE);
    const sectionOpening = singSyllables([{ text: 'sa', notes, sectionStart: onset }], voices, 22_050, 2 * SAMPLE_RATE);
    expect(firstSoundOf(sectionOpening)).toBeGreaterThanOrEqual(onset);
  });

  it('resamples 22.05 kHz speech to the stems’ 44.1 kHz', () => {
    const out = resample(Float32Array.of(0, 1, 0), 22_050, 44_100);
    expect([...out]).toEqual([0, 0.5, 1, 0.5, 0, 0]);
  });
});
