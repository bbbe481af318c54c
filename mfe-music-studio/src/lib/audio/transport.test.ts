import type { ClipDto, LaneStateDto } from '@atelier/api-types';
import { START_LEAD_SECONDS, Transport, type TransportContext } from './transport';

interface Started {
  lane: string;
  when: number;
  offset: number;
  duration: number;
  stopped: boolean;
  /** The context time given to `stop(when)`; undefined for a stop now. */
  stopAt?: number;
  buffer: AudioBuffer | null;
}

/** Just enough of an AudioContext to see what the transport asks of it. */
class FakeContext {
  currentTime = 5;
  sampleRate = 44_100;
  state: AudioContextState = 'suspended';
  outputLatency = 0.02;
  baseLatency = 0.005;
  destination = {} as AudioDestinationNode;
  started: Started[] = [];
  gains = new Map<object, number>();
  tickers: Array<{ onended: (() => void) | null; stopAt: number }> = [];

  resume = () => {
    this.state = 'running';
    return Promise.resolve();
  };

  createGain = () => {
    const node = {
      gain: { value: 1, setTargetAtTime: (value: number) => this.gains.set(node, value) },
      connect: (target: { lane?: string }) => Object.assign(node, { target }),
      disconnect: () => undefined,
    };
    return node as unknown as GainNode;
  };

  createBufferSource = () => {
    const entry: Partial<Started> = { stopped: false };
    const node = {
      buffer: null as AudioBuffer | null,
      connect: (lane: object) => {
        entry.lane = [...this.laneOf.entries()].find(([, value]) => value === lane)?.[0];
      },
      start: (when: number, offset: number, duration: number) => {
        Object.assign(entry, { when, offset, duration, buffer: node.buffer });
        this.started.push(entry as Started);
      },
      stop: (at?: number) => {
        Object.assign(entry, { stopped: true, stopAt: at });
      },
      disconnect: () => undefined,
    };
    return node as unknown as AudioBufferSourceNode;
  };

  createConstantSource = () => {
    const ticker = { onended: null as (() => void) | null, stopAt: 0, connect: () => undefined, start: () => undefined, stop: (at = 0) => (ticker.stopAt = at) };
    this.tickers.push(ticker);
    return ticker as unknown as ConstantSourceNode;
  };

  laneOf = new Map<string, object>();
}

const buffer = (seconds: number) => ({ duration: seconds }) as AudioBuffer;
const clip = (id: string, lane: ClipDto['lane'], start: number, length: number, offset = start): ClipDto => ({ id, lane, label: id, start, length, offset });
const LANES: LaneStateDto[] = (['vocals', 'drums', 'bass', 'melody', 'chords'] as const).map((lane) => ({ lane, muted: false, solo: false, volume: 1 }));

function setUp(clips: ClipDto[]) {
  const context = new FakeContext();
  const transport = new Transport(context as unknown as TransportContext);
  transport.load({ tempo: 120, clips, lanes: LANES, buffers: { drums: buffer(60), bass: buffer(60), melody: buffer(60) } });
  // Learn which gain node is which lane from the graph the transport builds on first play.
  const originalCreateGain = context.createGain;
  const order = ['master', 'vocals', 'drums', 'bass', 'melody', 'chords'];
  let made = 0;
  context.createGain = () => {
    const node = originalCreateGain();
    const name = order[made++];
    if (name) context.laneOf.set(name, node);
    return node;
  };
  return { context, transport };
}

