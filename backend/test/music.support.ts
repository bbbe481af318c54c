import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { describeFfmpeg } from '../src/engines/local/find-ffmpeg';
import { readZipEntries } from './support/read-zip';
import { makeTempDir } from './support/temp-dir';

/** What `ffmpeg -i` says about a file (there is no ffprobe in the npm build): duration, bit rate, audio stream. */
export interface FfmpegFacts {
  durationSeconds: number;
  kbps: number | null;
  codec: string;
  sampleRate: number;
  channels: string;
}

export function runFfmpeg(args: string[]): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  return describeFfmpeg().then(
    ({ path: ffmpeg }) =>
      new Promise((resolve, reject) => {
        const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        const out: Buffer[] = [];
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.once('error', reject);
        child.once('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
      }),
  );
}

function tempFile(bytes: Buffer, name: string): string {
  const file = path.join(makeTempDir('music-file'), name);
  writeFileSync(file, bytes);
  return file;
}

/** Parses `ffmpeg -i <file>` (which exits non-zero for want of an output, after describing the input). */
export async function ffmpegFacts(bytes: Buffer, name: string): Promise<FfmpegFacts> {
  const { stderr } = await runFfmpeg(['-hide_banner', '-i', tempFile(bytes, name)]);
  const duration = /Duration: (\d+):(\d+):(\d+\.\d+)/.exec(stderr);
  const stream = /Stream #\d+:\d+.*?: Audio: (\w+)[^,]*, (\d+) Hz, (\w+)/.exec(stderr);
  if (!duration || !stream) throw new Error(`ffmpeg could not describe ${name}:\n${stderr}`);
  const kbps = /bitrate: (\d+) kb\/s/.exec(stderr);
  return {
    durationSeconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
    kbps: kbps ? Number(kbps[1]) : null,
    codec: stream[1],
    sampleRate: Number(stream[2]),
    channels: stream[3],
  };
}

/** Decodes any audio file with ffmpeg to mono 32-bit float samples at its own rate. */
export async function decodeAudio(bytes: Buffer, name: string): Promise<Float32Array> {
  const { code, stdout, stderr } = await runFfmpeg(['-hide_banner', '-loglevel', 'error', '-i', tempFile(bytes, name), '-ac', '1', '-f', 'f32le', 'pipe:1']);
  if (code !== 0) throw new Error(`ffmpeg could not decode ${name}: ${stderr}`);
  const copy = new Uint8Array(stdout);
  return new Float32Array(copy.buffer, 0, copy.length / 4);
}

/** Onset strength: the rise of log energy over 512-sample windows every 128 samples. */
function onsetEnvelope(samples: Float32Array, hop: number, window: number): Float32Array {
  const count = Math.floor((samples.length - window) / hop);
  const envelope = new Float32Array(Math.max(0, count));
  let previous = 0;
  for (let i = 0; i < count; i += 1) {
    let energy = 0;
    for (let j = 0; j < window; j += 1) energy += samples[i * hop + j] ** 2;
    const level = Math.log1p((1000 * energy) / window);
    envelope[i] = Math.max(0, level - previous);
    previous = level;
  }
  return envelope;
}

/**
 * The tempo of a drum track by onset detection: the beat frequency where the onset train is strongest
 * (the magnitude of its Fourier component). A groove repeats every bar and every two bars, so its onsets
 * also have lines at multiples of a quarter and an eighth of the tempo (5/4 of it can outweigh the beat
 * itself); the search therefore stays within ±10% of the requested tempo, where the only line is the
 * beat. Over a song of minutes this resolves a few hundredths of a BPM.
 */
export function estimateTempo(samples: Float32Array, sampleRate: number, around: number): number {
  const hop = 128;
  const envelope = onsetEnvelope(samples, hop, 512);
  const framesPerSecond = sampleRate / hop;
  const peak = envelope.reduce((max, value) => Math.max(max, value), 0);
  const onsets: Array<[number, number]> = [];
  envelope.forEach((value, index) => {
    if (value > peak * 0.05) onsets.push([index, value]);
  });
  const strength = (bpm: number) => {
    const omega = (2 * Math.PI * bpm) / 60 / framesPerSecond;
    let re = 0;
    let im = 0;
    for (const [index, value] of onsets) {
      re += value * Math.cos(omega * index);
      im += value * Math.sin(omega * index);
    }
    return Math.hypot(re, im);
  };
  let best = around * 0.9;
  let bestStrength = -1;
  const search = (from: number, to: number, step: number) => {
    for (let bpm = from; bpm <= to; bpm += step) {
      const value = strength(bpm);
      if (value > bestStrength) {
        bestStrength = value;
        best = bpm;
      }
    }
  };
  search(around * 0.9, around * 1.1, 0.05);
  search(best - 0.2, best + 0.2, 0.002);
  return best;
}

/** The entries of a music export, which stores its audio (never deflates), each CRC checked. */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const entries = readZipEntries(zip);
  const compressed = entries.find((entry) => entry.method !== 0);
  if (compressed) throw new Error(`${compressed.name} is compressed; the export stores its audio`);
  return new Map(entries.map((entry) => [entry.name, entry.data]));
}

/** Largest absolute sample between two times. */
export function peakBetween(samples: Float32Array, sampleRate: number, fromSeconds: number, toSeconds: number): number {
  let peak = 0;
  const end = Math.min(samples.length, Math.round(toSeconds * sampleRate));
  for (let i = Math.max(0, Math.round(fromSeconds * sampleRate)); i < end; i += 1) peak = Math.max(peak, Math.abs(samples[i]));
  return peak;
}
