import type { BassStyle, Composition, StemName } from '../../music-engine';
import { DRUM_LEVEL, DrumKit } from './drum-kit';
import { SAMPLE_RATE, addInto, blockDcInPlace, limitInPlace } from './dsp';
import type { Note, Performance } from './performance';
import { type BassVoice, VoiceBank, type VoiceName } from './voices';

/** Stem levels before the mix: drums lead, chords sit underneath (they sound several notes at once). */
const STEM_GAIN: Readonly<Record<StemName, number>> = { drums: 0.85, bass: 0.72, melody: 0.42, chords: 0.24 };

/** Where each stem sits in the stereo mix (-1 left … 1 right). */
export const STEM_PAN: Readonly<Record<StemName, number>> = { drums: 0, bass: 0, melody: 0.2, chords: -0.2 };

const BASS_VOICE: Readonly<Record<BassStyle, BassVoice>> = {
  'root-eighths': 'bass-electric',
  driving: 'bass-electric',
  sub: 'bass-sub',
  pulse: 'bass-synth',
  walking: 'bass-upright',
  'root-fifth': 'bass-electric',
};

/** Stems never exceed this peak, so their 16-bit files never clip. */
const STEM_CEILING = 0.98;

export interface RenderedStems {
  frames: number;
  stems: Record<StemName, Float32Array>;
}

/** The frame a beat falls on: computed from the song's start every time, so no rounding error accumulates. */
export function frameOfBeat(beat: number, tempo: number, sampleRate = SAMPLE_RATE): number {
  return Math.round(((beat * 60) / tempo) * sampleRate);
}

function playNotes(
  target: Float32Array,
  notes: readonly Note[],
  voice: VoiceName,
  voices: VoiceBank,
  tempo: number,
  gain: number,
  monophonic: boolean,
): void {
  const ordered = monophonic ? [...notes].sort((a, b) => a.beat - b.beat) : notes;
  ordered.forEach((note, index) => {
    const start = frameOfBeat(note.beat, tempo);
    const held = frameOfBeat(note.beat + note.length, tempo) - start;
    const sound = voices.note(voice, note.midi, held);
    // One voice at a time: a new note cuts the ringing of the one before.
    const next = monophonic ? ordered[index + 1] : undefined;
    const limit = next ? frameOfBeat(next.beat, tempo) - start : sound.length;
    addInto(target, sound, start, note.velocity * gain, limit);
  });
}

function ceiling(stem: Float32Array): void {
  let peak = 0;
  for (let i = 0; i < stem.length; i += 1) peak = Math.max(peak, Math.abs(stem[i]));
  if (peak <= STEM_CEILING) return;
  const scale = STEM_CEILING / peak;
  for (let i = 0; i < stem.length; i += 1) stem[i] *= scale;
}

/** The four stems of a performance: equal length to the sample (the song's last beat), 44.1 kHz mono. */
export function renderStems(composition: Composition, performance: Performance): RenderedStems {
  const { tempo } = composition;
  const frames = frameOfBeat(performance.totalBeats, tempo);
  const stems: Record<StemName, Float32Array> = {
    drums: new Float32Array(frames),
    bass: new Float32Array(frames),
    melody: new Float32Array(frames),
    chords: new Float32Array(frames),
  };
  const kit = new DrumKit(composition.drums, composition.seed ^ 0x5bd1e995);
  for (const hit of performance.drums) {
    addInto(stems.drums, kit.sound(hit.sound), frameOfBeat(hit.beat, tempo), hit.velocity * DRUM_LEVEL[hit.sound] * STEM_GAIN.drums);
  }
  const voices = new VoiceBank(composition.seed ^ 0x27d4eb2f);
  playNotes(stems.bass, performance.bass, BASS_VOICE[composition.bass], voices, tempo, STEM_GAIN.bass, true);
  playNotes(stems.melody, performance.melody, composition.lead, voices, tempo, STEM_GAIN.melody, true);
  playNotes(stems.chords, performance.chords, composition.chordInstrument, voices, tempo, STEM_GAIN.chords, false);
  // No stem carries an offset or infrasound (README, "Music Studio"): it would take the mix's headroom
  // and be missing from the Opus previews, which high-pass their input.
  for (const stem of Object.values(stems)) {
    blockDcInPlace(stem);
    ceiling(stem);
  }
  return { frames, stems };
}

/** Linear pan law with the centre at full level: a centred stem is the same in both channels. */
export function panGains(pan: number): [number, number] {
  return [Math.min(1, 1 - pan), Math.min(1, 1 + pan)];
}

/** A stereo mix of mono tracks (each with its gain and pan) through a soft limiter. */
export function mixStereo(tracks: ReadonlyArray<{ samples: Float32Array; gain: number; pan: number }>, frames: number): [Float32Array, Float32Array] {
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  for (const { samples, gain, pan } of tracks) {
    const [l, r] = panGains(pan);
    const gainLeft = gain * l;
    const gainRight = gain * r;
    const length = Math.min(frames, samples.length);
    for (let i = 0; i < length; i += 1) {
      left[i] += samples[i] * gainLeft;
      right[i] += samples[i] * gainRight;
    }
  }
  limitInPlace(left);
  limitInPlace(right);
  return [left, right];
}
