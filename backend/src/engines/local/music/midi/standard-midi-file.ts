/** One event of a track, at an absolute tick; the encoder turns ticks into delta times. */
export type MidiEvent =
  | { tick: number; type: 'note-on' | 'note-off'; channel: number; note: number; velocity: number }
  | { tick: number; type: 'program'; channel: number; program: number }
  | { tick: number; type: 'track-name'; text: string }
  | { tick: number; type: 'tempo'; bpm: number }
  | { tick: number; type: 'time-signature'; numerator: number; denominator: number }
  | { tick: number; type: 'key-signature'; sharps: number; minor: boolean };

export interface MidiTrack {
  events: MidiEvent[];
}

/** A format 1 file: tracks played together, ticks per quarter note in the header. */
export interface MidiSong {
  ticksPerQuarter: number;
  tracks: MidiTrack[];
}

/** A MIDI variable-length quantity: 7 bits a byte, most significant first, the high bit set on all but the last. */
export function variableLength(value: number): number[] {
  if (!Number.isInteger(value) || value < 0 || value > 0x0fffffff) throw new RangeError(`not a MIDI variable-length quantity: ${value}`);
  const bytes = [value & 0x7f];
  for (let rest = value >>> 7; rest > 0; rest >>>= 7) bytes.unshift((rest & 0x7f) | 0x80);
  return bytes;
}

const byte7 = (value: number) => Math.max(0, Math.min(127, Math.round(value)));

function meta(type: number, data: number[]): number[] {
  return [0xff, type, ...variableLength(data.length), ...data];
}

function eventBytes(event: MidiEvent): number[] {
  switch (event.type) {
    case 'note-on':
      return [0x90 | event.channel, byte7(event.note), byte7(event.velocity)];
    case 'note-off':
      return [0x80 | event.channel, byte7(event.note), byte7(event.velocity)];
    case 'program':
      return [0xc0 | event.channel, byte7(event.program)];
    case 'track-name':
      return meta(0x03, [...Buffer.from(event.text, 'utf8')]);
    case 'tempo': {
      const micros = Math.round(60_000_000 / event.bpm);
      return meta(0x51, [(micros >> 16) & 0xff, (micros >> 8) & 0xff, micros & 0xff]);
    }
    case 'time-signature':
      return meta(0x58, [event.numerator, Math.log2(event.denominator), 24, 8]);
    case 'key-signature':
      return meta(0x59, [event.sharps & 0xff, event.minor ? 1 : 0]);
  }
}

/** Note-offs before note-ons at the same tick, so a repeated note is released before it sounds again. */
const ORDER: Record<MidiEvent['type'], number> = {
  'track-name': 0,
  tempo: 1,
  'time-signature': 2,
  'key-signature': 3,
  program: 4,
  'note-off': 5,
  'note-on': 6,
};

/**
 * One track chunk: events sorted by tick (stable), each with its delta time and its own status byte
 * (running status off: every reader takes that), closed by End of Track.
 */
export function encodeTrack(track: MidiTrack): Buffer {
  const events = track.events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.tick - b.event.tick || ORDER[a.event.type] - ORDER[b.event.type] || a.index - b.index);
  const bytes: number[] = [];
  let tick = 0;
  for (const { event } of events) {
    const at = Math.max(tick, Math.round(event.tick));
    bytes.push(...variableLength(at - tick), ...eventBytes(event));
    tick = at;
  }
  bytes.push(0, 0xff, 0x2f, 0);
  const header = Buffer.alloc(8);
  header.write('MTrk', 0, 'ascii');
  header.writeUInt32BE(bytes.length, 4);
  return Buffer.concat([header, Buffer.from(bytes)]);
}

/** A Standard MIDI File, format 1 (the first track conventionally holds tempo and signatures). */
export function encodeMidiFile(song: MidiSong): Buffer {
  const header = Buffer.alloc(14);
  header.write('MThd', 0, 'ascii');
  header.writeUInt32BE(6, 4);
  header.writeUInt16BE(1, 8);
  header.writeUInt16BE(song.tracks.length, 10);
  header.writeUInt16BE(song.ticksPerQuarter, 12);
  return Buffer.concat([header, ...song.tracks.map(encodeTrack)]);
}
