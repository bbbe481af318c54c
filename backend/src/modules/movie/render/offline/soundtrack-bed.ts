import { hashText, seededRandom } from '../../../../engines/shared/seeded-random';

export interface BedOptions {
  seconds: number;
  sampleRate: number;
  /** Seeds the key and voicing, so a scene keeps its music across renders. */
  seed: string;
  /** Minor progression (a Bad Guy on screen, a dark beat), else major. */
  minor: boolean;
}

/** Semitone offsets of four-chord loops, four seconds a chord: I–V–vi–IV and i–VI–III–VII. */
const MAJOR_LOOP = [[0, 4, 7], [7, 11, 14], [9, 12, 16], [5, 9, 12]];
const MINOR_LOOP = [[0, 3, 7], [8, 12, 15], [3, 7, 10], [10, 14, 17]];
const CHORD_SECONDS = 4;
/** Each chord swells in and rings on into the next, so there are no hard edges. */
const ATTACK_SECONDS = 0.9;
const RELEASE_SECONDS = 1.2;
const FADE_IN_SECONDS = 0.4;
const FADE_OUT_SECONDS = 0.8;
const MASTER = 0.16;

const TABLE_SIZE = 4096;
const SINE = Float32Array.from({ length: TABLE_SIZE + 1 }, (_, i) => Math.sin((2 * Math.PI * i) / TABLE_SIZE));

const midiToHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

function envelope(time: number, start: number, end: number): number {
  if (time < start || time > end + RELEASE_SECONDS) return 0;
  const rise = Math.min(1, (time - start) / ATTACK_SECONDS);
  const fall = time > end ? 1 - (time - end) / RELEASE_SECONDS : 1;
  return rise * fall;
}

/** Pads and bass hold nothing above ~2 kHz: synthesize at 16 kHz mono, ffmpeg resamples to the clip's 48 kHz stereo. */
export const BED_SAMPLE_RATE = 16_000;

/**
 * A soundtrack bed for a storyboard clip: a soft pad over a four-chord loop with a pulsing bass, in a key
 * chosen by the seed. Written as a 16-bit mono WAV (what either ffmpeg build reads). Table-driven
 * oscillators: a 150 s scene takes well under a second.
 */
export function soundtrackBed(options: BedOptions): Buffer {
  const random = seededRandom(hashText(options.seed));
  const root = 45 + Math.floor(random() * 12); // A2..G#3
  const loop = options.minor ? MINOR_LOOP : MAJOR_LOOP;
  const start = Math.floor(random() * loop.length);
  const rate = options.sampleRate;
  const frames = Math.ceil(options.seconds * rate);
  const mix = new Float32Array(frames);
  // The bass breathes on every beat (1 s): one beat's shape, reused.
  const pulse = Float32Array.from({ length: rate }, (_, i) => 0.55 + 0.45 * Math.exp((-3 * i) / rate));
  const chords = Math.ceil(options.seconds / CHORD_SECONDS) + 1;
  for (let c = 0; c < chords; c++) {
    const chord = loop[(start + c) % loop.length];
    const from = c * CHORD_SECONDS;
    const to = from + CHORD_SECONDS;
    for (const offset of chord) addVoice(mix, midiToHz(root + 12 + offset), 0.22, from, to, rate, null);
    addVoice(mix, midiToHz(root + chord[0] - 12), 0.5, from, to, rate, pulse);
  }
  const wav = Buffer.alloc(44 + frames * 2);
  writeWavHeader(wav, frames, rate);
  const out = new Int16Array(wav.buffer, wav.byteOffset + 44, frames);
  for (let i = 0; i < frames; i++) {
    const time = i / rate;
    const fade = Math.max(0, Math.min(1, time / FADE_IN_SECONDS, (options.seconds - time) / FADE_OUT_SECONDS));
    out[i] = toInt16(mix[i] * MASTER * fade);
  }
  return wav;
}

function addVoice(out: Float32Array, hz: number, gain: number, from: number, to: number, rate: number, pulse: Float32Array | null): void {
  const first = Math.max(0, Math.floor(from * rate));
  const last = Math.min(out.length, Math.ceil((to + RELEASE_SECONDS) * rate));
  const step = (hz * TABLE_SIZE) / rate;
  let phase = 0;
  for (let i = first; i < last; i++) {
    const index = phase | 0;
    const tone = SINE[index] + 0.25 * SINE[(index * 2) % TABLE_SIZE];
    const level = pulse ? pulse[i % rate] : 1;
    out[i] += gain * level * envelope(i / rate, from, to) * tone;
    phase += step;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
  }
}

const toInt16 = (sample: number) => Math.max(-32768, Math.min(32767, Math.round(sample * 32767)));

function writeWavHeader(buffer: Buffer, frames: number, sampleRate: number): void {
  const dataBytes = frames * 2;
  buffer.write('RIFF', 0, 'latin1');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVEfmt ', 8, 'latin1');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'latin1');
  buffer.writeUInt32LE(dataBytes, 40);
}
