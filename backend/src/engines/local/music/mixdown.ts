import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { SAMPLE_RATE, limitInPlace, softLimit } from './dsp';
import { panGains } from './render-stems';
import { decodeWav, writeWavFile } from './wav-file';

/** Source frames `[from, to)` played from output frame `at`. */
export interface MixdownSegment {
  from: number;
  to: number;
  at: number;
}

export interface MixdownTrack {
  name: string;
  /** A 16-bit WAV on disk: the lane's source stem. */
  source: string;
  gain: number;
  pan: number;
  segments: MixdownSegment[];
  /** False for a lane written only as a stem (muted, or left out by a solo); default true. */
  inMix?: boolean;
}

/** What to render, decided elsewhere (the arrangement, mutes and volumes): frames, tracks, which files to write. */
export interface MixdownPlan {
  frames: number;
  tracks: MixdownTrack[];
  /** Write each track as its own WAV (an export with stems) or only the mix. */
  writeStems: boolean;
}

export interface MixdownResult {
  frames: number;
  sampleRate: number;
  /** Track name → WAV path (when stems were asked for). */
  stems: Record<string, string>;
  /** The stereo mix WAV. */
  mix: string;
}

/**
 * Stems are written 6 dB down, so a lane turned up (to 1.5 times its level) stays clear of full scale and
 * the stems still add up to the mix in the same proportions.
 */
export const STEM_HEADROOM = 0.5;
/** −1 dBFS: what a stem's rare peak beyond its headroom is limited under, so no stem clips. */
export const STEM_CEILING = 10 ** (-1 / 20);

/** A stem's samples as written: the headroom applied, then the few peaks still above the ceiling limited smoothly. */
export function stemSamples(track: Float32Array): Float32Array {
  const out = new Float32Array(track.length);
  for (let i = 0; i < track.length; i += 1) out[i] = softLimit((track[i] * STEM_HEADROOM) / STEM_CEILING) * STEM_CEILING;
  return out;
}

/** Edge fades where a segment cuts into a source, so a moved clip never clicks. */
const EDGE_FADE = 64;

function placeSegment(target: Float32Array, source: Float32Array, segment: MixdownSegment, gain: number): void {
  const from = Math.max(0, segment.from);
  const to = Math.min(source.length, segment.to);
  const length = Math.min(to - from, target.length - segment.at);
  const fadeIn = segment.from > 0 ? EDGE_FADE : 0;
  const fadeOut = to < source.length ? EDGE_FADE : 0;
  for (let i = 0; i < length; i += 1) {
    let level = gain;
    if (i < fadeIn) level *= i / fadeIn;
    if (i >= length - fadeOut) level *= (length - i) / fadeOut;
    target[segment.at + i] += source[from + i] * level;
  }
}

/**
 * Renders an arrangement: each track's segments copied from its source with its gain (written as a stem with
 * headroom when asked), the tracks in the mix panned into a stereo mix through the soft limiter (the export
 * masters its loudness afterwards). Tracks are done one at a time, so
 * memory holds one source, one track and the mix, whatever the number of lanes.
 */
export function renderMixdown(plan: MixdownPlan, folder: string): MixdownResult {
  const left = new Float32Array(plan.frames);
  const right = new Float32Array(plan.frames);
  const stems: Record<string, string> = {};
  for (const track of plan.tracks) {
    const source = decodeWav(readFileSync(track.source));
    const mono = source.channels[0];
    const out = new Float32Array(plan.frames);
    for (const segment of track.segments) placeSegment(out, mono, segment, track.gain);
    if (plan.writeStems) {
      stems[track.name] = path.join(folder, `${track.name}.wav`);
      writeWavFile(stems[track.name], [stemSamples(out)], SAMPLE_RATE);
    }
    if (track.inMix === false) continue;
    const [l, r] = panGains(track.pan);
    for (let i = 0; i < plan.frames; i += 1) {
      left[i] += out[i] * l;
      right[i] += out[i] * r;
    }
  }
  limitInPlace(left);
  limitInPlace(right);
  const mix = path.join(folder, 'mix.wav');
  writeWavFile(mix, [left, right], SAMPLE_RATE);
  return { frames: plan.frames, sampleRate: SAMPLE_RATE, stems, mix };
}
