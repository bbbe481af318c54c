import type { ChordInstrument, Composition, LeadInstrument } from '../../../music-engine';
import type { DrumSound, Note, Performance } from '../performance';
import { type MidiEvent, type MidiSong, encodeMidiFile } from './standard-midi-file';

export const TICKS_PER_QUARTER = 480;

/** General MIDI percussion keys (channel 10) for the kit's sounds. */
export const GM_DRUM_NOTES: Readonly<Record<DrumSound, number>> = {
  kick: 36,
  rim: 37,
  snare: 38,
  clap: 39,
  hat: 42,
  tom: 45,
  'open-hat': 46,
  crash: 49,
  ride: 51,
};

/** General MIDI programs nearest to the synthesizer's voices, so a DAW opens the parts on a like sound. */
const LEAD_PROGRAMS: Readonly<Record<LeadInstrument, number>> = { piano: 0, pluck: 45, lead: 80, bell: 14, guitar: 25 };
const CHORD_PROGRAMS: Readonly<Record<ChordInstrument, number>> = { pad: 89, piano: 0, organ: 16, guitar: 24, keys: 4 };
const BASS_PROGRAM = 33;

const DRUM_CHANNEL = 9;
/** A hit is a short note: drum machines and GM kits ignore the length, some DAWs draw it. */
const DRUM_HIT_BEATS = 0.125;

/** Sharps (positive) or flats (negative) of each natural major key, for the Key Signature meta event. */
const MAJOR_SHARPS: Readonly<Record<string, number>> = { C: 0, G: 1, D: 2, A: 3, E: 4, B: 5, 'F#': 6, 'C#': 7, F: -1, Bb: -2, Eb: -3, Ab: -4, Db: -5, Gb: -6 };
const PITCH_CLASS_MAJORS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const NATURAL_PITCH_CLASS: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/**
 * The key signature of a key and scale: a minor scale (natural or harmonic) is written as minor with its
 * relative major's accidentals; a mode with its parent major's (D dorian: none).
 */
export function keySignature(key: string, scale: string): { sharps: number; minor: boolean } {
  const tonic = NATURAL_PITCH_CLASS[key] ?? 0;
  const minor = scale === 'minor' || scale === 'harmonic minor' || scale === 'aeolian';
  const offset = minor ? 3 : scale === 'dorian' ? -2 : scale === 'phrygian' ? -4 : scale === 'lydian' ? -5 : scale === 'mixolydian' ? -7 : 0;
  const major = PITCH_CLASS_MAJORS[(((tonic + offset) % 12) + 12) % 12];
  return { sharps: MAJOR_SHARPS[major] ?? 0, minor };
}

const tick = (beat: number) => Math.round(beat * TICKS_PER_QUARTER);
const velocity = (level: number) => Math.max(1, Math.min(127, Math.round(level * 127)));

function noteEvents(notes: readonly Note[], channel: number): MidiEvent[] {
  return notes.flatMap((note): MidiEvent[] => {
    const on = tick(note.beat);
    const off = Math.max(on + 1, tick(note.beat + note.length));
    return [
      { tick: on, type: 'note-on', channel, note: note.midi, velocity: velocity(note.velocity) },
      { tick: off, type: 'note-off', channel, note: note.midi, velocity: 0 },
    ];
  });
}

function part(name: string, channel: number, program: number | null, events: MidiEvent[]): { events: MidiEvent[] } {
  const head: MidiEvent[] = [{ tick: 0, type: 'track-name', text: name }];
  if (program !== null) head.push({ tick: 0, type: 'program', channel, program });
  return { events: [...head, ...events] };
}

/**
 * The song's parts as a format 1 Standard MIDI File: a conductor track (tempo, 4/4, key) then Drums (GM
 * kit on channel 10), Bass, Melody and Chords, each named, on the beat grid the stems were rendered on.
 */
export function performanceMidi(composition: Composition, performance: Performance): Buffer {
  const signature = keySignature(composition.key, composition.scale);
  const conductor = {
    events: [
      { tick: 0, type: 'track-name', text: `${composition.genre} in ${composition.key} ${composition.scale}` },
      { tick: 0, type: 'tempo', bpm: composition.tempo },
      { tick: 0, type: 'time-signature', numerator: 4, denominator: 4 },
      { tick: 0, type: 'key-signature', ...signature },
    ] satisfies MidiEvent[],
  };
  const drums = performance.drums.map((hit) => ({ beat: hit.beat, length: DRUM_HIT_BEATS, midi: GM_DRUM_NOTES[hit.sound], velocity: hit.velocity }));
  const song: MidiSong = {
    ticksPerQuarter: TICKS_PER_QUARTER,
    tracks: [
      conductor,
      part('Drums', DRUM_CHANNEL, null, noteEvents(drums, DRUM_CHANNEL)),
      part('Bass', 1, BASS_PROGRAM, noteEvents(performance.bass, 1)),
      part('Melody', 0, LEAD_PROGRAMS[composition.lead], noteEvents(performance.melody, 0)),
      part('Chords', 2, CHORD_PROGRAMS[composition.chordInstrument], noteEvents(performance.chords, 2)),
    ],
  };
  return encodeMidiFile(song);
}