describe(Transport.name, () => {
  it('starts every lane on the same audio-clock instant, just after Play', async () => {
    const { context, transport } = setUp([clip('d', 'drums', 0, 16), clip('b', 'bass', 0, 16), clip('m', 'melody', 8, 8)]);

    // The click was 30 ms before the transport reads the clock: that wait counts in the latency it reports.
    const now = jest.spyOn(performance, 'now').mockReturnValue(1_000);
    const latency = await transport.play(0, 970);
    now.mockRestore();

    expect(context.state).toBe('running');
    expect(context.started.map(({ lane, when, offset }) => [lane, when, offset])).toEqual([
      ['bass', 5 + START_LEAD_SECONDS, 0],
      ['drums', 5 + START_LEAD_SECONDS, 0],
    ]);
    expect(latency).toBeCloseTo(30 + (START_LEAD_SECONDS + 0.02) * 1000);
  });

  it('schedules later clips ahead of time at their exact beat, woken by the audio clock', async () => {
    const { context, transport } = setUp([clip('d', 'drums', 0, 16), clip('m', 'melody', 8, 8, 0)]);
    await transport.play(0);

    context.currentTime = 8.2;
    context.tickers.at(-1)?.onended?.();

    const melody = context.started.find((entry) => entry.lane === 'melody');
    // Beat 8 at 120 BPM is 4 s into the song: context time 5.04 + 4.
    expect(melody).toMatchObject({ when: 5 + START_LEAD_SECONDS + 4, offset: 0, duration: 4 });
    expect(context.tickers.length).toBeGreaterThan(1);
  });

  it('starts from the middle of a clip at the right place in its stem', async () => {
    const { context, transport } = setUp([clip('d', 'drums', 0, 16)]);

    await transport.play(3);

    expect(context.started[0]).toMatchObject({ lane: 'drums', offset: 3, duration: 5 });
  });

  it('mutes, solos and sets volumes on the lanes without rescheduling', async () => {
    const { context, transport } = setUp([clip('d', 'drums', 0, 16), clip('b', 'bass', 0, 16)]);
    await transport.play(0);
    const scheduled = context.started.length;

    transport.load({ tempo: 120, clips: transport['song']!.clips, buffers: transport['song']!.buffers, lanes: LANES.map((lane) => (lane.lane === 'drums' ? { ...lane, muted: true } : lane.lane === 'bass' ? { ...lane, volume: 0.5 } : lane)) });

    expect(context.gains.get(context.laneOf.get('drums') as object)).toBe(0);
    expect(context.gains.get(context.laneOf.get('bass') as object)).toBe(0.5);
    expect(context.started).toHaveLength(scheduled);
  });

  it('shows the position being heard, and stops every source on Stop', async () => {
    const { context, transport } = setUp([clip('d', 'drums', 0, 16)]);
    await transport.play(0);
    context.currentTime = 7.06;

    expect(transport.position()).toBeCloseTo(7.06 - 0.02 - 5.04);
    transport.stop();
    expect(transport.state).toBe('stopped');
    expect(context.started.every((entry) => entry.stopped)).toBe(true);
  });

  it('stops by itself at the end of the arrangement', async () => {
    const { context, transport } = setUp([clip('d', 'drums', 0, 4)]);
    await transport.play(0);

    context.currentTime = 5 + START_LEAD_SECONDS + 2.01;
    transport.pump();

    expect(transport.state).toBe('stopped');
    expect(transport.position()).toBe(0);
  });

  describe('while only the heads of the stems are decoded', () => {
    const RATE = 44_100;
    const frameAfter = (time: number) => Math.ceil((time + START_LEAD_SECONDS) * RATE) / RATE;
    const start = 5 + START_LEAD_SECONDS;

    function setUpHeads(clips: ClipDto[]) {
      const { context, transport } = setUp(clips);
      const heads = { drums: buffer(12), bass: buffer(12), melody: buffer(12) };
      transport.load({ tempo: 120, clips, lanes: LANES, buffers: heads });
      const wholeOf = (lane: 'drums' | 'bass' | 'melody') => {
        const whole = { ...transport['song']!.buffers, [lane]: buffer(60) };
        transport.load({ tempo: 120, clips, lanes: LANES, buffers: whole });
        return whole[lane];
      };
      return { context, transport, heads, wholeOf };
    }

    it('plays the heads, then hands a lane over to its whole stem at one sample frame, the same place in it', async () => {
      const { context, transport, heads, wholeOf } = setUpHeads([clip('d', 'drums', 0, 64), clip('b', 'bass', 0, 64)]);
      await transport.play(0);
      expect(context.started.map(({ lane, when, offset, duration, buffer }) => [lane, when, offset, duration, buffer])).toEqual([
        ['bass', start, 0, 12, heads.bass],
        ['drums', start, 0, 12, heads.drums],
      ]);

      context.currentTime = 9.3;
      const whole = wholeOf('drums');

      const at = frameAfter(9.3);
      expect(Number.isInteger(Math.round(at * RATE * 1e6) / 1e6)).toBe(true);
      const [bassHead, drumsHead, drumsWhole] = context.started;
      expect(drumsHead).toMatchObject({ stopped: true, stopAt: at });
      expect(drumsWhole).toMatchObject({ lane: 'drums', when: at, buffer: whole });
      expect(drumsWhole.offset).toBeCloseTo(at - start, 9);
      expect(drumsWhole.offset + drumsWhole.duration).toBeCloseTo(32, 9);
      // No restart: the other lane plays on from its head, and the song's position is unchanged.
      expect(bassHead.stopped).toBe(false);
      expect(context.started).toHaveLength(3);
      expect(transport.position()).toBeCloseTo(9.3 - 0.02 - start, 9);
    });

    it('keeps a clip whose source lies past the head silent until its whole stem is decoded, then starts it in time', async () => {
      const { context, transport, wholeOf } = setUpHeads([clip('d', 'drums', 0, 64), clip('m', 'melody', 30, 8, 30)]);
      await transport.play(0);
      // Song time 15 s (beat 30) comes within the look-ahead; the melody head ends at 12 s of its stem.
      context.currentTime = start + 14.5;
      transport.pump();
      expect(context.started.filter((entry) => entry.lane === 'melody')).toEqual([]);

      context.currentTime = start + 15.5;
      const whole = wholeOf('melody');

      const at = frameAfter(start + 15.5);
      const melody = context.started.filter((entry) => entry.lane === 'melody');
      expect(melody).toHaveLength(1);
      expect(melody[0]).toMatchObject({ when: at, buffer: whole });
      // Where the song is at that instant: 15 s of the stem plus what passed since the clip began.
      expect(melody[0].offset).toBeCloseTo(15 + (at - (start + 15)), 9);
      expect(melody[0].offset + melody[0].duration).toBeCloseTo(19, 9);
    });

    it('gives a play that has not begun yet the whole stem from its own start', async () => {
      const { context, transport, wholeOf } = setUpHeads([clip('d', 'drums', 0, 64), clip('m', 'melody', 30, 8, 30)]);
      await transport.play(0);
      context.currentTime = start + 14.5;
      transport.pump();

      const whole = wholeOf('melody');

      expect(context.started.filter((entry) => entry.lane === 'melody')).toEqual([
        expect.objectContaining({ when: start + 15, offset: 15, duration: 4, buffer: whole }),
      ]);
    });

    describe('when the song reaches the end of a head before its whole stem is decoded', () => {
      function setUpWaiting(clips: ClipDto[], headsOnly: Array<'drums' | 'bass' | 'melody'>) {
        const { context, transport } = setUp(clips);
        const heads = { drums: buffer(12), bass: buffer(60), melody: buffer(60) };
        transport.load({ tempo: 120, clips, lanes: LANES, buffers: heads, headsOnly });
        const whole = (lane: 'drums' | 'bass' | 'melody') => {
          const buffers = { ...transport['song']!.buffers, [lane]: buffer(60) };
          transport.load({ tempo: 120, clips, lanes: LANES, buffers, headsOnly: headsOnly.filter((other) => other !== lane) });
          return buffers[lane];
        };
        return { context, transport, whole };
      }

      it('stops every lane at the same instant, where the head ends, and waits there', async () => {
        const { context, transport } = setUpWaiting([clip('d', 'drums', 0, 64), clip('b', 'bass', 0, 64)], ['drums']);
        await transport.play(0);
        // Both lanes end where the drums' 12 s head does (the drums by their length, the bass cut to it),
        // not the bass alone playing on.
        expect(context.started.map(({ lane, when, duration, stopAt }) => [lane, stopAt ?? when + duration])).toEqual([
          ['bass', start + 12],
          ['drums', start + 12],
        ]);

        context.currentTime = start + 12.1;
        transport.pump();

        expect(transport.state).toBe('waiting');
        expect(transport.position()).toBeCloseTo(12, 9);
        const before = context.started.length;
        context.currentTime = start + 20;
        transport.pump();
        expect(context.started).toHaveLength(before);
      });

      it('goes on from that point, every lane together, once the whole stem is decoded', async () => {
        const { context, transport, whole } = setUpWaiting([clip('d', 'drums', 0, 64), clip('b', 'bass', 0, 64)], ['drums']);
        await transport.play(0);
        context.currentTime = start + 12.1;
        transport.pump();
        context.currentTime = 30;

        const drums = whole('drums');

        expect(transport.state).toBe('playing');
        const resumed = context.started.slice(2);
        expect(resumed.map(({ lane, when, offset, buffer: source }) => [lane, when, offset, source === drums])).toEqual([
          ['bass', 30 + START_LEAD_SECONDS, 12, false],
          ['drums', 30 + START_LEAD_SECONDS, 12, true],
        ]);
        expect(resumed.every((entry) => !entry.stopped)).toBe(true);
      });

      it('lets every lane play on to its end when the whole stem arrives in time', async () => {
        const { context, transport, whole } = setUpWaiting([clip('d', 'drums', 0, 64), clip('b', 'bass', 0, 64)], ['drums']);
        await transport.play(0);
        context.currentTime = start + 6;

        whole('drums');

        const [bass] = context.started;
        // The earlier cut at 12 s is replaced by the play's own end (32 s into the song).
        expect(bass.stopAt).toBeCloseTo(start + 32, 9);
        context.currentTime = start + 12.5;
        transport.pump();
        expect(transport.state).toBe('playing');
      });

      it('waits before the first sound when Play starts past a head, and Stop ends the wait', async () => {
        const { context, transport } = setUpWaiting([clip('d', 'drums', 0, 64), clip('b', 'bass', 0, 64)], ['drums']);

        await transport.play(20);

        expect(transport.state).toBe('waiting');
        expect(context.started.every((entry) => entry.stopped)).toBe(true);
        expect(transport.position()).toBe(20);
        transport.stop();
        expect(transport.state).toBe('stopped');
      });
    });

    it('hands a scheduled play of a head that has not begun over whole: the head never sounds', async () => {
      const { context, transport, wholeOf } = setUpHeads([clip('d', 'drums', 0, 64), clip('m', 'melody', 16, 8, 0)]);
      await transport.play(0);
      context.currentTime = start + 7.5;
      transport.pump();
      const [melodyHead] = context.started.filter((entry) => entry.lane === 'melody');
      expect(melodyHead).toMatchObject({ when: start + 8, offset: 0, duration: 4 });

      const whole = wholeOf('melody');

      expect(melodyHead).toMatchObject({ stopped: true, stopAt: start + 8 });
      expect(context.started.filter((entry) => entry.lane === 'melody').at(-1)).toMatchObject({ when: start + 8, offset: 0, duration: 4, buffer: whole });
    });
  });
});
