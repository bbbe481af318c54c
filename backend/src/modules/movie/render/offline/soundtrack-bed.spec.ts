import { BED_SAMPLE_RATE, soundtrackBed } from './soundtrack-bed';

const samples = (wav: Buffer) => {
  const values: number[] = [];
  for (let offset = 44; offset < wav.length; offset += 2) values.push(wav.readInt16LE(offset));
  return values;
};

describe(soundtrackBed.name, () => {
  it('writes a 16-bit mono WAV of exactly the asked length', () => {
    const wav = soundtrackBed({ seconds: 2, sampleRate: BED_SAMPLE_RATE, seed: 'a', minor: false });

    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.toString('latin1', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(BED_SAMPLE_RATE);
    expect(wav.readUInt32LE(40)).toBe(2 * BED_SAMPLE_RATE * 2);
    expect(wav.length).toBe(44 + 2 * BED_SAMPLE_RATE * 2);
  });

  it('is audible but quiet, and fades in from and out to silence (no clicks at the joins)', () => {
    const values = samples(soundtrackBed({ seconds: 6, sampleRate: 8_000, seed: 'scene', minor: true }));
    const peak = Math.max(...values.map(Math.abs));

    expect(peak).toBeGreaterThan(1500);
    expect(peak).toBeLessThan(20_000);
    expect(Math.abs(values[0])).toBeLessThan(50);
    expect(Math.abs(values[values.length - 1])).toBeLessThan(50);
  });

  it('is the same for the same seed and differs for another', () => {
    const one = soundtrackBed({ seconds: 1, sampleRate: 8_000, seed: 'x', minor: false });
    expect(soundtrackBed({ seconds: 1, sampleRate: 8_000, seed: 'x', minor: false }).equals(one)).toBe(true);
    expect(soundtrackBed({ seconds: 1, sampleRate: 8_000, seed: 'y', minor: false }).equals(one)).toBe(false);
  });
});
