import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { makeTempDir } from '../../../../test/support/temp-dir';
import { STEM_CEILING, STEM_HEADROOM, renderMixdown } from './mixdown';
import { decodeWav, writeWavFile } from './wav-file';

describe(renderMixdown.name, () => {
  const folder = makeTempDir('mixdown');
  const ramp = path.join(folder, 'ramp.wav');
  const ones = path.join(folder, 'ones.wav');
  writeWavFile(ramp, [Float32Array.from({ length: 1000 }, (_, i) => i / 2000)], 44_100);
  writeWavFile(ones, [new Float32Array(1000).fill(0.25)], 44_100);

  it('copies each segment of a source to its place, at the track gain, in files of the plan length', () => {
    const result = renderMixdown(
      {
        frames: 1500,
        writeStems: true,
        tracks: [
          { name: 'melody', source: ramp, gain: 2, pan: 0, segments: [{ from: 500, to: 700, at: 1000 }] },
          { name: 'drums', source: ones, gain: 1, pan: 0, segments: [{ from: 0, to: 1000, at: 0 }] },
        ],
      },
      folder,
    );

    const melody = decodeWav(readFileSync(result.stems.melody));
    const drums = decodeWav(readFileSync(result.stems.drums));
    const mix = decodeWav(readFileSync(result.mix));
    expect([melody.frames, drums.frames, mix.frames]).toEqual([1500, 1500, 1500]);
    expect(mix.channels).toHaveLength(2);
    expect(melody.channels[0][999]).toBe(0);
    // Segment edges fade over 64 frames; inside, the source at twice its level, written with 6 dB of headroom.
    expect(melody.channels[0][1100]).toBeCloseTo((600 / 2000) * 2 * STEM_HEADROOM, 3);
    expect(melody.channels[0][1000]).toBe(0);
    expect(drums.channels[0][10]).toBeCloseTo(0.25 * STEM_HEADROOM, 3);
    expect(mix.channels[0][1100]).toBeCloseTo(Math.min(0.8, 0.6), 1);
  });

  it('writes only the mix when no stems are asked for', () => {
    const result = renderMixdown({ frames: 100, writeStems: false, tracks: [{ name: 'drums', source: ones, gain: 1, pan: 0, segments: [] }] }, folder);

    expect(result.stems).toEqual({});
    expect(decodeWav(readFileSync(result.mix)).frames).toBe(100);
  });

  it('writes a lane kept out of the mix as a stem only', () => {
    const result = renderMixdown(
      {
        frames: 1000,
        writeStems: true,
        tracks: [
          { name: 'drums', source: ones, gain: 1, pan: 0, segments: [{ from: 0, to: 1000, at: 0 }] },
          { name: 'bass', source: ones, gain: 1, pan: 0, segments: [{ from: 0, to: 1000, at: 0 }], inMix: false },
        ],
      },
      folder,
    );

    expect(decodeWav(readFileSync(result.stems.bass)).channels[0][500]).toBeCloseTo(0.25 * STEM_HEADROOM, 3);
    // Only the drums in the mix, not twice their level.
    expect(decodeWav(readFileSync(result.mix)).channels[0][500]).toBeCloseTo(0.25, 3);
  });

  it('never lets a stem reach full scale, even a full-scale source turned up', () => {
    const loud = path.join(folder, 'loud.wav');
    writeWavFile(loud, [Float32Array.from({ length: 1000 }, (_, i) => (i % 2 ? 1 : -1))], 44_100);
    const result = renderMixdown({ frames: 1000, writeStems: true, tracks: [{ name: 'drums', source: loud, gain: 1.5, pan: 0, segments: [{ from: 0, to: 1000, at: 0 }] }] }, folder);

    const peak = Math.max(...decodeWav(readFileSync(result.stems.drums)).channels[0].map(Math.abs));
    expect(peak).toBeLessThanOrEqual(STEM_CEILING);
    expect(peak).toBeGreaterThan(0.5);
  });
});
