import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { engineHeader } from '../../engines/engine-descriptor';
import { EngineError } from '../../engines/engine-error';
import { EngineFailureException, engineFailureMessage } from '../../engines/engine-error-responses';
import { CHAT_STREAM_SETTINGS, type ChatStreamSettings } from './chat.constants';
import { GENERIC_ENGINE_FAILURE } from './chat.errors';
import type { ChatTurn } from './chat.service';
import { type SseResponse, SseStream } from '../../common/http/sse-stream';
import { markNotReplayable } from '../../common/idempotency/recorded-response';

/**
 * After the first piece (sent at once), pieces that come within this long of each other leave in one
 * write. A fast engine yields a word per event-loop turn; one syscall per word was the busiest thing the
 * server did under 50 streams (writev ~35 % of its CPU in `bench:chat`'s profile), and that CPU is what
 * delayed other streams' first bytes. 8 ms is below one display frame, so the text still flows.
 */
export const COALESCE_MS = 8;

/** What the streamer uses of Express's response (an SSE answer, plus headers, corking and the client's leaving). */
export interface ChatStreamResponse extends SseResponse {
  set(field: string, value: string): unknown;
  readonly writableFinished: boolean;
  cork(): void;
  uncork(): void;
  on(event: 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
}

/** Holds a response's frames back and lets them out together (Node's cork/uncork on its socket). */
class FrameCoalescer {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly response: ChatStreamResponse) {}

  /** Call before writing a frame that need not leave at once; the held frames leave within COALESCE_MS. */
  hold(): void {
    if (this.timer || this.response.writableEnded) return;
    this.response.cork();
    this.timer = setTimeout(() => this.release(), COALESCE_MS);
  }

  /** Lets the held frames out now (always before the stream ends: the socket may serve the next request). */
  release(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.response.writableEnded) this.response.uncork();
  }
}

/**
 * Streams a turn as Server-Sent Events. The status is held back until the engine's first piece (or
 * `firstPieceGraceMs`), so an engine that fails at once still gets a real 502; later failures become
 * an `error` event. A client that leaves aborts the engine.
 */
@Injectable()
export class ChatStreamer {
  private readonly logger = new Logger(ChatStreamer.name);

  constructor(@Inject(CHAT_STREAM_SETTINGS) private readonly settings: ChatStreamSettings) {}

  async send(turn: ChatTurn, response: ChatStreamResponse): Promise<void> {
    response.set('X-Engine', engineHeader(turn.engine.engine));
    const abort = new AbortController();
    const onClose = () => {
      if (!response.writableFinished) abort.abort(new Error('client disconnected'));
    };
    response.on('close', onClose);
    let sse: SseStream | undefined;
    const open = (flush: boolean) => (sse ??= SseStream.open(response, this.settings.heartbeatMs, flush));
    const grace = setTimeout(() => open(true), this.settings.firstPieceGraceMs);
    const pieces: string[] = [];
    const coalescer = new FrameCoalescer(response);
    try {
      for await (const piece of turn.engine.stream(turn.context, { signal: abort.signal })) {
        if (abort.signal.aborted) break;
        clearTimeout(grace);
        // The first piece (with the headers) goes out at once: it is the time to first byte.
        if (pieces.length > 0) coalescer.hold();
        pieces.push(piece);
        await open(false).piece(piece);
      }
      clearTimeout(grace);
      coalescer.release();
      if (abort.signal.aborted) throw abort.signal.reason;
      // Stored before [DONE], so a retry right after the stream ends replays instead of generating.
      await turn.finish(pieces);
      open(false).done();
    } catch (error) {
      clearTimeout(grace);
      coalescer.release();
      const disconnected = abort.signal.aborted;
      // Streamed with 200 already, but not the answer: an idempotency key of this request stays free for a retry.
      markNotReplayable(response);
      // A client that left after content was generated has used it; a failed engine is never counted.
      await turn.abandon(!disconnected || pieces.length === 0);
      if (disconnected) {
        sse?.stop();
        return;
      }
      if (error instanceof HttpException) {
        // The turn's own refusal, e.g. its conversation deleted meanwhile: said as it is, not as an engine failure.
        if (!sse) throw error;
        sse.fail(error.message);
        return;
      }
      if (!(error instanceof EngineError)) this.logger.error(`chat engine failed: ${String(error)}`);
      if (!sse) throw EngineFailureException.of(error, GENERIC_ENGINE_FAILURE);
      sse.fail(engineFailureMessage(error, GENERIC_ENGINE_FAILURE));
    } finally {
      response.off('close', onClose);
    }
  }
}
