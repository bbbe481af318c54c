import type { ChordInstrument, LeadInstrument } from '../../music-engine';
import { seededRandom } from '../../shared/seeded-random';
import { SAMPLE_RATE, SINE, bandLimited, decayFactor, midiToFrequency, onePole, readTable } from './dsp';

export type BassVoice = 'bass-electric' | 'bass-sub' | 'bass-synth' | 'bass-upright';
export type VoiceName = LeadInstrument | ChordInstrument | BassVoice;

interface NoteShape {
  frequency: number;
  /** Frames the key is held. */
  held: number;
  /** Frames after release. */
  release: number;
  random: () => number;
}

type Synth = (shape: NoteShape) => Float32Array;

const ms = (value: number) => Math.round((value / 1000) * SAMPLE_RATE);

/** Attack ramp, then `level` until the key is released, then an exponential fade over `release`. */
function applyEnvelope(out: Float32Array, held: number, attack: number, decaySeconds: number | null, release: number): void {
  const decay = decaySeconds === null ? 1 : decayFactor(decaySeconds);
  const releaseStep = decayFactor(Math.max(release, 1) / SAMPLE_RATE / 4);
  let level = 1;
  for (let i = 0; i < out.length; i += 1) {
    if (i < attack) out[i] *= i / attack;
    else if (i < held) {
      level *= decay;
      out[i] *= level;
    } else {
      level *= releaseStep;
      out[i] *= level;
    }
  }
}

/** Karplus–Strong: a burst of noise in a delay line the length of one period, averaged as it circulates. */
function pluck(shape: NoteShape, brightness: number, sustainSeconds: number, drive: number): Float32Array {
  const total = shape.held + shape.release;
  const out = new Float32Array(total);
  // The two-point average delays by half a sample: the rest of the period is a whole delay plus a fraction.
  const period = SAMPLE_RATE / shape.frequency;
  const delay = Math.max(2, Math.floor(period - 0.5));
  const fraction = period - 0.5 - delay;
  const size = delay + 3;
  const line = new Float32Array(size);
  const smooth = onePole(shape.frequency * (2 + brightness * 10));
  let state = 0;
  let sum = 0;
  for (let i = 0; i < size; i += 1) {
    state += smooth * (shape.random() * 2 - 1 - state);
    line[i] = state;
    sum += state;
  }
  // The string's averaging keeps the burst's mean for as long as the note rings: a random offset per
  // note, i.e. infrasound that takes headroom, thumps at each cut and is dropped by any codec (Opus
  // high-passes its input). A burst of mean zero rings around zero.
  const mean = sum / size;
  for (let i = 0; i < size; i += 1) line[i] -= mean;
  // Loss per trip so the string rings for about `sustainSeconds`.
  const loss = Math.exp(-period / (sustainSeconds * SAMPLE_RATE));
  const gain = drive > 0 ? 1 / Math.tanh(1 + drive * 4) : 1;
  for (let i = 0; i < total; i += 1) {
    const a = line[(i + 3) % size];
    const b = line[(i + 2) % size];
    const c = line[(i + 1) % size];
    const sample = loss * 0.5 * (a * (1 - fraction) + b * fraction + b * (1 - fraction) + c * fraction);
    line[i % size] = sample;
    out[i] = drive > 0 ? Math.tanh(sample * (1 + drive * 4)) * gain : sample;
  }
  applyEnvelope(out, shape.held, 8, null, shape.release);
  return out;
}

/** Detuned oscillators through a low-pass: saw leads and pads. */
function detuned(shape: NoteShape, cents: readonly number[], cutoff: number, wave: 'saw' | 'square' | 'organ'): Float32Array {
  const total = shape.held + shape.release;
  const out = new Float32Array(total);
  const a = onePole(cutoff);
  cents.forEach((offset, voice) => {
    const frequency = shape.frequency * 2 ** (offset / 1200);
    const table = bandLimited(wave, frequency);
    const step = frequency / SAMPLE_RATE;
    let phase = voice * 0.31;
    let low = 0;
    for (let i = 0; i < total; i += 1) {
      low += a * (readTable(table, phase) - low);
      out[i] += low / cents.length;
      phase += step;
    }
  });
  return out;
}

/** Two-operator FM (bells, electric piano): the modulation index fades, so the tone softens as it rings. */
function fm(shape: NoteShape, ratio: number, index: number, indexDecaySeconds: number): Float32Array {
  const total = shape.held + shape.release;
  const out = new Float32Array(total);
  const carrier = shape.frequency / SAMPLE_RATE;
  const modulator = carrier * ratio;
  const fade = decayFactor(indexDecaySeconds);
  let depth = index;
  for (let i = 0; i < total; i += 1) {
    const modulation = readTable(SINE, i * modulator) * depth;
    out[i] = readTable(SINE, i * carrier + modulation / (2 * Math.PI));
    depth *= fade;
  }
  return out;
}

