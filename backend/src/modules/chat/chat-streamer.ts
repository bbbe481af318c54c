import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { engineHeader } from '../../engines/engine-descriptor';
import { EngineError } from '../../engines/engine-error';
import { CHAT_STREAM_SETTINGS, type ChatStreamSettings } from './chat.constants';
import { ChatException, GENERIC_ENGINE_FAILURE } from './chat.errors';
import type { ChatTurn } from './chat.service';
import { SseStream } from '../../common/http/sse-stream';

type LiveTurn = Extract<ChatTurn, { kind: 'live' }>;

/**
 * Streams a turn as Server-Sent Events. The status is held back until the engine's first piece (or
 * `firstPieceGraceMs`), so an engine that fails at once still gets a real 502; later failures become
 * an `error` event. A client that leaves aborts the engine.
 */
@Injectable()
export class ChatStreamer {
  private readonly logger = new Logger(ChatStreamer.name);

  constructor(@Inject(CHAT_STREAM_SETTINGS) private readonly settings: ChatStreamSettings) {}

  async send(turn: ChatTurn, response: Response): Promise<void> {
    response.set('X-Engine', engineHeader(turn.engine.engine));
    if (turn.kind === 'live') return this.generate(turn, response);
    const sse = SseStream.open(response, this.settings.heartbeatMs, false);
    for (const piece of turn.pieces) await sse.piece(piece);
    sse.done();
  }

  private async generate(turn: LiveTurn, response: Response): Promise<void> {
    const abort = new AbortController();
    const onClose = () => {
      if (!response.writableFinished) abort.abort(new Error('client disconnected'));
    };
    response.on('close', onClose);
    let sse: SseStream | undefined;
    const open = (flush: boolean) => (sse ??= SseStream.open(response, this.settings.heartbeatMs, flush));
    const grace = setTimeout(() => open(true), this.settings.firstPieceGraceMs);
    const pieces: string[] = [];
    try {
      for await (const piece of turn.engine.stream(turn.context, { signal: abort.signal })) {
        if (abort.signal.aborted) break;
        clearTimeout(grace);
        pieces.push(piece);
        await open(false).piece(piece);
      }
      clearTimeout(grace);
      if (abort.signal.aborted) throw abort.signal.reason;
      // Stored before [DONE], so a retry right after the stream ends replays instead of generating.
      await turn.finish(pieces);
      open(false).done();
    } catch (error) {
      clearTimeout(grace);
      const disconnected = abort.signal.aborted;
      // A client that left after content was generated has used it; a failed engine is never counted.
      await turn.abandon(!disconnected || pieces.length === 0);
      if (disconnected) {
        sse?.stop();
        return;
      }
      if (!(error instanceof EngineError)) this.logger.error(`chat engine failed: ${String(error)}`);
      if (!sse) throw ChatException.fromEngine(error);
      sse.fail(error instanceof EngineError ? error.message : GENERIC_ENGINE_FAILURE);
    } finally {
      response.off('close', onClose);
    }
  }
}
