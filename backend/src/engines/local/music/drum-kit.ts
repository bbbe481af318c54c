import type { DrumStyle } from '../../music-engine';
import { seededRandom } from '../../shared/seeded-random';
import { SAMPLE_RATE, SINE, decayFactor, onePole, readTable } from './dsp';
import type { DrumSound } from './performance';

/** Kit flavour per groove: a long 808 kick for boom-bap, brushes for swing and train, a clap for the dance floor. */
type Flavour = 'acoustic' | 'electronic' | '808' | 'brushes';

const FLAVOUR: Readonly<Record<DrumStyle, Flavour>> = {
  backbeat: 'acoustic',
  rock: 'acoustic',
  'boom-bap': '808',
  'four-on-the-floor': 'electronic',
  swing: 'brushes',
  train: 'brushes',
};

const seconds = (value: number) => Math.round(value * SAMPLE_RATE);

/** A drum that sweeps down in pitch: kicks and toms. */
function sweep(length: number, from: number, to: number, sweepSeconds: number, decaySeconds: number): Float32Array {
  const out = new Float32Array(seconds(length));
  const bend = decayFactor(sweepSeconds);
  const fade = decayFactor(decaySeconds);
  let frequency = from;
  let phase = 0;
  let level = 1;
  for (let i = 0; i < out.length; i += 1) {
    phase += frequency / SAMPLE_RATE;
    frequency = to + (frequency - to) * bend;
    out[i] = readTable(SINE, phase) * level;
    level *= fade;
  }
  return out;
}

/** Noise, high-passed by `brightness` (0 dark – 1 hiss), decaying over `decaySeconds`. */
function noise(random: () => number, length: number, brightness: number, decaySeconds: number, attackSeconds = 0): Float32Array {
  const out = new Float32Array(seconds(length));
  const bright = brightness > 0.5;
  const low = onePole(bright ? 1000 + (brightness - 0.5) * 16000 : 500 + brightness * 10000);
  const fade = decayFactor(decaySeconds);
  const attack = seconds(attackSeconds);
  let lowState = 0;
  let level = 1;
  for (let i = 0; i < out.length; i += 1) {
    const white = random() * 2 - 1;
    lowState += low * (white - lowState);
    const shaped = bright ? white - lowState : lowState;
    out[i] = shaped * level * (i < attack ? i / attack : 1);
    level *= fade;
  }
  return out;
}

function mixTo(target: Float32Array, source: Float32Array, gain: number, offset = 0): Float32Array {
  for (let i = 0; i < source.length && i + offset < target.length; i += 1) target[i + offset] += source[i] * gain;
  return target;
}

/** Inharmonic square-ish partials: the shimmer of a ride or crash cymbal. */
function metal(random: () => number, length: number, decaySeconds: number, base: number): Float32Array {
  const ratios = [1, 1.483, 1.932, 2.546, 3.102, 4.071];
  const out = noise(random, length, 0.95, decaySeconds);
  const fade = decayFactor(decaySeconds);
  ratios.forEach((ratio) => {
    let level = 0.12;
    const step = (base * ratio) / SAMPLE_RATE;
    for (let i = 0; i < out.length; i += 1) {
      out[i] += (readTable(SINE, i * step) > 0 ? level : -level) * 0.5;
      level *= fade;
    }
  });
  return out;
}

function synthesize(sound: DrumSound, flavour: Flavour, random: () => number): Float32Array {
  switch (sound) {
    case 'kick':
      if (flavour === '808') return sweep(0.9, 120, 45, 0.05, 0.45);
      if (flavour === 'electronic') return mixTo(sweep(0.4, 170, 48, 0.03, 0.16), noise(random, 0.004, 1, 0.002), 0.4);
      if (flavour === 'brushes') return sweep(0.3, 110, 55, 0.03, 0.1);
      return mixTo(sweep(0.35, 150, 52, 0.035, 0.12), noise(random, 0.006, 0.8, 0.003), 0.5);
    case 'snare':
      if (flavour === 'brushes') return noise(random, 0.3, 0.7, 0.09, 0.004);
      return mixTo(noise(random, 0.28, 0.75, 0.07), sweep(0.12, 240, 180, 0.02, 0.05), 0.6);
    case 'clap': {
      const clap = new Float32Array(seconds(0.3));
      for (const offset of [0, 0.011, 0.022]) mixTo(clap, noise(random, 0.02, 0.7, 0.006), 0.6, seconds(offset));
      return mixTo(clap, noise(random, 0.25, 0.7, 0.06), 0.7, seconds(0.03));
    }
    case 'rim':
      return sweep(0.05, 1700, 1600, 1, 0.012);
    case 'hat':
      return noise(random, 0.08, 0.98, flavour === 'brushes' ? 0.03 : 0.018);
    case 'open-hat':
      return noise(random, 0.4, 0.98, 0.12);
    case 'ride':
      return metal(random, 1.4, 0.45, 380);
    case 'crash':
      return metal(random, 2, 0.7, 300);
    case 'tom':
      return sweep(0.45, 180, 95, 0.05, 0.14);
  }
}

/** Each drum sound synthesized once per song; hits are copies, scaled by their velocity. */
export class DrumKit {
  private readonly sounds = new Map<DrumSound, Float32Array>();
  private readonly flavour: Flavour;
  private readonly random: () => number;

  constructor(style: DrumStyle, seed: number) {
    this.flavour = FLAVOUR[style];
    this.random = seededRandom(seed);
  }

  sound(sound: DrumSound): Float32Array {
    let sample = this.sounds.get(sound);
    if (!sample) {
      sample = synthesize(sound, this.flavour, this.random);
      this.sounds.set(sound, sample);
    }
    return sample;
  }
}

/** Relative loudness of each drum in the kit. */
export const DRUM_LEVEL: Readonly<Record<DrumSound, number>> = {
  kick: 1,
  snare: 0.75,
  clap: 0.7,
  rim: 0.35,
  hat: 0.28,
  'open-hat': 0.25,
  ride: 0.22,
  crash: 0.3,
  tom: 0.6,
};