/** Hammer-struck tone: bright at the strike, mellowing as it decays. */
function piano(shape: NoteShape): Float32Array {
  const total = shape.held + shape.release;
  const out = new Float32Array(total);
  const bright = bandLimited('bright', shape.frequency);
  const mellow = bandLimited('mellow', shape.frequency);
  const step = shape.frequency / SAMPLE_RATE;
  const soften = decayFactor(0.25);
  let mix = 1;
  for (let i = 0; i < total; i += 1) {
    const phase = i * step;
    out[i] = readTable(bright, phase) * mix + readTable(mellow, phase) * (1 - mix);
    mix *= soften;
  }
  applyEnvelope(out, shape.held, ms(3), 0.9 + 60 / shape.frequency, shape.release);
  return out;
}

function subBass(shape: NoteShape): Float32Array {
  const total = shape.held + shape.release;
  const out = new Float32Array(total);
  let phase = 0;
  const glide = decayFactor(0.03);
  let bend = 1.6;
  for (let i = 0; i < total; i += 1) {
    phase += (shape.frequency * (1 + (bend - 1))) / SAMPLE_RATE;
    bend = 1 + (bend - 1) * glide;
    out[i] = Math.tanh(readTable(SINE, phase) * 1.6) / Math.tanh(1.6);
  }
  applyEnvelope(out, shape.held, ms(2), 1.4, shape.release);
  return out;
}

/** A tone shaped by applyEnvelope: `attack` in frames (or from the note), `decaySeconds` null to hold the level. */
function enveloped(tone: Synth, attack: number | ((shape: NoteShape) => number), decaySeconds: number | null): Synth {
  return (shape) => {
    const out = tone(shape);
    applyEnvelope(out, shape.held, typeof attack === 'number' ? attack : attack(shape), decaySeconds, shape.release);
    return out;
  };
}

const SYNTHS: Readonly<Record<VoiceName, { release: number; synth: Synth }>> = {
  piano: { release: ms(120), synth: piano },
  keys: { release: ms(150), synth: enveloped((shape) => fm(shape, 1, 1.6, 0.35), ms(4), 2.2) },
  pluck: { release: ms(80), synth: (shape) => pluck(shape, 0.45, 0.9, 0) },
  guitar: { release: ms(90), synth: (shape) => pluck(shape, 0.7, 1.6, 0.35) },
  lead: { release: ms(140), synth: enveloped((shape) => detuned(shape, [-7, 7], Math.min(7000, shape.frequency * 6), 'saw'), ms(12), 2.5) },
  bell: { release: ms(400), synth: enveloped((shape) => fm(shape, 3.5, 2.4, 0.5), ms(2), 1) },
  pad: {
    release: ms(450),
    synth: enveloped((shape) => detuned(shape, [-10, 0, 10], Math.min(4000, shape.frequency * 3), 'saw'), (shape) => Math.min(ms(280), Math.floor(shape.held / 3)), null),
  },
  organ: { release: ms(60), synth: enveloped((shape) => detuned(shape, [0], 9000, 'organ'), ms(8), null) },
  'bass-electric': { release: ms(60), synth: enveloped((shape) => detuned(shape, [0], Math.min(1800, shape.frequency * 8), 'saw'), ms(4), 1.2) },
  'bass-sub': { release: ms(80), synth: subBass },
  'bass-synth': { release: ms(40), synth: enveloped((shape) => detuned(shape, [0, 5], Math.min(2400, shape.frequency * 10), 'square'), ms(3), 0.35) },
  'bass-upright': { release: ms(100), synth: (shape) => pluck(shape, 0.12, 1.4, 0) },
};

/**
 * Renders notes of every voice, once per (voice, pitch, length): a song repeats its notes, so most are
 * copies. Notes are rendered at full velocity; the caller scales them as it mixes.
 */
export class VoiceBank {
  private readonly cache = new Map<string, Float32Array>();
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  note(voice: VoiceName, midi: number, heldFrames: number): Float32Array {
    const key = `${voice}:${midi}:${heldFrames}`;
    let rendered = this.cache.get(key);
    if (!rendered) {
      const { synth, release } = SYNTHS[voice];
      rendered = synth({ frequency: midiToFrequency(midi), held: Math.max(1, heldFrames), release, random: this.random });
      this.cache.set(key, rendered);
    }
    return rendered;
  }
}
