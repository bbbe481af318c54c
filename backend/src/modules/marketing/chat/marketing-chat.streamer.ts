import { Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { SseStream } from '../../../common/http/sse-stream';
import { engineHeader } from '../../../engines/engine-descriptor';
import { EngineError } from '../../../engines/engine-error';
import { EngineFailureException, engineFailureMessage } from '../../../engines/engine-error-responses';
import { GENERIC_ENGINE_FAILURE } from '../marketing.errors';
import type { MarketingChatTurn } from './marketing-chat.service';
import { markNotReplayable } from '../../../common/idempotency/recorded-response';

type LiveTurn = Extract<MarketingChatTurn, { kind: 'live' }>;

const HEARTBEAT_MS = 15_000;

/**
 * Streams a Chat Engineer turn as Server-Sent Events, in the frames of /api/chat/stream. The status waits for
 * the engine's first piece, so an engine that fails at once answers a real error (and the charge is refunded);
 * a later failure is an `error` event, also refunded. A client that leaves stops the engine.
 */
@Injectable()
export class MarketingChatStreamer {
  private readonly logger = new Logger(MarketingChatStreamer.name);

  async send(turn: MarketingChatTurn, response: Response): Promise<void> {
    response.setHeader('X-Engine', engineHeader(turn.engine.engine));
    if (turn.kind === 'replay') {
      const sse = SseStream.open(response, HEARTBEAT_MS, false);
      for (const piece of turn.pieces) await sse.piece(piece);
      sse.done();
      return;
    }
    await this.generate(turn, response);
  }

  private async generate(turn: LiveTurn, response: Response): Promise<void> {
    const abort = new AbortController();
    const onClose = () => {
      if (!response.writableFinished) abort.abort(new Error('client disconnected'));
    };
    response.on('close', onClose);
    let sse: SseStream | undefined;
    const pieces: string[] = [];
    try {
      for await (const piece of turn.engine.stream(turn.context, { signal: abort.signal })) {
        if (abort.signal.aborted) break;
        pieces.push(piece);
        sse ??= SseStream.open(response, HEARTBEAT_MS, false);
        await sse.piece(piece);
      }
      if (abort.signal.aborted) throw abort.signal.reason;
      // Stored before [DONE], so a retry right after the stream ends replays instead of charging again.
      await turn.finish(pieces);
      (sse ?? SseStream.open(response, HEARTBEAT_MS, false)).done();
    } catch (error) {
      const disconnected = abort.signal.aborted;
      // Streamed with 200 already, but not the answer: the idempotency key stays free for a retry.
      markNotReplayable(response);
      await turn.abandon(!disconnected, pieces);
      if (disconnected) {
        sse?.stop();
        return;
      }
      if (!(error instanceof EngineError)) this.logger.error(`chat engineer engine failed: ${String(error)}`);
      if (!sse) throw EngineFailureException.of(error, GENERIC_ENGINE_FAILURE);
      sse.fail(engineFailureMessage(error, GENERIC_ENGINE_FAILURE));
    } finally {
      response.off('close', onClose);
    }
  }
}
