import { parseMidi } from 'midi-file';
import { encodeMidiFile, encodeTrack, variableLength } from './standard-midi-file';

describe('standard MIDI file encoder', () => {
  it('writes variable-length quantities as the SMF specification gives them', () => {
    expect(variableLength(0)).toEqual([0x00]);
    expect(variableLength(0x40)).toEqual([0x40]);
    expect(variableLength(0x7f)).toEqual([0x7f]);
    expect(variableLength(0x80)).toEqual([0x81, 0x00]);
    expect(variableLength(0x2000)).toEqual([0xc0, 0x00]);
    expect(variableLength(0x3fff)).toEqual([0xff, 0x7f]);
    expect(variableLength(0x4000)).toEqual([0x81, 0x80, 0x00]);
    expect(variableLength(0x0fffffff)).toEqual([0xff, 0xff, 0xff, 0x7f]);
    expect(() => variableLength(-1)).toThrow(RangeError);
  });

  it('gives every channel event its own status byte (running status off) and closes the track', () => {
    const chunk = encodeTrack({
      events: [
        { tick: 0, type: 'note-on', channel: 9, note: 36, velocity: 100 },
        { tick: 0, type: 'note-on', channel: 9, note: 42, velocity: 80 },
        { tick: 240, type: 'note-off', channel: 9, note: 36, velocity: 0 },
      ],
    });

    expect(chunk.subarray(0, 4).toString('ascii')).toBe('MTrk');
    expect(chunk.readUInt32BE(4)).toBe(chunk.length - 8);
    expect([...chunk.subarray(8)]).toEqual([0x00, 0x99, 36, 100, 0x00, 0x99, 42, 80, 0x81, 0x70, 0x89, 36, 0, 0x00, 0xff, 0x2f, 0x00]);
  });

  it('writes tempo, time signature, key signature and track name meta events a MIDI library reads back', () => {
    const file = encodeMidiFile({
      ticksPerQuarter: 480,
      tracks: [
        {
          events: [
            { tick: 0, type: 'track-name', text: 'Late – Night' },
            { tick: 0, type: 'tempo', bpm: 90 },
            { tick: 0, type: 'time-signature', numerator: 4, denominator: 4 },
            { tick: 0, type: 'key-signature', sharps: -3, minor: true },
          ],
        },
        { events: [{ tick: 480, type: 'note-off', channel: 0, note: 60, velocity: 0 }, { tick: 0, type: 'note-on', channel: 0, note: 60, velocity: 90 }] },
      ],
    });
    const parsed = parseMidi(file);

    expect(parsed.header).toEqual({ format: 1, numTracks: 2, ticksPerBeat: 480 });
    expect(parsed.tracks[0]).toEqual([
      { deltaTime: 0, meta: true, type: 'trackName', text: Buffer.from('Late – Night', 'utf8').toString('latin1') },
      { deltaTime: 0, meta: true, type: 'setTempo', microsecondsPerBeat: 666_667 },
      { deltaTime: 0, meta: true, type: 'timeSignature', numerator: 4, denominator: 4, metronome: 24, thirtyseconds: 8 },
      { deltaTime: 0, meta: true, type: 'keySignature', key: -3, scale: 1 },
      { deltaTime: 0, meta: true, type: 'endOfTrack' },
    ]);
    // Sorted by tick whatever the order given; delta times, not absolute ticks.
    expect(parsed.tracks[1].map((event) => [event.deltaTime, event.type])).toEqual([
      [0, 'noteOn'],
      [480, 'noteOff'],
      [0, 'endOfTrack'],
    ]);
  });

  it('releases a note before it sounds again on the same tick', () => {
    const chunk = encodeTrack({
      events: [
        { tick: 480, type: 'note-on', channel: 0, note: 60, velocity: 90 },
        { tick: 480, type: 'note-off', channel: 0, note: 60, velocity: 0 },
      ],
    });

    expect([...chunk.subarray(8, 16)]).toEqual([0x83, 0x60, 0x80, 60, 0, 0x00, 0x90, 60]);
  });
});
