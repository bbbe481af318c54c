import { median, pitchTrack, semitonesBetween } from '../../../../test/support/pitch-tracker';
import { midiToFrequency } from './dsp';
import { analyseVoice, singSyllable } from './sung-syllable';

const RATE = 22_050;

/** A voice-like tone: a 200 Hz pulse train through two resonances, with silence either side. */
function vowel(seconds: number, frequency = 200): Float32Array {
  const lead = Math.round(0.05 * RATE);
  const out = new Float32Array(lead * 2 + Math.round(seconds * RATE));
  for (let i = lead; i < out.length - lead; i += 1) {
    const t = (i - lead) / RATE;
    let sample = 0;
    for (let h = 1; h * frequency < 4000; h += 1) {
      const f = h * frequency;
      const formants = 1 / (1 + ((f - 700) / 150) ** 2) + 0.5 / (1 + ((f - 1200) / 200) ** 2);
      sample += Math.sin(2 * Math.PI * f * t) * (0.2 + formants) / h;
    }
    out[i] = sample * 0.3;
  }
  return out;
}

const midiOf = (frequency: number) => 69 + 12 * Math.log2(frequency / 440);

describe('singing a syllable (TD-PSOLA)', () => {
  it('finds the voiced span and one pitch mark per period', () => {
    const analysis = analyseVoice(vowel(0.3), RATE);
    expect(analysis.voiced).not.toBeNull();
    expect(analysis.voiced!.start).toBeLessThan(0.07 * RATE);
    expect(analysis.voiced!.end).toBeGreaterThan(0.33 * RATE);
    const spacing = median(analysis.marks.slice(1).map((mark, index) => mark - analysis.marks[index]));
    expect(Math.abs(spacing - RATE / 200)).toBeLessThanOrEqual(1);
  });

  it.each([7, -5, 12, 19])('shifts a tone by %i semitones and it is tracked at the new pitch', (semitones) => {
    const source = vowel(0.4);
    const midi = midiOf(200) + semitones;
    const { samples } = singSyllable(source, analyseVoice(source, RATE), [{ start: 0, length: Math.round(0.4 * RATE), midi }], RATE, { vibratoCents: 0 });
    const tracked = median(pitchTrack(samples, RATE, 0.05, 0.3));
    expect(semitonesBetween(tracked, midiToFrequency(midi))).toBeLessThan(0.25);
  });

  it('stretches a tone to a longer note and keeps its pitch', () => {
    const source = vowel(0.3);
    const length = Math.round(1.2 * RATE);
    const { samples, offset } = singSyllable(source, analyseVoice(source, RATE), [{ start: 0, length, midi: midiOf(200) }], RATE, { vibratoCents: 0 });
    expect(offset).toBe(0);
    expect(samples.length).toBe(length);
    const track = pitchTrack(samples, RATE, 0.05, 1.1);
    // Voiced nearly all the way through, at the spoken pitch.
    expect(track.length).toBeGreaterThan(90);
    expect(semitonesBetween(median(track), 200)).toBeLessThan(0.25);
  });

  it('follows a melisma from note to note', () => {
    const source = vowel(0.3);
    const half = Math.round(0.4 * RATE);
    const notes = [
      { start: 0, length: half, midi: 62 },
      { start: half, length: half, midi: 67 },
    ];
    const { samples } = singSyllable(source, analyseVoice(source, RATE), notes, RATE, { vibratoCents: 0 });
    expect(semitonesBetween(median(pitchTrack(samples, RATE, 0.05, 0.35)), midiToFrequency(62))).toBeLessThan(0.25);
    expect(semitonesBetween(median(pitchTrack(samples, RATE, 0.45, 0.75)), midiToFrequency(67))).toBeLessThan(0.25);
  });
});
