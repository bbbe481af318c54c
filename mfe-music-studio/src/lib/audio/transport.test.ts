import type { ClipDto, LaneStateDto } from '@atelier/api-types';
import { START_LEAD_SECONDS, Transport, type TransportContext } from './transport';

interface Started {
  lane: string;
  when: number;
  offset: number;
  duration: number;
  stopped: boolean;
}

/** Just enough of an AudioContext to see what the transport asks of it. */
class FakeContext {
  currentTime = 5;
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
        Object.assign(entry, { when, offset, duration });
        this.started.push(entry as Started);
      },
      stop: () => {
        entry.stopped = true;
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
});
