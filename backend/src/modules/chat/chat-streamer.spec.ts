import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import { LOCAL_ENGINES } from '../../engines/local/local-engine-descriptors';
import { DONE_FRAME } from '../../common/http/sse-stream';
import { COALESCE_MS, ChatStreamer } from './chat-streamer';
import { DEFAULT_CHAT_STREAM_SETTINGS } from './chat.constants';
import type { ChatTurn } from './chat.service';

/** A response that notes, for every write, whether its socket was corked (the frame held back) or not. */
class RecordingResponse extends EventEmitter {
  corks = 0;
  writableEnded = false;
  writableFinished = false;
  destroyed = false;
  readonly writes: Array<{ frame: string; held: boolean }> = [];
  ended: { frame: string | undefined; corks: number } | null = null;
  readonly socket = { setNoDelay: jest.fn() };
  set = jest.fn();
  status = jest.fn();
  setHeader = jest.fn();
  flushHeaders = jest.fn();

  cork(): void {
    this.corks += 1;
  }

  uncork(): void {
    this.corks -= 1;
  }

  write(frame: string): boolean {
    this.writes.push({ frame, held: this.corks > 0 });
    return true;
  }

  end(frame?: string): void {
    this.ended = { frame, corks: this.corks };
    this.writableEnded = true;
  }
}

/** A turn whose engine yields `pieces`, one per event-loop turn like the local engine. */
function liveTurn(pieces: string[]): ChatTurn {
  return {
    engine: {
      engine: LOCAL_ENGINES.text,
      async *stream() {
        for (const piece of pieces) {
          await new Promise((resolve) => setImmediate(resolve));
          yield piece;
        }
      },
    },
    context: [],
    finish: jest.fn().mockResolvedValue(undefined),
    abandon: jest.fn().mockResolvedValue(undefined),
    close: jest.fn().mockResolvedValue(undefined),
  };
}

describe(ChatStreamer.name, () => {
  const streamer = new ChatStreamer(DEFAULT_CHAT_STREAM_SETTINGS);

  it('sends the first piece at once and the following ones together, all before [DONE]', async () => {
    const response = new RecordingResponse();

    await streamer.send(liveTurn(['One ', 'two ', 'three.']), response);

    expect(response.writes.map((write) => write.held)).toEqual([false, true, true]);
    expect(response.writes.map((write) => JSON.parse(write.frame.split('data: ')[1]).content)).toEqual(['One ', 'two ', 'three.']);
    expect(response.ended).toEqual({ frame: DONE_FRAME, corks: 0 });
  });

  it('lets held pieces out within COALESCE_MS while the engine is still going', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const response = new RecordingResponse();
      let next: (piece: string | null) => void = () => undefined;
      const turn = liveTurn([]);
      turn.engine.stream = async function* () {
        for (;;) {
          const piece = await new Promise<string | null>((resolve) => (next = resolve));
          if (piece === null) return;
          yield piece;
        }
      };
      const sent = streamer.send(turn, response);
      const settle = () => new Promise((resolve) => setImmediate(resolve));

      await settle();
      next('One ');
      await settle();
      next('two ');
      await settle();
      expect(response.corks).toBe(1);
      jest.advanceTimersByTime(COALESCE_MS);
      expect(response.corks).toBe(0);
      next(null);
      await sent;

      expect(response.writes.map((write) => write.held)).toEqual([false, true]);
      expect(response.ended?.corks).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('never leaves the socket corked when the engine fails mid-stream', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const response = new RecordingResponse();
    const turn = liveTurn([]);
    turn.engine.stream = async function* () {
      yield 'One ';
      await new Promise((resolve) => setImmediate(resolve));
      yield 'two ';
      throw new Error('engine broke');
    };

    await streamer.send(turn, response);

    expect(response.writes).toHaveLength(2);
    expect(response.ended?.corks).toBe(0);
    expect(response.ended?.frame).toContain('event: error');
  });
});
