import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { runFfmpeg } from './music.support';
import { makeTempDir } from './support/temp-dir';

/** What ffmpeg's EBU R128 meter says of a whole file: integrated loudness (LUFS) and true peak (dBTP). */
export interface Loudness {
  integrated: number;
  truePeak: number;
}

/** Measures a file with `ebur128=peak=true`, reading the summary it prints at the end. */
export async function measureLoudness(bytes: Buffer, name: string): Promise<Loudness> {
  const file = path.join(makeTempDir('music-loudness'), name);
  writeFileSync(file, bytes);
  const { stderr } = await runFfmpeg(['-hide_banner', '-nostats', '-i', file, '-filter_complex', 'ebur128=peak=true', '-f', 'null', '-']);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+) LUFS/.exec(summary);
  const peak = /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary);
  if (!integrated || !peak) throw new Error(`ffmpeg's ebur128 printed no summary for ${name}:\n${stderr.slice(-2000)}`);
  return { integrated: Number(integrated[1]), truePeak: peak[1] === '-inf' ? -Infinity : Number(peak[1]) };
}

/** Pearson correlation of two signals over their common length. */
export function correlation(a: Float32Array, b: Float32Array): number {
  const length = Math.min(a.length, b.length);
  let sumA = 0;
  let sumB = 0;
  for (let i = 0; i < length; i += 1) {
    sumA += a[i];
    sumB += b[i];
  }
  const meanA = sumA / length;
  const meanB = sumB / length;
  let cross = 0;
  let powerA = 0;
  let powerB = 0;
  for (let i = 0; i < length; i += 1) {
    const x = a[i] - meanA;
    const y = b[i] - meanB;
    cross += x * y;
    powerA += x * x;
    powerB += y * y;
  }
  return cross / Math.sqrt(powerA * powerB);
}

export function peakOf(samples: Float32Array): number {
  let peak = 0;
  for (const value of samples) peak = Math.max(peak, Math.abs(value));
  return peak;
}
