import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { makeTempDir } from '../../../../test/support/temp-dir';
import { decodeWav, pcm16, wavHeader, writeWavFile } from './wav-file';

describe(writeWavFile.name, () => {
  it('writes 16-bit PCM that reads back to the same samples (within two quantization steps)', () => {
    const file = path.join(makeTempDir('wav'), 'stereo.wav');
    const left = Float32Array.from({ length: 100_000 }, (_, i) => Math.sin(i / 10) * 0.8);
    const right = Float32Array.from({ length: 100_000 }, (_, i) => (i % 2 ? -1.5 : 1.5));
    const size = writeWavFile(file, [left, right], 44_100);

    const bytes = readFileSync(file);
    expect(bytes.length).toBe(size);
    expect(size).toBe(44 + 100_000 * 2 * 2);
    const decoded = decodeWav(bytes);
    expect(decoded).toMatchObject({ sampleRate: 44_100, frames: 100_000 });
    expect(Math.abs(decoded.channels[0][1234] - left[1234])).toBeLessThan(2 / 32_768);
    // Out-of-range samples are clipped, not wrapped.
    expect(decoded.channels[1][0]).toBeCloseTo(32_767 / 32_768, 5);
    expect(decoded.channels[1][1]).toBeCloseTo(-32_767 / 32_768, 5);
  });

  it('describes the format in its header: channels, rate, byte rate, bits', () => {
    const header = wavHeader(2, 44_100, 10);
    expect(header.toString('ascii', 0, 4)).toBe('RIFF');
    expect(header.readUInt16LE(22)).toBe(2);
    expect(header.readUInt32LE(24)).toBe(44_100);
    expect(header.readUInt32LE(28)).toBe(44_100 * 4);
    expect(header.readUInt16LE(34)).toBe(16);
    expect(header.readUInt32LE(40)).toBe(40);
  });

  it('rounds to the nearest step', () => {
    const samples = new Int16Array(pcm16([Float32Array.of(0.6 / 32_767, -0.4 / 32_767, 1 / 32_767)], 0, 3).buffer.slice(0));
    expect([...samples]).toEqual([1, 0, 1]);
  });

  it('refuses what is not 16-bit PCM WAV', () => {
    expect(() => decodeWav(Buffer.from('not a wav file at all'))).toThrow(/RIFF/);
  });
});
